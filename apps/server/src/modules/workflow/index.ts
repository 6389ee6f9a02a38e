// Public port of the workflow module: the only file other modules and the composition root import.
export { workflowModule } from './workflow.module.js';
