import type { AppModule } from '../../app/module.js';
import { registerAuthRoutes } from './auth.routes.js';

export const authModule: AppModule = { name: 'auth', registerRoutes: registerAuthRoutes };
