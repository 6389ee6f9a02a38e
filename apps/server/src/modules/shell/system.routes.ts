import type { App } from '../../kernel/http.js';
import { registerLogoRoutes, registerThemeRoutes } from './appearance.routes.js';
import { registerErrorLogRoutes, registerJsonDataRoutes } from './client-data.routes.js';
import {
  registerLicenseRoutes,
  registerMaintenanceRoutes,
  registerPolicyRoutes,
} from './installation.routes.js';
import type { ShellDependencies } from './shell.dependencies.js';
import type { ShellUseCases } from './shell.usecases.js';
import { registerSystemInfoRoutes } from './system-info.routes.js';

/** `/system/*` and `/initialsettings/*` of the management service (spec 000, section 7). */
export function registerSystemRoutes(app: App, deps: ShellDependencies, shell: ShellUseCases) {
  registerSystemInfoRoutes(app, deps, shell);
  registerThemeRoutes(app, deps, shell);
  registerLogoRoutes(app, deps, shell);
  registerJsonDataRoutes(app, deps, shell);
  registerErrorLogRoutes(app, deps, shell);
  registerPolicyRoutes(app, deps);
  registerMaintenanceRoutes(app, deps);
  registerLicenseRoutes(app, deps);
}
