import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { cancelPendingRequests, configureApiClient, setCurrentAudience } from './kernel/api-client.js';
import { audienceOfPath, installClientErrorLogging } from './modules/shell/index.js';
import { reportApiError } from './kernel/global-errors.js';
import { createAppRouter } from './app/router.js';
import { forwardStartPath, skipsTokenRestore } from './kernel/startup.js';
import { ThemeProvider } from './kernel/ThemeContext.js';
import { initI18n } from './i18n/index.js';
import { createSessionManager, SessionProvider } from './modules/auth/index.js';
import { MessageBoxProvider } from './ui/message-box/MessageBoxProvider.js';
import { ModalBackground } from './ui/modal/ModalBackground.js';

// Start-up (spec 000, section 2): code-flow landing paths and /ExtView become their hash routes first.
const forwarded = forwardStartPath(window.location);
if (forwarded) window.history.replaceState(null, '', forwarded);

await initI18n();
const sessions = createSessionManager();
configureApiClient({ getToken: (audience) => sessions.getToken(audience), onError: reportApiError });
window.addEventListener('storage', (event) => sessions.handleStorageEvent(event));
installClientErrorLogging();

const router = createAppRouter();
let currentPath = router.state.location.pathname;
setCurrentAudience(audienceOfPath(currentPath));
router.subscribe((state) => {
  if (state.location.pathname === currentPath) return;
  // Calls of the page being left are cancelled (spec 000, section 7).
  currentPath = state.location.pathname;
  cancelPendingRequests({ includeBackground: false });
  setCurrentAudience(audienceOfPath(currentPath));
});

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ThemeProvider>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <SessionProvider manager={sessions}>
          <ModalBackground>
            <MessageBoxProvider>
              <RouterProvider router={router} />
            </MessageBoxProvider>
          </ModalBackground>
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);

if (skipsTokenRestore(currentPath)) sessions.markSignedOut();
else void sessions.restore();
