// Public port of the auth module: the only file other modules and the composition root import.
export { createAuthGuard, optionalAuthentication } from './auth.guard.js';
export { type AuthEvents, type InstanceTerminationListener, createAuthEvents } from './auth.events.js';
export { authModule } from './auth.module.js';
export {
  type AuthRepository,
  type EndedSession,
  type SessionEndReasonValue,
  SessionEndReason,
  createAuthRepository,
} from './auth.repository.js';
export { seedDemoClientApp } from './demo-client-app.js';
export { hashPassword } from './passwords.js';
export { createPasswordUseCases, encodePasswordPolicy } from './passwords.usecases.js';
export { type TokenService, createTokenService } from './tokens.js';
