/**
 * The kinds of records a Mandant's data set holds, one name per thing an identifier field can
 * point at. `capability` fields carry secrets (one-time deep-link uids): whoever holds one may use
 * it, so the generator sends fresh random values there, never A's.
 */
export const idKinds = [
  'mandant',
  'user',
  'group',
  'stack',
  'folder',
  'document',
  'einvoiceDocument',
  'page',
  'attachment',
  'job',
  'einvoiceNote',
  'bookingLine',
  'download',
  'workflow',
  'workflowDefinition',
  'workflowFile',
  'splitLine',
  'costAllocation',
  'ledger',
  'personalAccount',
  'costCentre',
  'tag',
  'vorgang',
  'bankAccount',
  'externalUser',
  'deputy',
  'resubmission',
  'sessionToken',
  'grant',
  'capability',
  'archivedDocument',
  'archivedSource',
  'archiveMask',
  'archiveSearchRun',
  'goodsReceipt',
  'goodsReceiptLink',
  'captureMask',
  'rule',
  'ruleTemplate',
  'learnedRule',
  'exportRun',
  'message',
] as const;

export type IdKind = (typeof idKinds)[number];

/** What a data set holds: its records by kind, and the marks its texts carry, by data class. */
export type DataSet = {
  mandantId: string;
  ids: Partial<Record<IdKind, string[]>>;
  marks: Record<DataClass, string>;
};

/**
 * Data classes: `documents` (capture, e-invoices, bookings, jobs, downloads), `workflow`,
 * `mandantWide` (what anyone with access to the Mandant reads by design: accounts, catalogues,
 * settings, external users, resubmissions) and `personal` (a user's own sessions, deputies, JSON
 * data) and `archive` (archived documents, which the archive right alone reads). A user may be allowed to read some classes of a Mandant and not others.
 */
export const dataClasses = ['documents', 'workflow', 'mandantWide', 'personal', 'archive'] as const;
export type DataClass = (typeof dataClasses)[number];

/** The class each kind of record belongs to, for the leak check of ids in answers. */
export const classOfKind: Record<IdKind, DataClass | null> = {
  mandant: null,
  user: null,
  group: null,
  stack: 'documents',
  folder: 'documents',
  document: 'documents',
  einvoiceDocument: 'documents',
  page: 'documents',
  attachment: 'documents',
  job: 'documents',
  einvoiceNote: 'documents',
  bookingLine: 'documents',
  download: 'documents',
  workflow: 'workflow',
  workflowDefinition: 'workflow',
  workflowFile: 'workflow',
  splitLine: 'workflow',
  costAllocation: 'workflow',
  ledger: 'mandantWide',
  personalAccount: 'mandantWide',
  costCentre: 'mandantWide',
  tag: 'mandantWide',
  vorgang: 'mandantWide',
  bankAccount: 'mandantWide',
  externalUser: 'mandantWide',
  deputy: 'personal',
  resubmission: 'mandantWide',
  sessionToken: 'personal',
  grant: 'personal',
  capability: null,
  archivedDocument: 'archive',
  archivedSource: 'archive',
  archiveMask: 'mandantWide',
  archiveSearchRun: 'personal',
  goodsReceipt: 'documents',
  goodsReceiptLink: 'documents',
  captureMask: 'mandantWide',
  rule: 'mandantWide',
  ruleTemplate: 'mandantWide',
  learnedRule: 'mandantWide',
  exportRun: 'documents',
  message: 'personal',
};
