import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { SessionManager, SessionSnapshot } from './session-manager.js';

type LoginDialogState = { open: boolean; target: string | null };

type SessionContextValue = {
  manager: SessionManager;
  snapshot: SessionSnapshot;
  loginDialog: LoginDialogState;
  /** Opens the login dialog; after signing in the user goes to `target` (else the start module). */
  openLogin: (target?: string | null) => void;
  closeLogin: () => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ manager, children }: { manager: SessionManager; children: ReactNode }) {
  const snapshot = useSyncExternalStore(manager.subscribe, manager.getSnapshot);
  const [loginDialog, setLoginDialog] = useState<LoginDialogState>({ open: false, target: null });
  const openLogin = useCallback((target: string | null = null) => setLoginDialog({ open: true, target }), []);
  const closeLogin = useCallback(() => setLoginDialog({ open: false, target: null }), []);
  const value = useMemo(
    () => ({ manager, snapshot, loginDialog, openLogin, closeLogin }),
    [manager, snapshot, loginDialog, openLogin, closeLogin],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
