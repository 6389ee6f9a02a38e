import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ExportCheckResult, ExportIssue, ExportRun } from '@belegfluss/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../kernel/api-client.js';
import { Modal } from '../../ui/modal/Modal.js';
import { exportApi, type ExportScope } from './export.api.js';
import { defaultPeriod, isoToday, missingRates, periodProblem } from './export-period.js';
import { ExportCheckView } from './ExportCheckView.js';
import { ExportJobProgress } from './ExportJobProgress.js';

type Props = ExportScope & {
  /** The stack's name when a stack is exported. */
  stackName?: string | undefined;
  onClose: () => void;
  /** The capture page opens a finding's document in place (and closes the dialog). */
  onOpenDocument?: ((issue: ExportIssue) => void) | undefined;
  /** After a finished export (the capture page reloads its stack). */
  onExported?: (() => void) | undefined;
};

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * Buchungsexport (spec 002): a period (not in the future, start not after end), the pre-export
 * check as a list, a confirmation above the threshold, then the export job with its progress and
 * the files it put in the download manager.
 */
export function ExportDialog({ mandantId, stackId, stackName, onClose, onOpenDocument, onExported }: Props) {
  const { t } = useTranslation();
  const today = useMemo(() => isoToday(), []);
  const [period, setPeriod] = useState(() => defaultPeriod(today));
  const [rates, setRates] = useState<Record<string, string>>({});
  const [check, setCheck] = useState<ExportCheckResult | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [run, setRun] = useState<ExportRun | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = useQuery({
    queryKey: ['export', 'options', mandantId],
    queryFn: () => exportApi.options(mandantId),
  });

  const problem = periodProblem(period.from, period.to, today);
  const problemText =
    problem === 'export.period_invalid'
      ? t('export.dialog.period-invalid')
      : problem && t(`api-errors.${problem}`);
  const currencies = check ? missingRates(check.issues) : [];
  const canExport =
    !!check &&
    check.exportable &&
    !check.autoJobsRunning &&
    (!check.needsConfirmation || confirmed) &&
    jobId === null;

  function changed(update: () => void) {
    update();
    setCheck(null);
    setConfirmed(false);
    setError(null);
  }

  async function runCheck() {
    setBusy(true);
    setError(null);
    try {
      setCheck(await exportApi.check({ mandantId, stackId, ...period, exchangeRates: filled(rates) }));
    } catch (failure) {
      setCheck(null);
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  async function startExport() {
    setBusy(true);
    setError(null);
    try {
      const started = await exportApi.start(
        { mandantId, stackId },
        { ...period, exchangeRates: filled(rates) },
        confirmed,
      );
      setJobId(started.jobId);
    } catch (failure) {
      setError(messageOf(failure));
      if (failure instanceof ApiRequestError && failure.code === 'export.nothing_to_export') setCheck(null);
    } finally {
      setBusy(false);
    }
  }

  const finished = useCallback(
    (done: ExportRun | null) => {
      setRun(done);
      onExported?.();
    },
    [onExported],
  );

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      centered
      title={stackName ? t('export.dialog.title-stack', { name: stackName }) : t('export.dialog.title')}
    >
      <Stack gap="sm" data-testid="export-dialog">
        {options.data && (
          <Text size="xs" c="dimmed">
            {t('export.dialog.system', { system: options.data.system })}
          </Text>
        )}
        <Group align="end" grow>
          <TextInput
            type="date"
            label={t('export.dialog.from')}
            value={period.from}
            max={today}
            disabled={jobId !== null}
            data-testid="export-from"
            onChange={(event) => changed(() => setPeriod({ ...period, from: event.currentTarget.value }))}
          />
          <TextInput
            type="date"
            label={t('export.dialog.to')}
            value={period.to}
            max={today}
            disabled={jobId !== null}
            data-testid="export-to"
            onChange={(event) => changed(() => setPeriod({ ...period, to: event.currentTarget.value }))}
          />
        </Group>
        {problemText && (
          <Text size="xs" c="red" role="alert" data-testid="export-period-problem">
            {problemText}
          </Text>
        )}
        {currencies.map((currency) => (
          <TextInput
            key={currency}
            size="xs"
            label={t('export.dialog.rate', { currency })}
            description={t('export.dialog.rate-hint')}
            value={rates[currency] ?? ''}
            onChange={(event) => changed(() => setRates({ ...rates, [currency]: event.currentTarget.value }))}
          />
        ))}
        {check && <ExportCheckView mandantId={mandantId} check={check} onOpenDocument={onOpenDocument} />}
        {check?.needsConfirmation && check.exportable && jobId === null && (
          <Stack gap={4}>
            <Alert color="orange" p="xs">
              {t('api-errors.export.confirmation_required')}
            </Alert>
            <Checkbox
              label={t('export.dialog.confirm', { count: check.documents })}
              checked={confirmed}
              onChange={(event) => setConfirmed(event.currentTarget.checked)}
              data-testid="export-confirm"
            />
          </Stack>
        )}
        {error && (
          <Alert color="red" p="xs" role="alert" data-testid="export-error">
            {error}
          </Alert>
        )}
        {jobId && <ExportJobProgress mandantId={mandantId} jobId={jobId} onFinished={finished} />}
        <Group justify="flex-end">
          {jobId === null && (
            <>
              <Button
                variant="default"
                disabled={!!problem || busy}
                onClick={() => void runCheck()}
                data-testid="export-check-button"
              >
                {t('export.dialog.check')}
              </Button>
              <Button
                disabled={!canExport || busy}
                onClick={() => void startExport()}
                data-testid="export-start"
              >
                {t('export.dialog.start')}
              </Button>
            </>
          )}
          <Button variant={run === undefined ? 'subtle' : 'filled'} onClick={onClose}>
            {run === undefined ? t('export.dialog.cancel') : t('export.dialog.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The rates the user typed, without empty ones. */
function filled(rates: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(rates).filter(([, value]) => value.trim() !== ''));
}
