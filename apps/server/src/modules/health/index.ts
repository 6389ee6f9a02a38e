// Public port of the health module: the only file other modules and the composition root import.
export { healthModule } from './health.module.js';
