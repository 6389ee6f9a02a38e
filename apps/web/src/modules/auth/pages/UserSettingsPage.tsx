import { Button, Divider, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  isLanguage,
  languages,
  themeNames,
  type Language,
  type ThemeName,
} from '@belegfluss/shared';
import { themeLabelKey } from '../../../kernel/theme.js';
import { useAppTheme } from '../../../kernel/ThemeContext.js';
import { authApi } from '../auth.api.js';
import { useUserPreferences } from '../useUserPreferences.js';
import { PasswordChangeForm } from './PasswordChangeForm.js';

/** MainFrame/Einstellungen/Components/Benutzer: password, theme, language and app grants. */
export function UserSettingsPage() {
  const { t, i18n } = useTranslation();
  const { theme } = useAppTheme();
  const { chooseLanguage, chooseTheme } = useUserPreferences();
  const language = isLanguage(i18n.language) ? i18n.language : 'de';
  const grants = useQuery({ queryKey: ['app-grants'], queryFn: authApi.grants });

  function handleTheme(value: string | null) {
    if (value) chooseTheme(value as ThemeName);
  }
  function handleLanguage(value: string | null) {
    if (value) chooseLanguage(value as Language);
  }

  return (
    <Stack gap="lg">
      <Title order={3}>{t('auth.user-settings.title')}</Title>
      <Stack gap="xs">
        <Title order={4}>{t('auth.password-change.title')}</Title>
        <PasswordChangeForm />
      </Stack>
      <Divider />
      <Stack gap="xs" maw={420}>
        <Title order={4}>{t('auth.user-settings.appearance')}</Title>
        <Select
          label={t('shell.theme.label')}
          data={themeNames.map((name) => ({ value: name, label: t(themeLabelKey(name)) }))}
          value={theme}
          onChange={handleTheme}
          allowDeselect={false}
        />
        <Select
          label={t('common.language')}
          data={languages.map((code) => ({ value: code, label: t(`common.language.${code}`) }))}
          value={language}
          onChange={handleLanguage}
          allowDeselect={false}
        />
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Title order={4}>{t('auth.grants.title')}</Title>
        {grants.isSuccess && grants.data.length === 0 ? (
          <Text c="dimmed">{t('auth.grants.none')}</Text>
        ) : (
          <Table data-testid="app-grants">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('auth.grants.column.app')}</Table.Th>
                <Table.Th>{t('auth.grants.column.since')}</Table.Th>
                <Table.Th>{t('auth.grants.column.last-used')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(grants.data ?? []).map((grant) => (
                <Table.Tr key={grant.id}>
                  <Table.Td>{grant.clientName}</Table.Td>
                  <Table.Td>{formatDateTime(grant.createdAt, language)}</Table.Td>
                  <Table.Td>{formatDateTime(grant.lastUsedAt, language)}</Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <Button
                        size="compact-xs"
                        color="red"
                        variant="light"
                        onClick={() => void authApi.revokeGrant(grant.id).then(() => grants.refetch())}
                      >
                        {t('auth.grants.revoke')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}
