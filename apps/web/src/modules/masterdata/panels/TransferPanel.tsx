import { Alert, Button, FileInput, Group, Progress, Select, Stack, Text, Title } from '@mantine/core';
import {
  formatDateTime,
  type Language,
  type MasterdataTransferKindValue,
  type TransferFormat,
} from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../ui/DataGrid.js';
import { errorsOf } from '../../../ui/form-errors.js';
import { downloadExport, listImports, startImport, type ImportRecord } from '../masterdata.api.js';

const kinds: MasterdataTransferKindValue[] = ['ACCOUNTS', 'COST_CENTRES', 'PERSONAL_ACCOUNTS'];

/** Imports of accounts, cost centres and personal accounts as jobs, and exports as CSV or DATEV. */
export function TransferPanel({ mandantId }: { mandantId: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [kind, setKind] = useState<MasterdataTransferKindValue>('ACCOUNTS');
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const imports = useQuery({
    queryKey: ['imports', mandantId],
    queryFn: () => listImports(mandantId),
    refetchInterval: (query) =>
      (query.state.data ?? []).some(
        (record) => !['finished', 'faulty', 'canceled'].includes(record.job.state),
      )
        ? 1000
        : false,
  });
  const language = i18n.language as Language;
  const columns: ColDef<ImportRecord>[] = [
    {
      field: 'createdAt',
      headerName: t('masterdata.transfer.started'),
      valueFormatter: (params) => formatDateTime(params.value as string, language),
    },
    {
      field: 'kind',
      headerName: t('masterdata.transfer.kind'),
      valueFormatter: (params) => t(`masterdata.transfer.kind.${String(params.value)}`),
    },
    { field: 'format', headerName: t('masterdata.transfer.format'), maxWidth: 110 },
    { field: 'fileName', headerName: t('masterdata.transfer.file') },
    {
      colId: 'state',
      headerName: t('masterdata.transfer.state'),
      valueGetter: (params) => (params.data ? t(`masterdata.job-state.${params.data.job.state}`) : ''),
    },
    {
      colId: 'progress',
      headerName: t('masterdata.transfer.progress'),
      cellRenderer: (params: { data?: ImportRecord }) =>
        params.data ? <Progress mt={12} value={params.data.job.progress} /> : null,
    },
    {
      colId: 'result',
      headerName: t('masterdata.transfer.result'),
      flex: 3,
      tooltipValueGetter: (params) => params.data?.job.errorText ?? '',
      valueGetter: (params) => {
        const job = params.data?.job;
        if (!job) return '';
        if (job.errorText) return job.errorText;
        const result = job.result as { created?: number; updated?: number } | null;
        return result
          ? t('masterdata.transfer.result-text', {
              created: result.created ?? 0,
              updated: result.updated ?? 0,
            })
          : (job.progressText ?? '');
      },
    },
  ];

  async function handleImport() {
    if (!file) return;
    setMessage(null);
    try {
      await startImport(mandantId, kind, file);
      setFile(null);
      setMessage({ error: false, text: t('masterdata.transfer.started-message') });
    } catch (error) {
      setMessage({ error: true, text: errorsOf(error).message ?? '' });
    }
    void client.invalidateQueries({ queryKey: ['imports', mandantId] });
  }

  async function handleExport(exportKind: MasterdataTransferKindValue, format: TransferFormat) {
    try {
      await downloadExport(mandantId, exportKind, format);
    } catch (error) {
      setMessage({ error: true, text: errorsOf(error).message ?? '' });
    }
  }

  return (
    <Stack>
      <Title order={4}>{t('masterdata.transfer.import-title')}</Title>
      <Group align="end">
        <Select
          label={t('masterdata.transfer.kind')}
          data={kinds.map((value) => ({ value, label: t(`masterdata.transfer.kind.${value}`) }))}
          value={kind}
          allowDeselect={false}
          onChange={(value) => value && setKind(value as MasterdataTransferKindValue)}
        />
        <FileInput
          w={320}
          label={t('masterdata.transfer.file')}
          accept=".csv,.txt"
          value={file}
          onChange={setFile}
          clearable
          data-testid="import-file"
        />
        <Button disabled={!file} onClick={() => void handleImport()}>
          {t('masterdata.transfer.start')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('masterdata.transfer.formats-hint')}
      </Text>
      {message && (
        <Alert color={message.error ? 'red' : 'blue'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
      <DataGrid<ImportRecord>
        testId="grid-imports"
        rows={imports.data ?? []}
        columns={columns}
        height={260}
      />
      <Title order={4}>{t('masterdata.transfer.export-title')}</Title>
      <Group>
        {kinds.map((exportKind) => (
          <Group key={exportKind} gap={4}>
            <Text size="sm">{t(`masterdata.transfer.kind.${exportKind}`)}:</Text>
            <Button size="xs" variant="light" onClick={() => void handleExport(exportKind, 'CSV')}>
              CSV
            </Button>
            {exportKind !== 'COST_CENTRES' && (
              <Button size="xs" variant="light" onClick={() => void handleExport(exportKind, 'DATEV')}>
                DATEV
              </Button>
            )}
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
