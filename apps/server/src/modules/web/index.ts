// Public port of the web module: the only file other modules and the composition root import.
export { webModule } from './web.module.js';
