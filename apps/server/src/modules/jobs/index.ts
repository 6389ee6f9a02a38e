// Public port of the jobs module: the only file other modules and the composition root import.
export { canResend, isFinal } from './jobs.models.js';
export { jobsModule } from './jobs.module.js';
export { type JobService, type LostWorkerListener, createJobService } from './jobs.service.js';
export { type JobQueries, type JobRecord, createJobQueries } from './jobs.queries.js';
