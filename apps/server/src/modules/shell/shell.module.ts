import type { AppModule } from '../../kernel/module.js';
import { createShellUseCases } from './shell.usecases.js';
import { registerSystemRoutes } from './system.routes.js';
import { registerUserRoutes } from './user.routes.js';
import type { ShellDependencies } from './shell.dependencies.js';

export const shellModule: AppModule<ShellDependencies> = {
  name: 'shell',
  registerRoutes(app, deps) {
    const shell = createShellUseCases(deps);
    registerSystemRoutes(app, deps, shell);
    registerUserRoutes(app, deps, shell);
  },
};
