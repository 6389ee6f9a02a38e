import { routeAudiences, type Audience } from '@belegfluss/shared';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { createHashRouter, Navigate, Outlet, useLocation } from 'react-router';
import { ClaimTokenPage, GrantTokenPage, useSession } from '../modules/auth/index.js';
import { AppRuntime, ExtViewPage, HomePage, SessionExpiredPage, Shell } from '../modules/shell/index.js';
import { whileBusy } from '../kernel/busy.js';
import { modulePages, publicPages } from './module-pages.js';

/**
 * Protected routes: a signed-out user who opens one gets the login dialog and lands on the route
 * after signing in. Signing out on a protected route (logout, idle) does not ask again.
 */
function RequireLogin() {
  const { snapshot, openLogin } = useSession();
  const location = useLocation();
  const target = `${location.pathname}${location.search}`;
  const wasSignedIn = useRef(snapshot.state === 'LOGGED_IN');
  const prompted = useRef(false);
  useEffect(() => {
    if (snapshot.state === 'LOGGED_IN') wasSignedIn.current = true;
    if (snapshot.state !== 'LOGGED_OUT' || wasSignedIn.current || prompted.current) return;
    prompted.current = true;
    openLogin(target);
  }, [snapshot.state, openLogin, target]);
  return snapshot.state === 'LOGGED_IN' ? <Outlet /> : <HomePage />;
}

/** Opens a module with its own token (its audience); a second device gets instance_locked. */
function ModuleGate({ audience, children }: { audience: Audience | undefined; children: ReactElement }) {
  const { manager } = useSession();
  const [ready, setReady] = useState(audience === undefined);
  useEffect(() => {
    if (!audience) return;
    let current = true;
    void whileBusy(() => manager.ensureModuleToken(audience)).then((ok) => {
      if (current) setReady(ok);
    });
    return () => {
      current = false;
    };
  }, [audience, manager]);
  return ready ? children : null;
}

/** Hash routes of spec 000, section 2; anything else goes to the root. */
export function createAppRouter() {
  return createHashRouter([
    {
      element: <AppRuntime />,
      children: [
        { path: 'SessionExpired', element: <SessionExpiredPage /> },
        { path: 'ExtView', element: <ExtViewPage /> },
        ...Object.entries(publicPages).map(([path, element]) => ({ path, element })),
        {
          element: <Shell />,
          children: [
            { index: true, element: <HomePage /> },
            { path: 'GrantToken', element: <GrantTokenPage /> },
            { path: 'ClaimToken', element: <ClaimTokenPage /> },
            {
              element: <RequireLogin />,
              children: Object.entries(modulePages).map(([name, element]) => ({
                path: `MainFrame/${name}/*`,
                element: (
                  <ModuleGate key={name} audience={routeAudiences[name.split('/')[0] ?? name]}>
                    {element}
                  </ModuleGate>
                ),
              })),
            },
          ],
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
