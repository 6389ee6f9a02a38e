import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { ClientStatus, SystemData } from '@belegfluss/shared';
import { useIdleLogout } from '../auth/index.js';
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
 * status polling and the busy toast on navigation.
 */
export function AppRuntime({ children }: { children?: ReactNode }) {
  useGlobalErrorHandling();
  const { systemData, globalRights } = useAfterLogin();
  const { status: clientStatus, receivedAt: clientStatusReceivedAt } = useClientStatus();
  useIdleLogout(systemData?.InaktivityTimeout);
  const location = useLocation();

  useEffect(() => {
    void whileBusy(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  }, [location.pathname]);

  const value = useMemo(
    () => ({ systemData, globalRights, clientStatus, clientStatusReceivedAt }),
    [systemData, globalRights, clientStatus, clientStatusReceivedAt],
  );
  return <ShellDataContext.Provider value={value}>{children ?? <Outlet />}</ShellDataContext.Provider>;
}
