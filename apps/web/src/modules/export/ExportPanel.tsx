import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatDateTime, type ExportRun, type Language } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportApi } from './export.api.js';
import { ExportDialog } from './ExportDialog.js';
import { ExportResetDialog } from './ExportResetDialog.js';

const stateColor: Record<ExportRun['state'], string> = { running: 'blue', done: 'green', failed: 'red' };

/**
 * Verwaltung › FiBu-Export: the booking export of the whole Mandant and its past exports, each of
 * which can be reset (its documents are exported again next time).
 */
export function ExportPanel({ mandantId }: { mandantId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const [resetting, setResetting] = useState<ExportRun | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const state = useQuery({
    queryKey: ['export', 'state', mandantId],
    queryFn: () => exportApi.state(mandantId),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['export', 'state', mandantId] });
  const periodOf = (run: ExportRun) => `${formatDate(run.from, language)} – ${formatDate(run.to, language)}`;

  return (
    <Stack gap="sm" data-testid="export-panel">
      <Group justify="space-between">
        <Text size="sm">{t('export.panel.intro')}</Text>
        <Button onClick={() => setExporting(true)} data-testid="export-open">
          {t('export.panel.start')}
        </Button>
      </Group>
      {info && (
        <Alert color="green" p="xs" withCloseButton onClose={() => setInfo(null)}>
          {info}
        </Alert>
      )}
      {state.error && <Alert color="red">{state.error.message}</Alert>}
      <Table striped withTableBorder fz="xs" data-testid="export-runs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('export.panel.created')}</Table.Th>
            <Table.Th>{t('export.panel.system')}</Table.Th>
            <Table.Th>{t('export.panel.period')}</Table.Th>
            <Table.Th>{t('export.panel.state')}</Table.Th>
            <Table.Th>{t('export.panel.documents')}</Table.Th>
            <Table.Th>{t('export.panel.files')}</Table.Th>
            <Table.Th>{t('export.panel.by')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(state.data?.runs ?? []).map((run) => (
            <Table.Tr key={run.id} data-testid="export-run">
              <Table.Td>{formatDateTime(run.createdAt, language)}</Table.Td>
              <Table.Td>{run.system}</Table.Td>
              <Table.Td>{periodOf(run)}</Table.Td>
              <Table.Td>
                <Badge size="xs" color={stateColor[run.state]}>
                  {t(`export.panel.state-${run.state}`)}
                </Badge>
                {run.error && (
                  <Text size="xs" c="red">
                    {run.error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{run.documents}</Table.Td>
              <Table.Td>{run.files.map((file) => file.fileName).join(', ')}</Table.Td>
              <Table.Td>{run.createdByName}</Table.Td>
              <Table.Td>
                {run.state === 'done' && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setResetting(run)}
                    data-testid="export-run-reset"
                  >
                    {t('export.reset.action')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {state.data && state.data.runs.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('export.panel.none')}
        </Text>
      )}
      {(state.data?.resets.length ?? 0) > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('export.panel.resets')}
          </Text>
          <Table striped withTableBorder fz="xs" data-testid="export-resets">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('export.panel.created')}</Table.Th>
                <Table.Th>{t('export.panel.documents')}</Table.Th>
                <Table.Th>{t('export.reset.reason')}</Table.Th>
                <Table.Th>{t('export.panel.reset-by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.data?.resets.map((reset) => (
                <Table.Tr key={`${reset.resetAt}-${reset.runId ?? ''}`} data-testid="export-reset">
                  <Table.Td>{formatDateTime(reset.resetAt, language)}</Table.Td>
                  <Table.Td>{reset.documents}</Table.Td>
                  <Table.Td>{reset.reason}</Table.Td>
                  <Table.Td>{reset.resetByName}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      {exporting && (
        <ExportDialog
          mandantId={mandantId}
          onClose={() => {
            setExporting(false);
            void reload();
          }}
          onExported={() => void reload()}
        />
      )}
      {resetting && (
        <ExportResetDialog
          mandantId={mandantId}
          target={{ runId: resetting.id }}
          label={t('export.panel.run-label', { period: periodOf(resetting), system: resetting.system })}
          onClose={() => setResetting(null)}
          onReset={(count) => {
            setResetting(null);
            setInfo(t('export.reset.done', { count }));
            void reload();
          }}
        />
      )}
    </Stack>
  );
}
