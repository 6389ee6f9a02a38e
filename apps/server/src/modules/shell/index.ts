// Public port of the shell module: the only file other modules and the composition root import.
export { type ShellExtensions, createShellExtensions } from './shell.extensions.js';
export { shellModule } from './shell.module.js';
