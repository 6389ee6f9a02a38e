import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Rights } from '@belegfluss/shared';
import { MessageBoxButtons, MessageBoxResult, MessageBoxType } from '../../ui/message-box/message-box.js';
import { useMessageBox } from '../../ui/message-box/MessageBoxProvider.js';
import { accountApi } from './account.api.js';

export const USER_SETTINGS_ROUTE = '/MainFrame/Einstellungen/Components/Benutzer';

/**
 * Questions after an interactive sign-in: the password expires soon (Yes opens the user
 * settings), and the open workflow requests count for users of the workflow.
 */
export function useAfterLoginQuestions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showMessageBox } = useMessageBox();
  return useCallback(
    async (roles: string[]) => {
      const daysLeft = await accountApi.passwordAge().catch(() => 0);
      if (daysLeft > 0) {
        const answer = await showMessageBox({
          type: MessageBoxType.Question,
          buttons: MessageBoxButtons.YesNo,
          message: t('auth.password-expiry.question', { days: daysLeft }),
        });
        if (answer === MessageBoxResult.Yes) void navigate(USER_SETTINGS_ROUTE);
      }
      if (roles.includes(`${Rights.canStartWorkflow};TRUE`)) {
        const open = await accountApi.openWorkflowRequests().catch(() => 0);
        if (open > 0) {
          await showMessageBox({
            type: MessageBoxType.Information,
            message: t('shell.open-workflow-requests.message', { count: open }),
          });
        }
      }
    },
    [navigate, showMessageBox, t],
  );
}
