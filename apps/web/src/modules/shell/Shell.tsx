import { AppShell, Group, Image, Select, Text } from '@mantine/core';
import { languages, type Language } from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useShellData } from './AppRuntime.js';
import { setLanguage } from '../../i18n/index.js';
import { LoginDialog } from '../auth/index.js';
import { useSession } from '../auth/index.js';
import { DownloadButton } from '../downloads/index.js';
import { BusyToast } from './BusyToast.js';
import { HeaderMenu } from './HeaderMenu.js';
import { MaintenanceBar } from './MaintenanceBar.js';
import { visibleMenuEntries } from './menu.js';
import { ReleaseNotesBanner } from './ReleaseNotesBanner.js';
import { ReleaseNotesDialog } from './ReleaseNotesDialog.js';
import { shellApi } from './shell.api.js';
import { UserMenu } from './UserMenu.js';
import { accountApi } from '../auth/index.js';

/** The uploaded logo, else the product logo; hidden when neither loads (spec 000, section 2). */
const logoSources = [shellApi.logoUrl, '/logo.svg'];

function HeaderLogo() {
  const [source, setSource] = useState(0);
  const visible = source < logoSources.length;
  return (
    <Group gap="xs" wrap="nowrap">
      {visible && (
        <Image
          src={logoSources[source]}
          h={28}
          w="auto"
          maw={120}
          fit="contain"
          alt=""
          onError={() => setSource((current) => current + 1)}
          data-testid="header-logo"
        />
      )}
      <Text fw={700} visibleFrom="sm">
        Belegfluss
      </Text>
    </Group>
  );
}

function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const { snapshot } = useSession();
  function handleChange(value: string | null) {
    if (!value) return;
    void setLanguage(value as Language);
    if (snapshot.state === 'LOGGED_IN')
      void accountApi.saveUserLanguage(value as Language).catch(() => undefined);
  }
  return (
    <Select
      aria-label={t('common.language')}
      w={120}
      size="xs"
      value={i18n.language}
      data={languages.map((language) => ({ value: language, label: t(`common.language.${language}`) }))}
      onChange={handleChange}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * The application shell (spec 000, section 2): header with logo, module menu, download button,
 * language and user menu; the page; the maintenance bar, busy toast and login dialog.
 */
export function Shell() {
  const { snapshot } = useSession();
  const { clientStatus, clientStatusReceivedAt } = useShellData();
  const [notesOpen, setNotesOpen] = useState(false);
  const entries =
    snapshot.state === 'LOGGED_IN' && snapshot.web ? visibleMenuEntries(snapshot.web.roles) : [];
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <HeaderLogo />
          <HeaderMenu entries={entries} />
          <DownloadButton />
          <LanguageSelect />
          <UserMenu onShowReleaseNotes={() => setNotesOpen(true)} />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <ReleaseNotesBanner onShow={() => setNotesOpen(true)} />
        <Outlet />
      </AppShell.Main>
      <MaintenanceBar status={clientStatus} receivedAt={clientStatusReceivedAt} />
      <BusyToast />
      <LoginDialog />
      {notesOpen && <ReleaseNotesDialog opened onClose={() => setNotesOpen(false)} />}
    </AppShell>
  );
}
