import {
  Button,
  Divider,
  FileInput,
  Group,
  Loader,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { themeNames, type PasswordSettings, type ThemeName } from '@belegfluss/shared';
import { themeLabelKey } from '../../../kernel/theme.js';
import { CUSTOM_LOGO_QUERY_KEY, shellApi } from '../shell.api.js';

function PasswordPolicySection() {
  const stored = useQuery({ queryKey: ['password-settings'], queryFn: shellApi.passwordSettings });
  return stored.data ? <PasswordPolicyForm initial={stored.data} /> : <Loader size="sm" />;
}

function PasswordPolicyForm({ initial }: { initial: PasswordSettings }) {
  const { t } = useTranslation();
  const [policy, setPolicy] = useState<PasswordSettings>(initial);
  const update = (changes: Partial<PasswordSettings>) => setPolicy((current) => ({ ...current, ...changes }));
  async function save() {
    await shellApi.savePasswordSettings(policy);
    notifications.show({ message: t('shell.system.saved'), color: 'green' });
  }
  return (
    <Stack gap="xs" maw={480} data-testid="password-settings">
      <Title order={4}>{t('shell.system.password.title')}</Title>
      <Switch
        label={t('shell.system.password.min-length-active')}
        checked={policy.PolicyMinLenActive}
        onChange={(event) => update({ PolicyMinLenActive: event.currentTarget.checked })}
      />
      <NumberInput
        label={t('shell.system.password.min-length')}
        min={1}
        max={128}
        value={policy.PolicyMinLenValue}
        onChange={(value) => update({ PolicyMinLenValue: Number(value) || 1 })}
        disabled={!policy.PolicyMinLenActive}
      />
      <Switch
        label={t('shell.system.password.complexity-active')}
        checked={policy.PolicyComplexityActive}
        onChange={(event) => update({ PolicyComplexityActive: event.currentTarget.checked })}
      />
      <Switch
        label={t('shell.system.password.max-age-active')}
        checked={policy.PolicyMaxAgeActive}
        onChange={(event) => update({ PolicyMaxAgeActive: event.currentTarget.checked })}
      />
      <NumberInput
        label={t('shell.system.password.max-age')}
        min={1}
        max={3650}
        value={policy.PolicyMaxAgeValue}
        onChange={(value) => update({ PolicyMaxAgeValue: Number(value) || 1 })}
        disabled={!policy.PolicyMaxAgeActive}
      />
      <Group>
        <Button onClick={() => void save()}>{t('common.save')}</Button>
      </Group>
    </Stack>
  );
}

function SessionSection() {
  const stored = useQuery({ queryKey: ['system-settings'], queryFn: shellApi.systemSettings });
  return stored.data ? <SessionForm initial={stored.data.InaktivityTimeout} /> : <Loader size="sm" />;
}

function SessionForm({ initial }: { initial: number }) {
  const { t } = useTranslation();
  const [timeout, setTimeoutValue] = useState<number>(initial);
  async function save() {
    await shellApi.saveSystemSettings({ InaktivityTimeout: timeout });
    notifications.show({ message: t('shell.system.saved'), color: 'green' });
  }
  return (
    <Stack gap="xs" maw={480}>
      <Title order={4}>{t('shell.system.sessions.title')}</Title>
      <NumberInput
        label={t('shell.system.sessions.inactivity-timeout')}
        min={60}
        max={86400}
        value={timeout}
        onChange={(value) => setTimeoutValue(Number(value) || 60)}
      />
      <Group>
        <Button onClick={() => void save()}>{t('common.save')}</Button>
      </Group>
    </Stack>
  );
}

function MaintenanceSection() {
  const { t } = useTranslation();
  const maintenance = useQuery({
    queryKey: ['maintenance'],
    queryFn: shellApi.maintenance,
    refetchInterval: 5000,
  });
  const [message, setMessage] = useState('');
  return (
    <Stack gap="xs" maw={480}>
      <Title order={4}>{t('shell.system.maintenance.title')}</Title>
      <Text size="sm" c="dimmed" data-testid="maintenance-state">
        {maintenance.data
          ? t(
              maintenance.data.active
                ? 'shell.system.maintenance.active'
                : 'shell.system.maintenance.announced',
            )
          : t('shell.system.maintenance.off')}
      </Text>
      <TextInput
        label={t('shell.system.maintenance.message')}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
      <Group>
        <Button
          color="orange"
          disabled={Boolean(maintenance.data)}
          onClick={() => void shellApi.announceMaintenance(message).then(() => maintenance.refetch())}
        >
          {t('shell.system.maintenance.announce')}
        </Button>
        <Button
          variant="default"
          disabled={!maintenance.data}
          onClick={() => void shellApi.endMaintenance().then(() => maintenance.refetch())}
        >
          {t('shell.system.maintenance.end')}
        </Button>
      </Group>
    </Stack>
  );
}

function AppearanceSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const globalTheme = useQuery({ queryKey: ['global-theme'], queryFn: shellApi.globalTheme });
  const [theme, setTheme] = useState<ThemeName | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  async function saveTheme() {
    if (!theme) return;
    await shellApi.saveGlobalTheme(theme);
    await queryClient.invalidateQueries({ queryKey: ['global-theme'] });
    notifications.show({ message: t('shell.system.saved'), color: 'green' });
  }
  async function uploadLogo() {
    if (!logo) return;
    await shellApi.uploadLogo(logo);
    setLogo(null);
    await queryClient.invalidateQueries({ queryKey: CUSTOM_LOGO_QUERY_KEY });
    notifications.show({ message: t('shell.system.logo.uploaded'), color: 'green' });
  }
  async function resetLogo() {
    await shellApi.deleteLogo();
    await queryClient.invalidateQueries({ queryKey: CUSTOM_LOGO_QUERY_KEY });
  }
  return (
    <Stack gap="xs" maw={480}>
      <Title order={4}>{t('shell.system.appearance.title')}</Title>
      <Group align="flex-end">
        <Select
          label={t('shell.system.appearance.global-theme')}
          data={themeNames.map((name) => ({ value: name, label: t(themeLabelKey(name)) }))}
          value={theme ?? globalTheme.data ?? null}
          onChange={(value) => setTheme(value as ThemeName)}
          allowDeselect={false}
        />
        <Button onClick={() => void saveTheme()}>{t('common.save')}</Button>
      </Group>
      <Group align="flex-end">
        <FileInput
          label={t('shell.system.logo.label')}
          accept="image/png,image/jpeg,image/gif,image/webp"
          value={logo}
          onChange={setLogo}
          w={260}
        />
        <Button disabled={!logo} onClick={() => void uploadLogo()}>
          {t('shell.system.logo.upload')}
        </Button>
        <Button variant="default" onClick={() => void resetLogo()}>
          {t('shell.system.logo.reset')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Administrator settings of the installation (spec 002, section 7: /system password settings and more). */
export function SystemSettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  async function exportErrorLog() {
    await shellApi.exportErrorLog();
    await queryClient.invalidateQueries({ queryKey: ['downloads'] });
    notifications.show({ message: t('shell.system.error-log.started') });
  }
  return (
    <Stack gap="lg">
      <Title order={3}>{t('shell.system.title')}</Title>
      <PasswordPolicySection />
      <Divider />
      <SessionSection />
      <Divider />
      <MaintenanceSection />
      <Divider />
      <AppearanceSection />
      <Divider />
      <Stack gap="xs" maw={480}>
        <Title order={4}>{t('shell.system.error-log.title')}</Title>
        <Group>
          <Button variant="light" onClick={() => void exportErrorLog()}>
            {t('shell.system.error-log.export')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
