import type { Operation } from '../lib/openapi.js';
import type { Field } from '../lib/schema-sample.js';
import type { IdKind } from './id-kinds.js';

/**
 * What an identifier field of an operation points at. Rules are tried in order; the first whose
 * field name (and, where a name means different things on different routes, path or place) matches
 * decides. An identifier no rule knows is a route without a case: the isolation test fails on it,
 * so a new route is either covered by these rules or gets one here.
 */
type Rule = { field: RegExp; path?: RegExp; location?: RegExp; kind: IdKind };

const rules: Rule[] = [
  // One-time deep-link secrets: whoever holds one may open it, so only random values are sent.
  { field: /^(sessionUid|pid)$/, kind: 'capability' },
  { field: /^mandantIds?$/, kind: 'mandant' },
  { field: /^(documentId|docUid)$/, path: /^\/api\/arc\//, kind: 'archivedDocument' },
  { field: /^sourceDocumentIds?$/, kind: 'archivedSource' },
  {
    field: /^(documentIds?|targetDocumentId|DocIDs|ActiveDocument|docUid|sDocUID|s?HeftUID)$/,
    kind: 'document',
  },
  { field: /^(stackId|targetStackId|einvoiceStackId)$/, kind: 'stack' },
  // No data set holds a received e-mail yet (it needs an IMAP server): random values only here;
  // mail-intake.test.ts asks for one Mandant's message under another Mandant.
  { field: /^messageId$/, path: /^\/api\/mail\//, kind: 'capability' },
  { field: /^targetFolderId$/, kind: 'folder' },
  { field: /^(pageIds?|startPageIds|ActivePage|pageUid|PageUID)$/, kind: 'page' },
  { field: /^WkIds?$/, kind: 'goodsReceipt' },
  { field: /^BuWkIds?$/, kind: 'goodsReceiptLink' },
  { field: /^maskIds?$/, path: /^\/api\/cap\/RuleMan\//, kind: 'captureMask' },
  { field: /^ruleIds$/, kind: 'rule' },
  { field: /^id$/, location: /^body\.rules?(\[\])?\.id$/, kind: 'rule' },
  { field: /^templateIds$/, kind: 'ruleTemplate' },
  { field: /^learnedRuleId$/, kind: 'learnedRule' },
  { field: /^runId$/, path: /^\/api\/arc\/search\//, kind: 'archiveSearchRun' },
  { field: /^runId$/, path: /^\/api\/man\/externfibu\//, kind: 'exportRun' },
  { field: /^id$/, path: /^\/api\/arc\/masks\//, kind: 'archiveMask' },
  { field: /^lastMsgUID$/, kind: 'message' },
  { field: /^sessionUID$/, path: /^\/api\/msg\//, kind: 'sessionToken' },
  { field: /^jobId$/, location: /jobInfo/, kind: 'job' },
  { field: /^attachmentId$/, kind: 'attachment' },
  { field: /^jobIds$/, kind: 'job' },
  { field: /^noteId$/, kind: 'einvoiceNote' },
  { field: /^(InstanceIds?|WF_ID)$/, kind: 'workflow' },
  { field: /^DefinitionId$/, kind: 'workflowDefinition' },
  { field: /^fileId$/, kind: 'workflowFile' },
  { field: /^lineId$/, path: /DeleteSplitLine/, kind: 'splitLine' },
  { field: /^lineId$/, path: /DeleteCostAllocation/, kind: 'costAllocation' },
  { field: /^ExternalUserId$/, kind: 'externalUser' },
  { field: /^(GroupId|groupIds)$/, kind: 'group' },
  { field: /^(Participant|StartedBy|userId|principalUserId|memberIds|deputyId)$/, kind: 'user' },
  { field: /^personalAccountId$/, kind: 'personalAccount' },
  { field: /^Id$/, location: /\.Groups\[\]/, kind: 'group' },
  { field: /^Id$/, path: /buildapprovewf$/, location: /^body\.Id$/, kind: 'workflowDefinition' },
  { field: /^Id$/, path: /^\/api\/wf\/workflows\//, kind: 'user' },
  { field: /^ID$/, path: /SaveSplitLine$/, kind: 'splitLine' },
  { field: /^ID$/, path: /SaveCostAllocation$/, kind: 'costAllocation' },
  { field: /^ID$/, path: /SaveBooking(\/\{id\})?$/, kind: 'bookingLine' },
  { field: /^ids$/, path: /DownloadManager/, kind: 'download' },
  { field: /^ids$/, path: /\/konten\//, kind: 'ledger' },
  { field: /^ids$/, path: /\/personenkonten\//, kind: 'personalAccount' },
  { field: /^ids$/, path: /\/kostenstellen\//, kind: 'costCentre' },
  // `id` names the record the route is about.
  { field: /^id$/, path: /^\/api\/auth\/RefreshTokens\//, kind: 'sessionToken' },
  { field: /^id$/, path: /^\/api\/auth\/grants\//, kind: 'grant' },
  { field: /^id$/, path: /^\/api\/job\/jobs\//, kind: 'job' },
  { field: /^id$/, path: /^\/api\/cap\/CapDocViewer\/EInvoice/, kind: 'einvoiceDocument' },
  { field: /^id$/, path: /^\/api\/cap\/stack\/deletenode$/, kind: 'page' },
  { field: /^id$/, path: /^\/api\/cap\/stack\/describe$/, kind: 'page' },
  { field: /^id$/, path: /^\/api\/man\/konten\//, kind: 'ledger' },
  { field: /^id$/, path: /^\/api\/man\/personenkonten\//, kind: 'personalAccount' },
  { field: /^id$/, path: /^\/api\/man\/kostenstellen\//, kind: 'costCentre' },
  { field: /^id$/, path: /^\/api\/man\/fields\//, kind: 'tag' },
  { field: /^id$/, path: /^\/api\/man\/vorgang\//, kind: 'vorgang' },
  { field: /^id$/, path: /bankaccount$/, kind: 'bankAccount' },
  { field: /^id$/, path: /externalworkflowuser$/, kind: 'externalUser' },
  { field: /^id$/, path: /^\/api\/man\/mandanten\/savefullmandantinfo$/, kind: 'mandant' },
  { field: /^id$/, path: /^\/api\/man\/wiedervorlagen\//, kind: 'resubmission' },
  { field: /^id$/, path: /^\/api\/man\/user\//, kind: 'user' },
  { field: /^id$/, path: /^\/api\/man\/group\//, kind: 'group' },
  { field: /^id$/, path: /^\/api\/man\/SV\//, kind: 'deputy' },
  { field: /^id$/, path: /^\/api\/wf\/workflows\/definitions\//, kind: 'workflowDefinition' },
  { field: /^id$/, path: /^\/api\/wf\/(workflows|WFIndex|WFDocViewer)\//, kind: 'workflow' },
];

/** Non-uuid fields that still name a record of a Mandant (checked by name). */
const namedIdentifiers = /^(mandnr|pos)$/;

export type FieldCase = { kind: IdKind } | { kind: 'position' } | { kind: 'mandnr' } | null;

/**
 * The case of a field: the kind of record it names, `null` for a field that names none (plain data),
 * or `undefined` for an identifier without a rule.
 */
export function caseOfField(
  operation: Operation,
  field: Field,
  isIdentifier: boolean,
): FieldCase | undefined {
  if (field.name === 'pos' || (field.name === 'index' && /EInvoiceAttachment/.test(operation.path)))
    return { kind: 'position' };
  if (field.name === 'mandnr') return { kind: 'mandnr' };
  const rule = rules.find(
    (candidate) =>
      candidate.field.test(field.name) &&
      (!candidate.path || candidate.path.test(operation.path)) &&
      (!candidate.location || candidate.location.test(field.location)),
  );
  if (rule) return { kind: rule.kind };
  if (isIdentifier || namedIdentifiers.test(field.name)) return undefined;
  return null;
}
