import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { codeFlowTestSchema } from '@belegfluss/shared';
import { useMessageBox } from '../../../ui/message-box/MessageBoxProvider.js';
import { codeChallenge, createCodeVerifier } from '../pkce.js';
import { CODE_FLOW_STATE_KEY, decodeClaims } from '../session-store.js';
import { useSession } from '../SessionContext.js';
import { exchangeCode, loginByRefreshToken, refreshLogin } from '../token-client.js';

type CodeFlowState = { verifier: string; clientId: string; clientSecret: string };

function readCodeFlowState(): CodeFlowState | null {
  try {
    return JSON.parse(localStorage.getItem(CODE_FLOW_STATE_KEY) ?? 'null') as CodeFlowState | null;
  } catch {
    return null;
  }
}

/** `clientid:clientsecret` from the state parameter. */
function splitState(state: string | null): { clientId: string; clientSecret: string } | null {
  const colon = state?.indexOf(':') ?? -1;
  if (!state || colon <= 0) return null;
  return { clientId: state.slice(0, colon), clientSecret: state.slice(colon + 1) };
}

/**
 * ClaimToken (spec 000, section 4, code flow). Without a code the request phase sends the browser
 * to the authorize endpoint; with a code, internal mode signs the user in here, external mode
 * exchanges and renews the app's token and calls the test endpoint.
 */
export function ClaimTokenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { manager } = useSession();
  const { showError } = useMessageBox();
  const started = useRef(false);
  const [authorized, setAuthorized] = useState<{
    fullName: string;
    kuerzel: string;
    clientId: string | null;
  } | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = () => void showError(t('auth.grant.redirect-error'), { reload: true });
    const mode = params.get('mode') === 'ext' ? 'ext' : 'int';
    const code = params.get('code');
    const origin = window.location.origin;

    void (async () => {
      const offlineToken = params.get('offlineToken');
      if (!code && offlineToken) {
        // A permanent token handed over directly: renew it, then log in to the shell with it.
        const renewedOffline = await refreshLogin(offlineToken);
        if (!renewedOffline.ok) return fail();
        const claims = decodeClaims(renewedOffline.response.access_token);
        const login = await loginByRefreshToken(claims.name, renewedOffline.response.refresh_token, 'web');
        if (!login.ok) return fail();
        manager.adopt(login.response, login.receivedAt);
        void navigate('/');
        return;
      }
      if (!code) {
        const clientId = params.get('clientid');
        const clientSecret = params.get('clientsecret') ?? '';
        if (!clientId) return fail();
        const verifier = createCodeVerifier();
        localStorage.setItem(CODE_FLOW_STATE_KEY, JSON.stringify({ verifier, clientId, clientSecret }));
        const query = new URLSearchParams({
          client_id: clientId,
          response_type: 'code',
          redirect_uri: `${origin}/claimtokenext`,
          scope: 'offline',
          state: `${clientId}:${clientSecret}`,
          code_challenge: await codeChallenge(verifier),
          code_challenge_method: 'S256',
        });
        window.location.assign(`/OAuth/Authorize?${query.toString()}`);
        return;
      }
      const stored = readCodeFlowState();
      const client = splitState(params.get('state')) ?? stored;
      localStorage.removeItem(CODE_FLOW_STATE_KEY);
      if (!client || !stored?.verifier) return fail();
      const exchanged = await exchangeCode({
        code,
        redirectUri: `${origin}/${mode === 'ext' ? 'claimtokenext' : 'claimtoken'}`,
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        codeVerifier: stored.verifier,
      });
      if (!exchanged.ok) return fail();
      if (mode === 'int') {
        const claims = decodeClaims(exchanged.response.access_token);
        const login = await loginByRefreshToken(claims.name, exchanged.response.refresh_token, 'web');
        if (!login.ok) return fail();
        manager.adopt(login.response, login.receivedAt);
        void navigate('/');
        return;
      }
      const renewed = await refreshLogin(exchanged.response.refresh_token);
      if (!renewed.ok) return fail();
      const test = await fetch('/api/auth/CodeFlowTest', {
        headers: { authorization: `Bearer ${renewed.response.access_token}` },
      });
      const parsed = codeFlowTestSchema.safeParse(await test.json().catch(() => null));
      if (!test.ok || !parsed.success) return fail();
      setAuthorized(parsed.data);
    })();
  }, [manager, navigate, params, showError, t]);

  if (authorized) {
    return (
      <Stack align="center" mt={80} gap="md">
        <Alert color="green" data-testid="code-flow-authorized">
          {t('auth.claim.authorized', { name: authorized.fullName, kuerzel: authorized.kuerzel })}
        </Alert>
        <Button onClick={() => void navigate('/')}>{t('common.ok')}</Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" mt={80} gap="sm">
      <Loader size="sm" />
      <Text c="dimmed">{t('auth.claim.working')}</Text>
    </Stack>
  );
}
