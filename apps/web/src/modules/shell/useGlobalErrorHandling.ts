import { routeAudiences, type Audience } from '@belegfluss/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { clearLocalStorage } from '../auth/index.js';
import { useSession } from '../auth/index.js';
import { MessageBoxType } from '../../ui/message-box/message-box.js';
import { useMessageBox } from '../../ui/message-box/MessageBoxProvider.js';
import { cancelPendingRequests } from '../../kernel/api-client.js';
import { setGlobalErrorHandler } from '../../kernel/global-errors.js';
import { classifyHttpError, type HttpErrorAction } from '../../kernel/http-errors.js';
import { reloadAtRoute } from '../../kernel/reload.js';

export const DEVICE_SESSIONS_ROUTE = '/MainFrame/Einstellungen/Components/DeviceSessions';

/** The audience of the module route the user is in, if any. */
export function audienceOfPath(pathname: string): Audience | undefined {
  const module = /^\/MainFrame\/([^/]+)/.exec(pathname)?.[1];
  return module ? routeAudiences[module] : undefined;
}

/** Reaches the SessionExpired page by a full page reload, with local storage cleared. */
export function reloadToSessionExpired() {
  clearLocalStorage();
  reloadAtRoute('/SessionExpired');
}

/**
 * Carries out the global error table of spec 000, section 8, for failed calls and for failed
 * token renewals. A critical error cancels pending calls and silences later errors until the
 * user closed its dialog.
 */
export function useGlobalErrorHandling() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { manager } = useSession();
  const { showError, showMessageBox } = useMessageBox();
  const critical = useRef(false);
  const leaving = useRef(false);
  const pathname = useRef(location.pathname);
  useEffect(() => {
    pathname.current = location.pathname;
  }, [location.pathname]);

  useEffect(() => {
    const execute = (action: HttpErrorAction) => {
      if (leaving.current) return;
      switch (action.kind) {
        case 'ignore':
        case 'caller':
          return;
        case 'session-expired':
          // Signed out here (logout, idle timeout, another tab): a call refused on its way out,
          // e.g. the message listener's session check, finds no session to expire.
          if (manager.getSnapshot().state === 'LOGGED_OUT') return;
          leaving.current = true;
          cancelPendingRequests({ includeBackground: true });
          reloadToSessionExpired();
          return;
        case 'instance-locked':
          void navigate(DEVICE_SESSIONS_ROUTE, { state: { instanceLocked: true } });
          void showMessageBox({
            type: MessageBoxType.Warning,
            message: t('api-errors.auth.instance_locked'),
          });
          return;
        case 'no-license': {
          const audience = audienceOfPath(pathname.current);
          if (audience) manager.dropAudience(audience);
          void navigate('/');
          void showError(t('api-errors.auth.no_license'));
          return;
        }
        case 'instance-terminated': {
          const audience = audienceOfPath(pathname.current);
          if (audience) manager.dropAudience(audience);
          void navigate('/');
          void showMessageBox({
            type: MessageBoxType.Information,
            message: t('api-errors.auth.instance_terminated'),
          });
          return;
        }
        case 'maintenance':
          if (critical.current) return;
          critical.current = true;
          cancelPendingRequests({ includeBackground: true });
          manager.logout({ notifyServer: false });
          void navigate('/');
          void showError(action.description).then(() => {
            critical.current = false;
          });
          return;
        case 'message':
          if (critical.current) return;
          if (action.critical) {
            critical.current = true;
            cancelPendingRequests({ includeBackground: true });
          }
          void showError(t(action.textKey, action.params)).then(() => {
            if (action.critical) critical.current = false;
          });
      }
    };

    setGlobalErrorHandler((error, options) =>
      execute(
        classifyHttpError(
          {
            status: error.status,
            code: error.code,
            message: error.message,
            url: error.url,
            statusText: error.statusText,
            details: error.details,
          },
          { callerHandles: options.errors === 'caller' },
        ),
      ),
    );
    manager.setFailureHandler((outcome, audience, description) => {
      if (outcome === 'session-lost') {
        if (audience === 'web') execute({ kind: 'session-expired' });
        else if (audienceOfPath(pathname.current) === audience) void navigate('/');
      } else if (outcome === 'instance-locked') execute({ kind: 'instance-locked' });
      else if (outcome === 'no-license') execute({ kind: 'no-license' });
      else if (outcome === 'maintenance') execute({ kind: 'maintenance', description });
      else execute({ kind: 'message', textKey: 'common.http-error.no-answer', params: {}, critical: true });
    });
    return () => setGlobalErrorHandler(null);
  }, [manager, navigate, showError, showMessageBox, t]);
}
