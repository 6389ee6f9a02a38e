import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultPasswordPolicy, type PasswordPolicyTextKey } from '@belegfluss/shared';
import { ApiRequestError } from '../../../kernel/api-client.js';
import { accountApi } from '../account.api.js';
import { useSession } from '../SessionContext.js';
import { decodePasswordPolicy, validateNewPassword } from '../password-form.js';

/** Password change in the user settings, with the policy checked on every change. */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const { snapshot } = useSession();
  const policy = useQuery({ queryKey: ['password-policy'], queryFn: accountApi.passwordPolicy });
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const translate = (key: PasswordPolicyTextKey, params?: Record<string, string | number>) =>
    t(`auth.password-policy.${key}`, params);
  const checks = validateNewPassword(
    {
      oldPassword,
      newPassword,
      repeat,
      policy: (policy.data && decodePasswordPolicy(policy.data)) || defaultPasswordPolicy,
      userName: snapshot.web?.kuerzel ?? '',
    },
    translate,
  );
  const show = submitted || newPassword.length > 0;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!checks.valid || !oldPassword) return;
    setBusy(true);
    setServerError(null);
    try {
      await accountApi.changePassword(oldPassword, newPassword);
      setOldPassword('');
      setNewPassword('');
      setRepeat('');
      setSubmitted(false);
      notifications.show({ message: t('auth.password-change.done'), color: 'green' });
    } catch (error) {
      if (error instanceof ApiRequestError) {
        const violations = error.details?.violations;
        setServerError(Array.isArray(violations) ? violations.map(String) : [error.message]);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack maw={420}>
        {serverError && (
          <Alert color="red" role="alert" data-testid="password-change-error">
            {serverError.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Alert>
        )}
        <PasswordInput
          label={t('auth.login.old-password')}
          value={oldPassword}
          onChange={(event) => setOldPassword(event.currentTarget.value)}
          autoComplete="current-password"
          required
        />
        <PasswordInput
          label={t('auth.login.new-password')}
          value={newPassword}
          onChange={(event) => setNewPassword(event.currentTarget.value)}
          autoComplete="new-password"
          required
          error={
            show && checks.newPassword.length > 0 ? (
              <Stack gap={0}>
                {checks.newPassword.map((line) => (
                  <Text key={line} size="xs" c="red">
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
          error={show && checks.repeat ? checks.repeat : undefined}
        />
        <Group>
          <Button type="submit" loading={busy} disabled={submitted && !checks.valid}>
            {t('auth.password-change.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
