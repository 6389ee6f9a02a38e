// Every Drizzle table of every module, for the test that keeps them in step with the migrations. Modules add their tables file here.
export * from '../modules/tenancy/tenancy.tables.js';
export * from '../modules/auth/auth.tables.js';
export * from '../modules/jobs/jobs.tables.js';
export * from '../modules/storage/storage.tables.js';
export * from '../modules/audit/audit.tables.js';
export * from '../modules/einvoice/einvoice.tables.js';
export * from '../modules/shell/shell.tables.js';
export * from '../modules/downloads/downloads.tables.js';
export * from '../modules/capture/capture.tables.js';
export * from '../modules/master-data/master-data.tables.js';
export * from '../modules/settings/settings.tables.js';
export * from '../modules/administration/administration.tables.js';
export * from '../modules/workflow/workflow.tables.js';
export * from '../modules/booking/booking.tables.js';
export * from '../modules/goods-receipt/goods-receipt.tables.js';
