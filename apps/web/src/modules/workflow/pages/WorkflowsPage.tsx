import { WorkflowOperation, type WorkflowOperationCode } from '@belegfluss/shared';
import { Box, Button, Group, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, SortCondition } from '@belegfluss/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../kernel/api-client.js';
import { useSession } from '../../auth/index.js';
import { ErrorDialog } from '../components/ErrorDialog.js';
import { WorkflowDetailPanel } from '../components/WorkflowDetailPanel.js';
import { WorkflowListPane, type ListFilter, type MailboxValue } from '../components/WorkflowListPane.js';
import { DefinitionDialog } from '../dialogs/DefinitionDialog.js';
import { StartWorkflowDialog } from '../dialogs/StartWorkflowDialog.js';
import { createWorkflowApi } from '../workflow.api.js';
import { errorText, isGone } from '../workflow.errors.js';
import {
  nextCompactView,
  nextWorkflowAfter,
  type CompactView,
  type SubmitOutcome,
} from '../workflow.view-model.js';

/** Menu "Workflow" (#/MainFrame/Workflows): list, monitor, document with stamps, mask and history. */
export function WorkflowsPage() {
  const { t } = useTranslation();
  const { snapshot } = useSession();
  const queryClient = useQueryClient();
  const api = useMemo(() => createWorkflowApi(), []);
  const compact = useMediaQuery('(max-width: 62em)') ?? false;
  const [filter, setFilter] = useState<ListFilter>('InvitedWorkflows');
  const [mailbox, setMailbox] = useState<MailboxValue>('Inbox');
  const [selected, setSelected] = useState<string | null>(null);
  const [view, setView] = useState<CompactView>('list');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'start' | 'definition' | null>(null);

  const list = useQuery({
    queryKey: ['workflow', 'list', filter, mailbox],
    queryFn: () => api.list({ filter, mailbox }),
  });
  const counts = useQuery({ queryKey: ['workflow', 'counts'], queryFn: () => api.counts() });
  const me = useQuery({ queryKey: ['auth', 'me'], queryFn: () => apiRequest<CurrentUser>('/api/auth/me') });
  const mandanten = (me.data?.mandanten ?? []).map((mandant) => ({
    id: mandant.id,
    label: `${mandant.mandnr} ${mandant.name}`,
  }));

  function handleFailed(operation: WorkflowOperationCode, failure: unknown) {
    if (isGone(failure)) {
      setSelected(null);
      setView('list');
    }
    setError(errorText(t, operation, failure));
    void queryClient.invalidateQueries({ queryKey: ['workflow'] });
  }

  async function handleSort(sort: SortCondition) {
    try {
      await api.setSortCondition(sort);
    } catch (failure) {
      handleFailed(WorkflowOperation.query, failure);
    }
    await queryClient.invalidateQueries({ queryKey: ['workflow', 'list'] });
  }

  async function handlePickUp() {
    const finished = (list.data?.items ?? []).filter(
      (item) => item.Status === 'COMPLETED' || item.Status === 'CANCELLED',
    );
    if (finished.length === 0) return;
    try {
      await api.pickUp(finished.map((item) => item.WF_INSTANCEID));
    } catch (failure) {
      handleFailed(WorkflowOperation.query, failure);
    }
    await queryClient.invalidateQueries({ queryKey: ['workflow'] });
  }

  /** After a decision: confirm it, and open the next workflow of the list (none when it was the last). */
  function handleSubmitted(outcome: SubmitOutcome | null) {
    const ids = (list.data?.items ?? []).map((item) => item.WF_INSTANCEID);
    const next = selected ? nextWorkflowAfter(ids, selected) : null;
    if (outcome) {
      const followUp = t(next ? 'workflow.submitted.next-opened' : 'workflow.submitted.list-done');
      notifications.show({ message: `${t(`workflow.submitted.${outcome}`)} ${followUp}`, color: 'green' });
    }
    setSelected(next);
    setView(nextCompactView(view, 'submitted'));
  }

  const showList = !compact || view === 'list';
  const showDetail = selected !== null && (!compact || view === 'detail');

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3}>{t('workflow.page.title')}</Title>
        <Group gap="xs">
          {mailbox === 'Sent' && filter === 'InvitedWorkflows' && (
            <Button size="xs" variant="default" onClick={() => void handlePickUp()}>
              {t('workflow.action.pick-up')}
            </Button>
          )}
          <Button size="xs" variant="default" onClick={() => setDialog('definition')}>
            {t('workflow.action.definitions')}
          </Button>
          <Button size="xs" onClick={() => setDialog('start')}>
            {t('workflow.action.start')}
          </Button>
        </Group>
      </Group>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {showList && (
          <Box w={compact ? '100%' : 380} style={{ flexShrink: 0 }}>
            <WorkflowListPane
              filter={filter}
              mailbox={mailbox}
              onFilter={setFilter}
              onMailbox={setMailbox}
              items={list.data?.items}
              total={list.data?.total ?? 0}
              counts={counts.data}
              loading={list.isLoading}
              selectedId={selected}
              onSelect={(id) => {
                setSelected(id);
                setView(nextCompactView(view, 'selected'));
              }}
              sort={list.data?.SortCondition ?? null}
              onSort={(sort) => void handleSort(sort)}
              disabled={busy}
            />
          </Box>
        )}
        {showDetail && (
          <Box style={{ flex: 1, minWidth: 0 }}>
            <WorkflowDetailPanel
              key={selected}
              api={api}
              instanceId={selected}
              currentKuerzel={snapshot.web?.kuerzel ?? ''}
              currentUserId={me.data?.userId ?? null}
              busy={busy}
              onBusy={setBusy}
              onSubmitted={handleSubmitted}
              onLocked={() => setView(nextCompactView(view, 'locked'))}
              onFailed={handleFailed}
              onBack={compact ? () => setView(nextCompactView(view, 'back')) : null}
            />
          </Box>
        )}
      </Group>
      <ErrorDialog message={error} onClose={() => setError(null)} />
      {dialog === 'start' && (
        <StartWorkflowDialog
          opened
          onClose={() => setDialog(null)}
          api={api}
          mandanten={mandanten}
          onStarted={() => {
            setDialog(null);
            void queryClient.invalidateQueries({ queryKey: ['workflow'] });
          }}
          onError={(failure) => handleFailed(WorkflowOperation.query, failure)}
        />
      )}
      {dialog === 'definition' && (
        <DefinitionDialog
          opened
          onClose={() => setDialog(null)}
          api={api}
          mandanten={mandanten}
          onSaved={() => {
            setDialog(null);
            void queryClient.invalidateQueries({ queryKey: ['workflow', 'definitions'] });
          }}
          onError={(failure) => handleFailed(WorkflowOperation.query, failure)}
        />
      )}
    </Stack>
  );
}
