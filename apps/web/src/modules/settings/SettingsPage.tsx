import { Stack, Text, Title } from '@mantine/core';
import { settingDefinitions, settingKeys, type SettingSection } from '@belegfluss/shared';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { MandantProvider, MandantSelect, useMandant } from '../../ui/MandantContext.js';
import { DeputiesPanel } from './DeputiesPanel.js';
import { SettingForm } from './SettingForm.js';
import { type SettingsSectionPath } from './settings-paths.js';
import { SmtpPanel, StartModulePanel, VersionPanel } from './SystemPanels.js';

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

const registrySections: Partial<Record<SettingsSectionPath, SettingSection>> = {
  Erfassung: 'capture',
  Ansicht: 'view',
  Analyse: 'analysis',
  Tastenbelegung: 'keys',
  ZUGFeRD: 'zugferd',
  Buchhaltung: 'accounting',
  Archivierung: 'archive',
  DATEV: 'datev',
  Jobs: 'jobs',
};

const otherSections: Partial<Record<SettingsSectionPath, () => ReactElement>> = {
  Startmodul: () => <StartModulePanel />,
  Stellvertretung: () => <DeputiesPanel />,
  SMTP: () => <SmtpPanel />,
  Version: () => <VersionPanel />,
};

/** One settings page with its title and hint; Mandant settings get the Mandant choice. */
export function SettingsSectionPage({ path }: { path: SettingsSectionPath }) {
  const { t } = useTranslation();
  const section = registrySections[path];
  return (
    <MandantProvider>
      <Stack>
        <Title order={3}>{t(`settings.section.${path}`)}</Title>
        <Text size="sm" c="dimmed">
          {t(`settings.section.${path}.hint`)}
        </Text>
        {section ? <RegistrySection section={section} /> : otherSections[path]?.()}
      </Stack>
    </MandantProvider>
  );
}
