import type { AppModule } from '../../kernel/module.js';
import { registerTokenRoutes } from './auth.routes.js';
import { createAuthUseCases } from './auth.usecases.js';
import { createOAuthRepository } from './oauth.repository.js';
import { registerOAuthRoutes } from './oauth.routes.js';
import { createOAuthUseCases } from './oauth.usecases.js';
import { createPasswordUseCases } from './passwords.usecases.js';
import { registerSessionRoutes } from './sessions.routes.js';
import { createSessionUseCases } from './sessions.usecases.js';
import type { AuthDependencies } from './auth.dependencies.js';

export const authModule: AppModule<AuthDependencies> = {
  name: 'auth',
  registerRoutes(app, deps) {
    const passwords = createPasswordUseCases(deps);
    const auth = createAuthUseCases({ ...deps, passwords });
    const oauth = createOAuthUseCases({ ...deps, passwords, auth, oauth: createOAuthRepository(deps) });
    registerTokenRoutes(app, deps, { auth, oauth });
    registerSessionRoutes(app, createSessionUseCases(deps));
    registerOAuthRoutes(app, deps, oauth);
  },
};
