import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { audienceOfPath } from './useGlobalErrorHandling.js';
import { useSession } from '../auth/index.js';
import { MessageBoxType } from '../../ui/message-box/message-box.js';
import { useMessageBox } from '../../ui/message-box/MessageBoxProvider.js';
import { shellApi } from './shell.api.js';

export const CLIENT_STATUS_POLL_MS = 10_000;

/**
 * Polls the light status call every 10 s while signed in: an announced maintenance (for the
 * countdown bar) and module instances the server terminated, which the client leaves.
 */
export function useClientStatus() {
  const { snapshot, manager } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const { showMessageBox } = useMessageBox();
  const status = useQuery({
    queryKey: ['client-status', snapshot.web?.subject],
    queryFn: shellApi.status,
    enabled: snapshot.state === 'LOGGED_IN',
    refetchInterval: CLIENT_STATUS_POLL_MS,
    retry: false,
  });

  const terminated = status.data?.terminatedAudiences;
  useEffect(() => {
    for (const audience of terminated ?? []) {
      if (!snapshot.audiences.includes(audience)) continue;
      manager.dropAudience(audience);
      if (audienceOfPath(location.pathname) === audience) {
        void navigate('/');
        void showMessageBox({
          type: MessageBoxType.Information,
          message: t('api-errors.auth.instance_terminated'),
        });
      }
    }
  }, [terminated, snapshot.audiences, manager, location.pathname, navigate, showMessageBox, t]);

  return {
    status: snapshot.state === 'LOGGED_IN' ? (status.data ?? null) : null,
    receivedAt: status.dataUpdatedAt,
  };
}
