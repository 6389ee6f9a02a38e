import {
  Badge,
  Box,
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approvalResults,
  formatAmount,
  formatDate,
  formatDateTime,
  parseAmountToCents,
  parseDateInput,
  workflowStatuses,
  type CurrentUser,
  type Language,
  type WorkflowSearchInput,
  type WorkflowOperationCode,
} from '@belegfluss/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../kernel/api-client.js';
import { useSession } from '../../auth/index.js';
import { ErrorDialog } from '../components/ErrorDialog.js';
import { WorkflowDetailPanel } from '../components/WorkflowDetailPanel.js';
import { createWorkflowApi } from '../workflow.api.js';
import { errorText } from '../workflow.errors.js';

const decimal = (text: string) => {
  const cents = text.trim() ? parseAmountToCents(text) : null;
  return cents === null ? undefined : (cents / 100).toFixed(2);
};

/** Menu "WF Recherche" (#/MainFrame/WorkflowRecherche): search every workflow of the user's Mandanten. */
export function WorkflowSearchPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { snapshot } = useSession();
  const queryClient = useQueryClient();
  const api = useMemo(() => createWorkflowApi(), []);
  const me = useQuery({ queryKey: ['auth', 'me'], queryFn: () => apiRequest<CurrentUser>('/api/auth/me') });
  const [form, setForm] = useState({
    mandantId: null as string | null,
    text: '',
    status: [] as string[],
    result: null as string | null,
    from: '',
    to: '',
    amountFrom: '',
    amountTo: '',
  });
  const [criteria, setCriteria] = useState<WorkflowSearchInput | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const results = useQuery({
    queryKey: ['workflow', 'search', criteria],
    queryFn: () => api.search(criteria as WorkflowSearchInput),
    enabled: criteria !== null,
  });

  function handleSearch(event: FormEvent) {
    event.preventDefault();
    setSelected(null);
    const from = form.from ? parseDateInput(form.from) : null;
    const to = form.to ? parseDateInput(form.to) : null;
    setCriteria({
      ...(form.mandantId ? { mandantId: form.mandantId } : {}),
      Text: form.text,
      Status: form.status as WorkflowSearchInput['Status'],
      ...(form.result ? { ApproveResult: form.result as WorkflowSearchInput['ApproveResult'] } : {}),
      ...(from ? { StartedFrom: from } : {}),
      ...(to ? { StartedTo: to } : {}),
      ...(decimal(form.amountFrom) ? { AmountFrom: decimal(form.amountFrom) } : {}),
      ...(decimal(form.amountTo) ? { AmountTo: decimal(form.amountTo) } : {}),
    });
  }

  function handleFailed(operation: WorkflowOperationCode, failure: unknown) {
    setError(errorText(t, operation, failure));
    void queryClient.invalidateQueries({ queryKey: ['workflow'] });
  }

  return (
    <Stack gap="sm">
      <Title order={3}>{t('workflow.search.title')}</Title>
      <form onSubmit={handleSearch} aria-label={t('workflow.search.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Select
            label={t('workflow.start.mandant')}
            clearable
            data={(me.data?.mandanten ?? []).map((mandant) => ({
              value: mandant.id,
              label: `${mandant.mandnr} ${mandant.name}`,
            }))}
            value={form.mandantId}
            onChange={(value) => setForm({ ...form, mandantId: value })}
          />
          <TextInput
            label={t('workflow.search.text')}
            description={t('workflow.search.text-hint')}
            value={form.text}
            onChange={(event) => setForm({ ...form, text: event.currentTarget.value })}
          />
          <MultiSelect
            label={t('workflow.search.status')}
            data={workflowStatuses.map((status) => ({
              value: status,
              label: t(`workflow.status.${status}`),
            }))}
            value={form.status}
            onChange={(value) => setForm({ ...form, status: value })}
          />
          <Select
            label={t('workflow.search.result')}
            clearable
            data={approvalResults.map((result) => ({ value: result, label: t(`workflow.result.${result}`) }))}
            value={form.result}
            onChange={(value) => setForm({ ...form, result: value })}
          />
          <TextInput
            label={t('workflow.search.from')}
            placeholder="TT.MM.JJJJ"
            value={form.from}
            onChange={(event) => setForm({ ...form, from: event.currentTarget.value })}
          />
          <TextInput
            label={t('workflow.search.to')}
            placeholder="TT.MM.JJJJ"
            value={form.to}
            onChange={(event) => setForm({ ...form, to: event.currentTarget.value })}
          />
          <TextInput
            label={t('workflow.search.amount-from')}
            value={form.amountFrom}
            onChange={(event) => setForm({ ...form, amountFrom: event.currentTarget.value })}
          />
          <TextInput
            label={t('workflow.search.amount-to')}
            value={form.amountTo}
            onChange={(event) => setForm({ ...form, amountTo: event.currentTarget.value })}
          />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{t('workflow.search.submit')}</Button>
          {results.data && <Text size="sm">{t('workflow.search.hits', { count: results.data.total })}</Text>}
        </Group>
      </form>
      <Table striped highlightOnHover withTableBorder aria-label={t('workflow.search.results')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('workflow.search.col-header')}</Table.Th>
            <Table.Th>{t('workflow.search.col-mandant')}</Table.Th>
            <Table.Th>{t('workflow.sort.DATUM')}</Table.Th>
            <Table.Th>{t('workflow.sort.UMSATZ')}</Table.Th>
            <Table.Th>{t('workflow.search.col-status')}</Table.Th>
            <Table.Th>{t('workflow.search.col-started')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.data?.items.map((item) => {
            const cents = item.Umsatz ? parseAmountToCents(item.Umsatz) : null;
            return (
              <Table.Tr
                key={item.WF_INSTANCEID}
                style={{ cursor: 'pointer' }}
                onClick={() => setSelected(item.WF_INSTANCEID)}
              >
                <Table.Td>{item.Header}</Table.Td>
                <Table.Td>{item.MandNr}</Table.Td>
                <Table.Td>{formatDate(item.Belegdatum, language)}</Table.Td>
                <Table.Td>{cents === null ? '' : formatAmount(cents, language)}</Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light">
                    {t(`workflow.status.${item.Status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {item.Kuerzel}, {formatDateTime(item.StartedAt, language)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {selected && (
        <Box>
          <WorkflowDetailPanel
            key={selected}
            api={api}
            instanceId={selected}
            currentKuerzel={snapshot.web?.kuerzel ?? ''}
            currentUserId={me.data?.userId ?? null}
            busy={busy}
            onBusy={setBusy}
            onSubmitted={() => setSelected(null)}
            onLocked={() => undefined}
            onFailed={handleFailed}
            onBack={() => setSelected(null)}
          />
        </Box>
      )}
      <ErrorDialog message={error} onClose={() => setError(null)} />
    </Stack>
  );
}
