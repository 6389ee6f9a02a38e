import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { ClientStatus, SystemData } from '@belegfluss/shared';
import { useIdleLogout, useSession } from '../auth/index.js';
import { instanceTypeOf, useMessageListener } from '../messaging/index.js';
import { audienceOfPath } from './useGlobalErrorHandling.js';
import { useAfterLogin } from './useAfterLogin.js';
import { useClientStatus } from './useClientStatus.js';
import { whileBusy } from '../../kernel/busy.js';
import { useGlobalErrorHandling } from './useGlobalErrorHandling.js';

type ShellData = {
  systemData: SystemData | undefined;
  globalRights: string[];
  clientStatus: ClientStatus | null;
  /** Client time the status arrived, to place the server clock. */
  clientStatusReceivedAt: number;
};

const ShellDataContext = createContext<ShellData>({
  systemData: undefined,
  globalRights: [],
  clientStatus: null,
  clientStatusReceivedAt: 0,
});

export function useShellData(): ShellData {
  return useContext(ShellDataContext);
}

/**
 * The root of every route: global error handling, the signed-in user's data, idle logout, the
 * window's message listener (status changes arrive as messages) and the busy toast on navigation.
 */
export function AppRuntime({ children }: { children?: ReactNode }) {
  useGlobalErrorHandling();
  const { systemData, globalRights } = useAfterLogin();
  const { status: clientStatus, receivedAt: clientStatusReceivedAt, check } = useClientStatus();
  useIdleLogout(systemData?.InaktivityTimeout);
  const location = useLocation();
  const { snapshot } = useSession();
  const audience = audienceOfPath(location.pathname);
  // The window's instance: token of its audience (ModuleGate), system data, then listening.
  useMessageListener({
    active: snapshot.state === 'LOGGED_IN' && systemData !== undefined,
    instanceType: instanceTypeOf(audience),
    onSessionCheck: check,
  });

  useEffect(() => {
    void whileBusy(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  }, [location.pathname]);

  const value = useMemo(
    () => ({ systemData, globalRights, clientStatus, clientStatusReceivedAt }),
    [systemData, globalRights, clientStatus, clientStatusReceivedAt],
  );
  return <ShellDataContext.Provider value={value}>{children ?? <Outlet />}</ShellDataContext.Provider>;
}
