export * from './i18n.js';
export * from './errors.js';
export * from './format.js';
export * from './money.js';
export * from './tenancy/tenancy.enums.js';
export * from './platform/health.schemas.js';
export * from './auth/token.schemas.js';
export * from './jobs/jobs.schemas.js';
