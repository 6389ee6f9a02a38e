/** Sign-in: the session (manager, provider, hook), the login dialog and pages, the user's own account. */
export { accountApi } from './account.api.js';
export { LoginDialog } from './LoginDialog.js';
export { ClaimTokenPage } from './pages/ClaimTokenPage.js';
export { DeviceSessionsPage } from './pages/DeviceSessionsPage.js';
export { GrantTokenPage } from './pages/GrantTokenPage.js';
export { UserSettingsPage } from './pages/UserSettingsPage.js';
export { SessionProvider, useSession } from './SessionContext.js';
export { createSessionManager } from './session-manager.js';
export { clearLocalStorage } from './session-store.js';
export { useIdleLogout } from './useIdleLogout.js';
export { userLanguageQueryKey, userThemeQueryKey, useUserPreferences } from './useUserPreferences.js';
