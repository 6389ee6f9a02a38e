import { Loader, Stack, Text } from '@mantine/core';
import { authorizeRedirectSchema } from '@belegfluss/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { MessageBoxButtons, MessageBoxResult, MessageBoxType } from '../../../ui/message-box/message-box.js';
import { useMessageBox } from '../../../ui/message-box/MessageBoxProvider.js';
import { isSafeGrantReturnUrl } from '../pkce.js';
import { useSession } from '../SessionContext.js';

/**
 * GrantToken (spec 000, section 4, external grant): after sign-in the user is asked whether the
 * named app may have permanent access. Yes sends the return URL's request again with the access
 * token in a POST body (never in a URL, which ends up in logs and history) and follows the answer to
 * the app; No goes to the root. A missing return URL is an error followed by a reload.
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
      if (!token || !returnUrl) return;
      const location = await postAuthorize(returnUrl, token);
      if (location) window.location.assign(location);
      else void showError(t('auth.grant.redirect-error'), { reload: true });
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

/** POST OAuth/Authorize with the return URL's parameters and the token; the app's URL, or null. */
async function postAuthorize(returnUrl: string, accessToken: string): Promise<string | null> {
  const query = new URLSearchParams(returnUrl.slice(returnUrl.indexOf('?') + 1));
  query.set('access_token', accessToken);
  try {
    const response = await fetch('/OAuth/Authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: query.toString(),
    });
    const parsed = authorizeRedirectSchema.safeParse(await response.json());
    return response.ok && parsed.success ? parsed.data.location : null;
  } catch {
    return null;
  }
}
