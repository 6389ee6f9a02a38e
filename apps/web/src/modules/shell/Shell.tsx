import { AppShell, Group, Image, Select, Text } from '@mantine/core';
import { languages, type Language } from '@belegfluss/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useShellData } from './AppRuntime.js';
import { LoginDialog } from '../auth/index.js';
import { useSession } from '../auth/index.js';
import { DownloadButton } from '../downloads/index.js';
import { BusyToast } from './BusyToast.js';
import { HeaderMenu } from './HeaderMenu.js';
import { MaintenanceBar } from './MaintenanceBar.js';
import { visibleMenuEntries } from './menu.js';
import { ReleaseNotesBanner } from './ReleaseNotesBanner.js';
import { ReleaseNotesDialog } from './ReleaseNotesDialog.js';
import { CUSTOM_LOGO_QUERY_KEY, shellApi } from './shell.api.js';
import { UserMenu } from './UserMenu.js';
import { useUserPreferences } from '../auth/index.js';

/** The product logo, shown while no logo is uploaded or when the uploaded one fails to load. */
export const DEFAULT_LOGO = '/logo.svg';

/** The uploaded logo as an object URL (made once per upload), or null while there is none. */
function useCustomLogoUrl(): string | null {
  const logo = useQuery({
    queryKey: CUSTOM_LOGO_QUERY_KEY,
    queryFn: async () => {
      const blob = await shellApi.customLogo();
      return blob ? URL.createObjectURL(blob) : null;
    },
    retry: false,
  });
  return logo.data ?? null;
}

/** The uploaded logo, else the product logo; hidden when neither loads (spec 000, section 2). */
export function HeaderLogo() {
  const customLogo = useCustomLogoUrl();
  const sources = customLogo ? [customLogo, DEFAULT_LOGO] : [DEFAULT_LOGO];
  const [failed, setFailed] = useState<string[]>([]);
  const source = sources.find((candidate) => !failed.includes(candidate));
  return (
    <Group gap="xs" wrap="nowrap">
      {source && (
        <Image
          src={source}
          h={28}
          w="auto"
          maw={120}
          fit="contain"
          alt=""
          onError={() => setFailed((current) => [...current, source])}
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
  const { chooseLanguage } = useUserPreferences();
  function handleChange(value: string | null) {
    if (value) chooseLanguage(value as Language);
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
