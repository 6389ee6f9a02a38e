import { Alert, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Modal } from '../../ui/modal/Modal.js';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PasswordPolicy, PasswordPolicyTextKey } from '@belegfluss/shared';
import { MessageBoxSize } from '../../ui/message-box/message-box.js';
import { startRouteFromRoles } from './start-route.js';
import { useAfterLoginQuestions } from './after-login-questions.js';
import { decodePasswordPolicy, validateNewPassword } from './password-form.js';
import { useSession } from './SessionContext.js';
import { classifyLoginError, type LoginFailure } from './token-client.js';

type RenewState = { reason: 'expired' | 'not-valid'; policy: PasswordPolicy };

function failureText(
  failure: LoginFailure,
  t: (key: string, options?: Record<string, unknown>) => string,
  seconds: number,
) {
  switch (failure.kind) {
    case 'service-unavailable':
      return t('auth.login.error.service-unavailable');
    case 'too-many-tries':
      return t('auth.login.error.too-many-tries', { seconds });
    case 'time-sync':
      return t('auth.login.error.time-sync');
    case 'renew-password':
      return t(
        failure.reason === 'expired'
          ? 'auth.login.error.password-expired'
          : 'auth.login.error.password-not-valid',
      );
    case 'server-text':
      return failure.text;
    case 'wrong-credentials':
      return t('auth.login.error.wrong-credentials');
  }
}

/**
 * The login dialog (spec 000, sections 2, 4, 5 and 8): user name, password, 'Angemeldet bleiben';
 * switches to renew-password mode when the server asks for a new password; counts a lockout down.
 */
export function LoginDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { manager, snapshot, loginDialog, closeLogin } = useSession();
  const askAfterLogin = useAfterLoginQuestions();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [renew, setRenew] = useState<RenewState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [waitSeconds, setWaitSeconds] = useState(0);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);

  const policyText = (key: PasswordPolicyTextKey, params?: Record<string, string | number>) =>
    t(`auth.password-policy.${key}`, params);
  const checks = renew
    ? validateNewPassword(
        { oldPassword: password, newPassword, repeat, policy: renew.policy, userName: username },
        policyText,
      )
    : null;
  const showChecks = submitted || newPassword.length > 0 || repeat.length > 0;

  function reset() {
    setUsername('');
    setPassword('');
    setNewPassword('');
    setRepeat('');
    setRemember(false);
    setRenew(null);
    setFailure(null);
    setSubmitted(false);
  }

  function handleCancel() {
    reset();
    closeLogin();
    if (snapshot.state !== 'LOGGED_IN') void navigate('/');
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (waitSeconds > 0 || (checks && !checks.valid)) return;
    setBusy(true);
    const result = await manager.login({
      username,
      password,
      remember,
      newPassword: renew ? newPassword : null,
    });
    setBusy(false);
    if (result.ok) {
      const target = loginDialog.target;
      reset();
      closeLogin();
      const roles = manager.getSnapshot().web?.roles ?? [];
      void navigate(target ?? startRouteFromRoles(roles));
      void askAfterLogin(roles);
      return;
    }
    const next = classifyLoginError(result);
    setFailure(next);
    if (next.kind === 'too-many-tries') setWaitSeconds(next.seconds);
    if (next.kind === 'renew-password') {
      const policy = decodePasswordPolicy(next.policy);
      if (policy) {
        setRenew({ reason: next.reason, policy });
        setSubmitted(false);
      }
    }
  }

  const locked = waitSeconds > 0;
  const showFailure = failure && (failure.kind !== 'too-many-tries' || locked);
  return (
    <Modal
      opened={loginDialog.open}
      onClose={handleCancel}
      title={t(renew ? 'auth.login.renew-title' : 'auth.login.title')}
      size={MessageBoxSize.dialogWidth}
      centered
      zIndex={300}
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack>
          {showFailure && (
            <Alert
              color={failure.kind === 'renew-password' ? 'yellow' : 'red'}
              role="alert"
              data-testid="login-error"
            >
              {failureText(failure, t, waitSeconds)}
            </Alert>
          )}
          <TextInput
            label={t('auth.login.username')}
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            autoComplete="username"
            disabled={renew !== null}
            required
            data-autofocus
          />
          <PasswordInput
            label={t(renew ? 'auth.login.old-password' : 'auth.login.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="current-password"
            required
          />
          {renew && checks && (
            <>
              <PasswordInput
                label={t('auth.login.new-password')}
                value={newPassword}
                onChange={(event) => setNewPassword(event.currentTarget.value)}
                autoComplete="new-password"
                required
                error={
                  showChecks && checks.newPassword.length > 0 ? (
                    // The error renders inside a <p>: lines are spans shown as blocks.
                    <Stack component="span" gap={0} data-testid="policy-messages">
                      {checks.newPassword.map((line) => (
                        <Text key={line} component="span" display="block" size="xs" c="red">
                          {line}
                        </Text>
                      ))}
                    </Stack>
                  ) : undefined
                }
              />
              <PasswordInput
                label={t('auth.login.new-password-repeat')}
                value={repeat}
                onChange={(event) => setRepeat(event.currentTarget.value)}
                autoComplete="new-password"
                required
                error={showChecks && checks.repeat ? checks.repeat : undefined}
              />
            </>
          )}
          {!renew && (
            <Checkbox
              label={t('auth.login.remember')}
              checked={remember}
              onChange={(event) => setRemember(event.currentTarget.checked)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={handleCancel}>
              {t('auth.login.cancel')}
            </Button>
            <Button
              type="submit"
              loading={busy}
              disabled={locked || (submitted && checks !== null && !checks.valid)}
            >
              {t('auth.login.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
