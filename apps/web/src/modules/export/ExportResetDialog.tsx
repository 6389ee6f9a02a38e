import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal/Modal.js';
import { exportApi } from './export.api.js';

type Props = {
  mandantId: string;
  /** The documents to take back, or the run whose documents go back. */
  target: { documentIds: string[] } | { runId: string };
  /** What is reset, as the user sees it ("Rechnung 17", "Export 01.03.–31.03.2025"). */
  label: string;
  onClose: () => void;
  onReset: (count: number) => void;
};

const REASON_MIN = 3;
const REASON_MAX = 999;

/**
 * Takes documents back from "FiBu exportiert" so that the next export takes them again: only with a
 * reason (3–999 characters), which the audit trail keeps.
 */
export function ExportResetDialog({ mandantId, target, label, onClose, onReset }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const trimmed = reason.trim();
  const reasonProblem =
    trimmed.length < REASON_MIN
      ? t('api-errors.export.reset_reason_required')
      : trimmed.length > REASON_MAX
        ? t('api-errors.export.reset_reason_too_long')
        : null;

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      const { reset } = await exportApi.reset({ mandantId, reason: trimmed, ...target });
      onReset(reset);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('export.reset.title')} centered>
      <Stack gap="sm" data-testid="export-reset-dialog">
        <Text size="sm">{t('export.reset.text', { label })}</Text>
        <Textarea
          label={t('export.reset.reason')}
          required
          autosize
          minRows={2}
          maxLength={REASON_MAX}
          value={reason}
          error={reason.length > 0 ? reasonProblem : null}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-testid="export-reset-reason"
        />
        {error && (
          <Alert color="red" p="xs" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('export.dialog.cancel')}
          </Button>
          <Button
            color="red"
            disabled={!!reasonProblem || busy}
            onClick={() => void submit()}
            data-testid="export-reset-submit"
          >
            {t('export.reset.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
