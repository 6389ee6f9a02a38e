import { IdleDefaults } from '@belegfluss/shared';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { accountApi } from './account.api.js';
import { createIdleWatcher, idleStartOptions, type IdleWatcher } from './idle-watcher.js';
import { useSession } from './SessionContext.js';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Idle logout (spec 000, sections 4 and 9): 1500 s at start, then the system's InaktivityTimeout
 * (600 s when it has none), plus the 300 s idle timer. An offline-token session restarts watching
 * and goes to the start page instead. While the user is active the device pings every 120 s.
 */
export function useIdleLogout(inactivityTimeout: number | undefined) {
  const { manager, snapshot } = useSession();
  const navigate = useNavigate();
  const watcher = useRef<IdleWatcher | null>(null);
  const loggedIn = snapshot.state === 'LOGGED_IN';
  // Read when the time is up, not when the watcher starts: the watcher lives as long as the
  // sign-in, however often the user navigates (a restart would reset the threshold to 1500 s).
  const goToStart = useEffectEvent(() => void navigate('/'));

  useEffect(() => {
    if (!loggedIn) return;
    const idle = createIdleWatcher({
      ...idleStartOptions,
      onTimeout: () => {
        if (manager.getSnapshot().web?.offline) idle.restart();
        else manager.logout({ notifyServer: true });
        goToStart();
      },
    });
    watcher.current = idle;
    const onActivity = () => idle.activity();
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    const check = setInterval(() => idle.check(), 1000);
    const ping = setInterval(() => {
      if (!idle.isIdle()) void accountApi.ping().catch(() => undefined);
    }, IdleDefaults.pingInterval * 1000);
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
      clearInterval(check);
      clearInterval(ping);
      watcher.current = null;
    };
  }, [loggedIn, manager]);

  useEffect(() => {
    if (loggedIn) watcher.current?.setThreshold(inactivityTimeout ?? IdleDefaults.defaultThreshold);
  }, [loggedIn, inactivityTimeout]);
}
