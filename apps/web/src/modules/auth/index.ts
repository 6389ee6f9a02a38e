/** What other screens use from sign-in: the session, the login dialog, the user's own account. */
export { useSession } from './SessionContext.js';
export { LoginDialog } from './LoginDialog.js';
export { accountApi } from './account.api.js';
