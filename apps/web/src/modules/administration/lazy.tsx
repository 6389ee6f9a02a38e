import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { SettingsPage } from '../shell/SettingsHost.js';
import { settingsSectionPaths, type SettingsSectionPath } from '../settings/settings-paths.js';

// Verwaltung and the settings pages load on first visit: the grid library is large.
const AdministrationPage = lazy(() =>
  import('./AdministrationPage.js').then((module) => ({ default: module.AdministrationPage })),
);
const SettingsSectionPage = lazy(() =>
  import('../settings/SettingsPage.js').then((module) => ({ default: module.SettingsSectionPage })),
);

export function LazyAdministrationPage() {
  return (
    <Suspense fallback={<Loader />}>
      <AdministrationPage />
    </Suspense>
  );
}

/** The master data and settings pages of spec 002 for the Einstellungen area. */
export const masterdataSettingsPages: SettingsPage[] = settingsSectionPaths.map(
  (path: SettingsSectionPath) => ({
    path,
    labelKey: `settings.section.${path}`,
    ...(path === 'SMTP' ? { adminOnly: true } : {}),
    element: (
      <Suspense fallback={<Loader />}>
        <SettingsSectionPage path={path} />
      </Suspense>
    ),
  }),
);
