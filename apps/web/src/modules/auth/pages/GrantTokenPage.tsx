import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { MessageBoxButtons, MessageBoxResult, MessageBoxType } from '../../../ui/message-box/message-box.js';
import { useMessageBox } from '../../../ui/message-box/MessageBoxProvider.js';
import { isSafeGrantReturnUrl } from '../pkce.js';
import { useSession } from '../SessionContext.js';

/**
 * GrantToken (spec 000, section 4, external grant): after sign-in the user is asked whether the
 * named app may have permanent access. Yes opens the return URL with the access token appended,
 * No goes to the root. A missing return URL is an error followed by a reload.
 */
export function GrantTokenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { manager, snapshot, openLogin, loginDialog } = useSession();
  const { showMessageBox, showError } = useMessageBox();
  const asked = useRef(false);
  const returnUrl = params.get('returnUrl');
  const app = params.get('clientAppInfo') ?? '';

  useEffect(() => {
    if (snapshot.state === 'INITIAL' || asked.current) return;
    if (!isSafeGrantReturnUrl(returnUrl)) {
      asked.current = true;
      void showError(t('auth.grant.redirect-error'), { reload: true });
      return;
    }
    if (snapshot.state === 'LOGGED_OUT') {
      if (!loginDialog.open) openLogin(`${location.pathname}${location.search}`);
      return;
    }
    asked.current = true;
    void (async () => {
      const answer = await showMessageBox({
        type: MessageBoxType.Question,
        buttons: MessageBoxButtons.YesNo,
        message: t('auth.grant.question', { app }),
      });
      if (answer !== MessageBoxResult.Yes) {
        void navigate('/');
        return;
      }
      const token = await manager.getToken('web');
      if (token) window.location.assign(`${returnUrl}&access_token=${encodeURIComponent(token)}`);
    })();
  }, [
    snapshot.state,
    returnUrl,
    app,
    loginDialog.open,
    location,
    manager,
    navigate,
    openLogin,
    showError,
    showMessageBox,
    t,
  ]);

  return (
    <Stack align="center" mt={80} gap="sm">
      <Loader size="sm" />
      <Text c="dimmed">{t('auth.grant.waiting', { app })}</Text>
    </Stack>
  );
}
