import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createHashRouter, Navigate, Outlet } from 'react-router';
import { LoginPage } from '../modules/auth/LoginPage.js';
import { useSession } from '../modules/auth/SessionContext.js';
import { HomePage, Shell } from '../modules/shell/Shell.js';
import { modulePages } from './module-pages.js';

function RequireLogin() {
  const { claims } = useSession();
  return claims ? <Outlet /> : <Navigate to="/login" replace />;
}

function SessionExpiredPage() {
  const { t } = useTranslation();
  return (
    <Text ta="center" mt={80} size="lg">
      {t('auth.session-expired.message')}
    </Text>
  );
}

/** Hash routes of spec 000, section 2; anything else goes to the root. */
export const router = createHashRouter([
  { path: '/SessionExpired', element: <SessionExpiredPage /> },
  {
    element: <Shell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <LoginPage /> },
      {
        element: <RequireLogin />,
        children: Object.entries(modulePages).map(([name, element]) => ({
          path: `MainFrame/${name}/*`,
          element,
        })),
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
