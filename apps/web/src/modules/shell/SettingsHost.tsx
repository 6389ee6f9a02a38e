import { Box, Group, NavLink, Stack } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { useSession } from '../auth/index.js';

/** One page of the Einstellungen area, below `MainFrame/Einstellungen/<path>`. */
export type SettingsPage = {
  path: string;
  labelKey: string;
  element: ReactElement;
  /** Only for administrators (the `admin` role). */
  adminOnly?: boolean;
};

/**
 * The Einstellungen route: a list of settings pages on the left, the chosen one on the right.
 * Modules add their pages to `settingsPages` in app/module-pages.tsx.
 */
export function SettingsHost({ pages }: { pages: SettingsPage[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { snapshot } = useSession();
  const isAdmin = snapshot.web?.canStartBenMan ?? false;
  const visible = pages.filter((page) => !page.adminOnly || isAdmin);
  const first = visible[0];
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <Stack gap={2} w={220} style={{ flexShrink: 0 }} component="nav" aria-label={t('shell.menu.settings')}>
        {visible.map((page) => (
          <NavLink
            key={page.path}
            component={Link}
            to={`/MainFrame/Einstellungen/${page.path}`}
            label={t(page.labelKey)}
            active={location.pathname === `/MainFrame/Einstellungen/${page.path}`}
          />
        ))}
      </Stack>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Routes>
          {visible.map((page) => (
            <Route key={page.path} path={page.path} element={page.element} />
          ))}
          {first && (
            <Route path="*" element={<Navigate to={`/MainFrame/Einstellungen/${first.path}`} replace />} />
          )}
        </Routes>
      </Box>
    </Group>
  );
}
