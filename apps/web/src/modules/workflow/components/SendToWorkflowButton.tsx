import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Rights, type CurrentUser, WorkflowOperation } from '@belegfluss/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../kernel/api-client.js';
import { useSession } from '../../auth/index.js';
import { StartWorkflowDialog } from '../dialogs/StartWorkflowDialog.js';
import { createWorkflowApi } from '../workflow.api.js';
import { errorText } from '../workflow.errors.js';
import { ErrorDialog } from './ErrorDialog.js';

/**
 * "In Workflow senden" for other screens (capture): opens the start dialog with the given
 * documents selected. Shown only to users with the workflow right.
 */
export function SendToWorkflowButton(props: {
  mandantId: string;
  documents: { DocID: string; Title: string }[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { snapshot } = useSession();
  const api = useMemo(() => createWorkflowApi(), []);
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const allowed = snapshot.web?.roles.includes(`${Rights.canStartWorkflow};TRUE`) ?? false;
  const me = useQuery({
    queryKey: ['auth', 'me'],
    queryFn: () => apiRequest<CurrentUser>('/api/auth/me'),
    enabled: opened,
  });
  if (!allowed) return null;
  const mandanten = (me.data?.mandanten ?? []).map((mandant) => ({
    id: mandant.id,
    label: `${mandant.mandnr} ${mandant.name}`,
  }));
  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        disabled={props.disabled || props.documents.length === 0}
        onClick={() => setOpened(true)}
      >
        {t('workflow.action.send')}
      </Button>
      {opened && (
        <StartWorkflowDialog
          opened
          onClose={() => setOpened(false)}
          api={api}
          mandanten={mandanten}
          preselected={{ mandantId: props.mandantId, documents: props.documents }}
          onStarted={() => {
            setOpened(false);
            notifications.show({ message: t('workflow.start.done'), color: 'green' });
          }}
          onError={(failure) => setError(errorText(t, WorkflowOperation.query, failure))}
        />
      )}
      <ErrorDialog message={error} onClose={() => setError(null)} />
    </>
  );
}
