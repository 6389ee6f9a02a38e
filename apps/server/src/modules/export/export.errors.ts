import { createErrorFactory } from '../../kernel/errors.js';

export const exportError = {
  nothingToExport: createErrorFactory('export.nothing_to_export'),
  periodInFuture: createErrorFactory('export.period_in_future'),
  periodStartAfterEnd: createErrorFactory('export.period_start_after_end'),
  confirmationRequired: createErrorFactory('export.confirmation_required'),
  checkFailed: createErrorFactory('export.check_failed'),
  notConfigured: createErrorFactory('export.not_configured'),
  systemNotSupported: createErrorFactory('export.system_not_supported'),
  alreadyRunning: createErrorFactory('export.already_running'),
  alreadyExported: createErrorFactory('export.already_exported'),
  notExported: createErrorFactory('export.not_exported'),
  runNotFound: createErrorFactory('export.run_not_found'),
  importNotExtf: createErrorFactory('export.import_not_extf'),
  autoJobsRunning: createErrorFactory('capture.stack_auto_jobs_running'),
};
