import { MessageType } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { audienceOfPath } from './useGlobalErrorHandling.js';
import { useSession } from '../auth/index.js';
import { MessageBoxType } from '../../ui/message-box/message-box.js';
import { useMessageBox } from '../../ui/message-box/MessageBoxProvider.js';
import { shellApi } from './shell.api.js';
import { useAppMessage, useListenerPositioned } from '../messaging/index.js';

const STATUS_MESSAGES = [MessageType.systemStatusChanged, MessageType.sessionTerminated] as const;

/**
 * The light status call: an announced maintenance (for the countdown bar) and module instances the
 * server terminated, which the client leaves. Asked at sign-in, when the message listener has its
 * place, and whenever a message says it changed (maintenance announced or ended, a session ended):
 * no polling.
 */
export function useClientStatus() {
  const { snapshot, manager } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const { showMessageBox } = useMessageBox();
  const queryClient = useQueryClient();
  const queryKey = ['client-status', snapshot.web?.subject];
  const status = useQuery({
    queryKey,
    queryFn: shellApi.status,
    enabled: snapshot.state === 'LOGGED_IN',
    retry: false,
    staleTime: Infinity,
  });
  const { refetch } = status;
  useAppMessage(STATUS_MESSAGES, () => void refetch());
  // Asked again once the listener has its place: a change between sign-in and then has no message.
  // A status call still under way may have been read before that place: it is dropped, not joined.
  useListenerPositioned(() => {
    void queryClient.cancelQueries({ queryKey }).then(() => refetch());
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
    /** Asks now; true when the session still answers (a refused one is handled globally). */
    check: async () => (await refetch()).isSuccess,
  };
}
