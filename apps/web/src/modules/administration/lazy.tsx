import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

const AdministrationPage = lazy(() =>
  import('./AdministrationPage.js').then((module) => ({ default: module.AdministrationPage })),
);
const SettingsPage = lazy(() =>
  import('../settings/SettingsPage.js').then((module) => ({ default: module.SettingsPage })),
);

/** Verwaltung, loaded on first visit (the grid library is large). */
export function LazyAdministrationPage() {
  return (
    <Suspense fallback={<Loader />}>
      <AdministrationPage />
    </Suspense>
  );
}

/** Einstellungen, loaded on first visit. */
export function LazySettingsPage() {
  return (
    <Suspense fallback={<Loader />}>
      <SettingsPage />
    </Suspense>
  );
}
