import { Button, Menu } from '@mantine/core';
import { themeNames } from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { themeLabelKey } from '../../kernel/theme.js';
import { useAppTheme } from '../../kernel/ThemeContext.js';
import { useSession } from '../auth/index.js';
import { useUserPreferences } from '../auth/index.js';

/**
 * The user name with its dropdown (spec 000, section 2): theme switch, settings, release notes
 * and 'Abmelden'. A click anywhere outside closes it.
 */
export function UserMenu({ onShowReleaseNotes }: { onShowReleaseNotes: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { manager, snapshot, openLogin } = useSession();
  const { theme } = useAppTheme();
  const { chooseTheme } = useUserPreferences();

  if (snapshot.state !== 'LOGGED_IN' || !snapshot.web) {
    return (
      <Button variant="light" onClick={() => openLogin()} data-testid="login-button">
        {t('auth.login-link')}
      </Button>
    );
  }

  function handleLogout() {
    manager.logout({ notifyServer: true });
    void navigate('/');
  }

  return (
    <Menu position="bottom-end" closeOnClickOutside withinPortal>
      <Menu.Target>
        <Button variant="subtle" data-testid="user-menu">
          {snapshot.web.kuerzel}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/MainFrame/Einstellungen/Components/Benutzer">
          {t('shell.user-menu.settings')}
        </Menu.Item>
        <Menu.Item onClick={onShowReleaseNotes}>{t('shell.user-menu.release-notes')}</Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('shell.theme.label')}</Menu.Label>
        {themeNames.map((name) => (
          <Menu.Item
            key={name}
            onClick={() => chooseTheme(name)}
            leftSection={theme === name ? '✓' : ' '}
            data-testid={`theme-${name}`}
          >
            {t(themeLabelKey(name))}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={handleLogout} color="red">
          {t('auth.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
