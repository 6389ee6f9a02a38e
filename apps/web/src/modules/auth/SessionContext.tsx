import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  clearSession,
  decodeClaims,
  getAccessToken,
  type SessionClaims,
  type StoredSession,
} from './session.js';

type SessionState = {
  claims: SessionClaims | null;
  signIn: (session: StoredSession) => void;
  signOut: () => void;
};

const SessionContext = createContext<SessionState | null>(null);

function restoreClaims(): SessionClaims | null {
  const token = getAccessToken();
  return token ? decodeClaims(token) : null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [claims, setClaims] = useState<SessionClaims | null>(restoreClaims);
  const signIn = useCallback((session: StoredSession) => setClaims(decodeClaims(session.accessToken)), []);
  const signOut = useCallback(() => {
    clearSession();
    setClaims(null);
  }, []);
  const value = useMemo(() => ({ claims, signIn, signOut }), [claims, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
}
