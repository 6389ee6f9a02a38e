import type { App } from './http.js';
import type { JobDefinition } from './jobs.js';

/**
 * A domain module: its HTTP routes and its background job definitions. `Deps` is what the module
 * needs from the composition root, declared by the module itself (`<module>.dependencies.ts`).
 */
export type AppModule<Deps> = {
  name: string;
  registerRoutes?: (app: App, deps: Deps) => void | Promise<void>;
  createJobs?: (deps: Deps) => JobDefinition<unknown>[];
};
