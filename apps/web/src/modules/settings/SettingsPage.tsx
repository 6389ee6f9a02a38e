import { Grid, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { settingDefinitions, settingKeys, type SettingSection } from '@belegfluss/shared';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MandantProvider, MandantSelect, useMandant } from '../masterdata/components/MandantContext.js';
import { DeputiesPanel } from './DeputiesPanel.js';
import { SettingForm } from './SettingForm.js';
import { SmtpPanel, StartModulePanel, VersionPanel } from './SystemPanels.js';

/**
 * A section of `#/MainFrame/Einstellungen/<path>`. The shell's user settings and device sessions
 * (`Components/Benutzer`, `Components/DeviceSessions`) are added here as sections too.
 */
export type SettingsSection = {
  path: string;
  labelKey: string;
  adminOnly?: boolean;
  render: () => ReactElement;
};

function RegistrySection({ section }: { section: SettingSection }) {
  const { mandantId } = useMandant();
  const keys = settingKeys.filter((key) => settingDefinitions[key].section === section);
  const needsMandant = keys.some((key) => settingDefinitions[key].scope === 'mandant');
  return (
    <Stack>
      {needsMandant && <MandantSelect />}
      {keys.map((key) => (
        <SettingForm key={`${key}|${mandantId ?? ''}`} settingKey={key} mandantId={mandantId} />
      ))}
    </Stack>
  );
}

const registrySection = (path: string, section: SettingSection): SettingsSection => ({
  path,
  labelKey: `settings.section.${path}`,
  render: () => <RegistrySection section={section} />,
});

export const settingsSections: SettingsSection[] = [
  registrySection('Erfassung', 'capture'),
  registrySection('Ansicht', 'view'),
  registrySection('Analyse', 'analysis'),
  registrySection('Textfeld', 'textfield'),
  registrySection('Tastenbelegung', 'keys'),
  registrySection('ZUGFeRD', 'zugferd'),
  registrySection('Buchhaltung', 'accounting'),
  registrySection('Archivierung', 'archive'),
  registrySection('DATEV', 'datev'),
  registrySection('Jobs', 'jobs'),
  { path: 'Startmodul', labelKey: 'settings.section.Startmodul', render: () => <StartModulePanel /> },
  { path: 'Stellvertretung', labelKey: 'settings.section.Stellvertretung', render: () => <DeputiesPanel /> },
  { path: 'SMTP', labelKey: 'settings.section.SMTP', adminOnly: true, render: () => <SmtpPanel /> },
  { path: 'Version', labelKey: 'settings.section.Version', render: () => <VersionPanel /> },
];

function SettingsContent() {
  const { t } = useTranslation();
  const params = useParams();
  const { isAdmin } = useMandant();
  const visible = settingsSections.filter((section) => !section.adminOnly || isAdmin);
  const active = visible.find((section) => section.path === params['*']) ?? (visible[0] as SettingsSection);
  return (
    <Stack>
      <Group>
        <Title order={2}>{t('shell.menu.settings')}</Title>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          {visible.map((section) => (
            <NavLink
              key={section.path}
              component={Link}
              to={`/MainFrame/Einstellungen/${section.path}`}
              label={t(section.labelKey)}
              active={section === active}
            />
          ))}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack>
            <Title order={4}>{t(active.labelKey)}</Title>
            <Text size="sm" c="dimmed">
              {t(`${active.labelKey}.hint`)}
            </Text>
            {active.render()}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** `#/MainFrame/Einstellungen`: the settings dialogs of spec 002, deputies, SMTP and version information. */
export function SettingsPage() {
  return (
    <MandantProvider>
      <SettingsContent />
    </MandantProvider>
  );
}
