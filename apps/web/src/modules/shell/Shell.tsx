import { AppShell, Button, Group, Image, Menu, NavLink, ScrollArea, Select, Text } from '@mantine/core';
import { languages, type Language } from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { setLanguage } from '../../i18n/index.js';
import { useSession } from '../auth/SessionContext.js';
import { visibleMenuEntries } from './menu.js';

export function Shell() {
  const { t, i18n } = useTranslation();
  const { claims, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [logoVisible, setLogoVisible] = useState(true);
  const entries = claims ? visibleMenuEntries(claims.roles) : [];

  function handleLogout() {
    signOut();
    void navigate('/');
  }

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm' }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="xs">
            {logoVisible && (
              <Image src="/logo.svg" h={28} w={28} alt="" onError={() => setLogoVisible(false)} />
            )}
            <Text fw={700}>Belegfluss</Text>
          </Group>
          <Group gap="sm">
            <Select
              aria-label={t('common.language')}
              w={130}
              size="xs"
              value={i18n.language}
              data={languages.map((language) => ({
                value: language,
                label: t(`common.language.${language}`),
              }))}
              onChange={(value) => value && void setLanguage(value as Language)}
              allowDeselect={false}
            />
            {claims ? (
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button variant="subtle" data-testid="user-menu">
                    {claims.name}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={handleLogout}>{t('auth.logout')}</Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ) : (
              <Button component={Link} to="/login" variant="light">
                {t('auth.login-link')}
              </Button>
            )}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <ScrollArea>
          {entries.map((entry) => (
            <NavLink
              key={entry.key}
              component={Link}
              to={entry.route}
              label={t(entry.labelKey)}
              active={location.pathname === entry.route}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const { claims } = useSession();
  if (!claims) return <Text>{t('shell.home.choose-module')}</Text>;
  return (
    <>
      <Text size="xl" fw={600}>
        {t('shell.home.welcome', { name: claims.name })}
      </Text>
      <Text c="dimmed">{t('shell.home.choose-module')}</Text>
    </>
  );
}

export function ModulePlaceholder() {
  const { t } = useTranslation();
  return <Text c="dimmed">{t('shell.module.placeholder')}</Text>;
}
