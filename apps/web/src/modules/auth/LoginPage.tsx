import { Alert, Button, Card, Checkbox, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { login, type LoginFailure } from './session.js';
import { useSession } from './SessionContext.js';

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
    case 'server-text':
      return failure.text;
    case 'wrong-credentials':
      return t('auth.login.error.wrong-credentials');
  }
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [waitSeconds, setWaitSeconds] = useState(0);

  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await login({ username, password, remember });
    setBusy(false);
    if (result.ok) {
      setUsername('');
      setPassword('');
      setFailure(null);
      signIn(result.session);
      void navigate('/');
      return;
    }
    setFailure(result.failure);
    if (result.failure.kind === 'too-many-tries') setWaitSeconds(result.failure.seconds);
  }

  const locked = waitSeconds > 0;
  return (
    <Card withBorder shadow="sm" maw={420} mx="auto" mt={80} padding="lg">
      <form onSubmit={(event) => void handleSubmit(event)}>
        <Stack>
          <Title order={3}>{t('auth.login.title')}</Title>
          {failure && (failure.kind !== 'too-many-tries' || locked) && (
            <Alert color="red" role="alert">
              {failureText(failure, t, waitSeconds)}
            </Alert>
          )}
          <TextInput
            label={t('auth.login.username')}
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            autoComplete="username"
            required
            autoFocus
          />
          <PasswordInput
            label={t('auth.login.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="current-password"
            required
          />
          <Checkbox
            label={t('auth.login.remember')}
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate('/')}>
              {t('auth.login.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={locked}>
              {t('auth.login.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
