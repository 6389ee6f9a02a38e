import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { SettingsPage } from '../shell/index.js';
import { settingsSectionPaths, type SettingsSectionPath } from './settings-paths.js';

// The settings pages load on first visit: the grid library is large.
const SettingsSectionPage = lazy(() =>
  import('./SettingsPage.js').then((module) => ({ default: module.SettingsSectionPage })),
);

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
