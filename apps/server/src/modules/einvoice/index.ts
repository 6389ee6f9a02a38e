// Public port of the einvoice module: the only file other modules and the composition root import.
export { einvoiceModule } from './einvoice.module.js';
export { VALIDATE_EINVOICE_JOB } from './jobs/validate.job.js';
