import type { JobDefinition } from '../modules/jobs/jobs.definitions.js';
import type { Dependencies } from './dependencies.js';
import type { App } from './http.js';

/** A domain module: its HTTP routes and its background job definitions. */
export type AppModule = {
  name: string;
  registerRoutes?: (app: App, deps: Dependencies) => void | Promise<void>;
  createJobs?: (deps: Dependencies) => JobDefinition<unknown>[];
};
