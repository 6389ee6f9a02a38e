import { type WorkflowOperationCode } from '@belegfluss/shared';
import { Alert, Container, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorDialog } from '../components/ErrorDialog.js';
import { WorkflowDetailPanel } from '../components/WorkflowDetailPanel.js';
import { createWorkflowApi, openDeepLink } from '../workflow.api.js';
import { errorText } from '../workflow.errors.js';

/**
 * Public deep-link routes #/WFExtUser/DL/{PID} and #/WFDocViewer/EXTERN/{SESSION_UID}: opens a
 * deep-link session for exactly one workflow and shows it. The token stays in this page's memory
 * and the tab's session storage, apart from any signed-in session.
 */
export function DeepLinkPage({ kind }: { kind: 'pid' | 'session' }) {
  const { t } = useTranslation();
  const params = useParams();
  const id = (kind === 'pid' ? params.pid : params.sessionUid) ?? '';
  const storageKey = `belegfluss.deeplink.${kind}.${id}`;
  const [error, setError] = useState<string | null>(null);
  const session = useQuery({
    queryKey: ['workflow', 'deeplink', kind, id],
    queryFn: async () => {
      const stored = sessionStorage.getItem(storageKey);
      if (stored) {
        const parsed = JSON.parse(stored) as { token: string; instanceId: string; expiresAt: number };
        if (parsed.expiresAt > Date.now() + 30_000) return parsed;
      }
      const opened = await openDeepLink(kind, id);
      const value = {
        token: opened.access_token,
        instanceId: opened.WF_INSTANCEID,
        expiresAt: Date.now() + opened.expires_in * 1000,
      };
      sessionStorage.setItem(storageKey, JSON.stringify(value));
      return value;
    },
    retry: false,
    staleTime: Infinity,
  });
  const api = useMemo(() => (session.data ? createWorkflowApi(session.data.token) : null), [session.data]);

  if (session.isLoading) return <Loader m="xl" />;
  if (session.isError || !session.data || !api) {
    return (
      <Container mt="xl">
        <Alert color="red" title={t('workflow.error.title')}>
          {session.error instanceof Error
            ? session.error.message
            : t('api-errors.workflow.deep_link_invalid')}
        </Alert>
      </Container>
    );
  }
  return (
    <Container fluid p="md">
      <Text size="sm" c="dimmed" mb="xs">
        {t('workflow.deeplink.notice')}
      </Text>
      <WorkflowDetailPanel
        api={api}
        instanceId={session.data.instanceId}
        currentKuerzel=""
        currentUserId={null}
        busy={false}
        onBusy={() => undefined}
        onSubmitted={() => undefined}
        onLocked={() => undefined}
        onFailed={(operation: WorkflowOperationCode, failure: unknown) =>
          setError(errorText(t, operation, failure))
        }
        onBack={null}
      />
      <ErrorDialog message={error} onClose={() => setError(null)} />
    </Container>
  );
}
