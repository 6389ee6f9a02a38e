import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

// Verwaltung loads on first visit: the grid library is large.
const AdministrationPage = lazy(() =>
  import('./AdministrationPage.js').then((module) => ({ default: module.AdministrationPage })),
);

export function LazyAdministrationPage() {
  return (
    <Suspense fallback={<Loader />}>
      <AdministrationPage />
    </Suspense>
  );
}
