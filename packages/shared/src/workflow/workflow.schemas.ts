import { z } from 'zod';
import { queryFlag } from '../query-flag.js';
import {
  approvalResults,
  inquiryStates,
  mailboxes,
  postbackTypes,
  recipientKinds,
  stampSignals,
  taskKinds,
  taskStates,
  WORKFLOW_NOTE_MAX_LENGTH,
  workflowDependencies,
  workflowKinds,
  workflowListFilters,
  workflowModules,
  workflowSortFields,
  workflowStatuses,
} from './workflow.enums.js';

/** A note or annotation: at most 999 characters (spec 002, section 9). */
export const workflowNoteSchema = z.string().max(WORKFLOW_NOTE_MAX_LENGTH);
/** Decimal amount text with a dot, e.g. "119.00" or "-8.79". */
export const decimalAmountSchema = z.string().regex(/^-?\d{1,13}(\.\d{1,2})?$/);
const isoDateTime = z.iso.datetime({ offset: true });

/** The spec's result envelope: `Result` plus `Error.ErrorMsg` (and our stable code) when something failed. */
export function workflowResultSchema<T extends z.ZodType>(result: T) {
  return z.object({
    Result: result,
    Error: z.object({ ErrorMsg: z.string(), Code: z.string() }).nullable(),
  });
}

export const instanceIdParamsSchema = z.object({ id: z.uuid() });
export const recipientSchema = z.object({ Kind: z.enum(recipientKinds), Id: z.uuid() });
export type Recipient = z.infer<typeof recipientSchema>;

// ── Approval workflow definitions (buildapprovewf) ──

const stepEntry = z.object({
  Id: z.uuid(),
  /** Position in the sequence, 1 first; equal steps run as parallel branches (only with Split). */
  Step: z.number().int().min(1).max(50),
  Task: z.enum(taskKinds).default('Genehmigung'),
  /** This recipient edits the capture mask (invoice capture) in the workflow. */
  InvoiceCapture: z.boolean().default(false),
});
export type DefinitionStepEntry = z.infer<typeof stepEntry>;

export const accountRuleSchema = z.object({
  From: z.string().regex(/^\d{1,9}$/),
  To: z.string().regex(/^\d{1,9}$/),
  DefinitionId: z.uuid(),
});
export type AccountRule = z.infer<typeof accountRuleSchema>;

export const buildApproveWfSchema = z.object({
  mandantId: z.uuid(),
  /** Set to change an existing definition. */
  Id: z.uuid().optional(),
  Name: z.string().trim().min(1).max(255),
  Modul: z.enum(workflowModules).default('Workflow'),
  Type: z.enum(workflowKinds).default('General'),
  Dependency: z.enum(workflowDependencies).default('None'),
  Users: z.array(stepEntry).max(50).default([]),
  Groups: z.array(stepEntry).max(50).default([]),
  /** Acknowledges the approved workflow at the end. */
  Receiver: recipientSchema.nullable().default(null),
  /** Acknowledges the rejected workflow at the end. */
  UnReceiver: recipientSchema.nullable().default(null),
  /** Allows parallel branches: several recipients on the same step. */
  Split: z.boolean().default(false),
  /** Account-dependent workflows: the document's Konto picks the definition. */
  AccountRules: z.array(accountRuleSchema).max(100).default([]),
  /** Go ahead despite warnings (parallel branches using invoice capture several times). */
  ConfirmWarnings: z.boolean().default(false),
});
export type BuildApproveWfInput = z.input<typeof buildApproveWfSchema>;

export const definitionSchema = z.object({
  Id: z.uuid(),
  mandantId: z.uuid(),
  Name: z.string(),
  Modul: z.enum(workflowModules),
  Type: z.enum(workflowKinds),
  Dependency: z.enum(workflowDependencies),
  Users: z.array(stepEntry.extend({ Name: z.string() })),
  Groups: z.array(stepEntry.extend({ Name: z.string() })),
  Receiver: recipientSchema.extend({ Name: z.string() }).nullable(),
  UnReceiver: recipientSchema.extend({ Name: z.string() }).nullable(),
  Split: z.boolean(),
  AccountRules: z.array(accountRuleSchema),
  CreatedBy: z.string(),
  UpdatedAt: z.string(),
});
export type WorkflowDefinition = z.infer<typeof definitionSchema>;

export const definitionListQuerySchema = z.object({ mandantId: z.uuid() });

/** Users and groups that may receive workflows in a Mandant (for recipient pick lists). */
export const participantSchema = z.object({
  Kind: z.enum(recipientKinds),
  Id: z.uuid(),
  Name: z.string(),
  Kuerzel: z.string(),
  CanRedirect: z.boolean(),
});
export type Participant = z.infer<typeof participantSchema>;

// ── Starting and picking up ──

export const sendWorkflowMultiSchema = z
  .object({
    mandantId: z.uuid(),
    DocIDs: z.array(z.uuid()).min(1).max(500),
    /** A stored definition; without it the Users/Groups below form an ad-hoc workflow (kind None). */
    DefinitionId: z.uuid().optional(),
    Users: z.array(stepEntry).max(50).default([]),
    Groups: z.array(stepEntry).max(50).default([]),
    Split: z.boolean().default(false),
    /** The group chosen for group-dependent workflows. */
    GroupId: z.uuid().optional(),
    sAnmerkung: workflowNoteSchema.default(''),
    ConfirmWarnings: z.boolean().default(false),
  })
  .refine((value) => value.DefinitionId || value.Users.length + value.Groups.length > 0, {
    message: 'a definition or at least one recipient is required',
    path: ['DefinitionId'],
  });
export type SendWorkflowMultiInput = z.input<typeof sendWorkflowMultiSchema>;

export const startedWorkflowSchema = z.object({ DocID: z.uuid(), WF_INSTANCEID: z.uuid() });
export const sendWorkflowMultiResultSchema = workflowResultSchema(z.array(startedWorkflowSchema));

export const pickUpWorkflowsSchema = z.object({ InstanceIds: z.array(z.uuid()).min(1).max(500) });
export const pickUpResultSchema = workflowResultSchema(z.object({ PickedUp: z.array(z.uuid()) }));

export const startableQuerySchema = z.object({ mandantId: z.uuid() });
export const startableDocumentSchema = z.object({
  DocID: z.uuid(),
  Title: z.string(),
  StackName: z.string(),
  Belegdatum: z.string().nullable(),
  Betrag: z.string().nullable(),
  CreatedAt: z.string(),
});

// ── Lists ──

export const sortConditionSchema = z.object({
  SortField: z.enum(workflowSortFields),
  Ascending: z.boolean(),
});
export type SortCondition = z.infer<typeof sortConditionSchema>;

export const workflowListQuerySchema = z.object({
  filter: z.enum(workflowListFilters).default('InvitedWorkflows'),
  mailbox: z.enum(mailboxes).default('Inbox'),
  mandantId: z.uuid().optional(),
  SortField: z.enum(workflowSortFields).optional(),
  Ascending: queryFlag.optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type WorkflowListQuery = z.infer<typeof workflowListQuerySchema>;

export const myTaskSchema = z.object({
  TaskId: z.uuid(),
  Kind: z.enum(taskKinds),
  /** Set when the caller works this task for someone else (as deputy). */
  OnBehalfOf: z.string().nullable(),
  PostbackUntil: z.string().nullable(),
  PostbackReason: z.string().nullable(),
});

export const inquirySummarySchema = z.object({
  Id: z.uuid(),
  State: z.enum(inquiryStates),
  From: z.string(),
  To: z.string(),
  Anmerkung: z.string(),
  Answer: z.string().nullable(),
  ExpiresAt: z.string().nullable(),
  CreatedAt: z.string(),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

export const workflowListItemSchema = z.object({
  WF_INSTANCEID: z.uuid(),
  DocID: z.uuid().nullable(),
  Kuerzel: z.string(),
  Header: z.string(),
  MandNr: z.number().int(),
  Kanzlei: z.number().int(),
  BetriebNr: z.number().int(),
  ISPOSTBACKWF: z.boolean(),
  WEPruefung: z.boolean(),
  mandantId: z.uuid(),
  Status: z.enum(workflowStatuses),
  ApproveResult: z.enum(approvalResults),
  Belegdatum: z.string().nullable(),
  Umsatz: z.string().nullable(),
  StartedAt: z.string(),
  CompletedAt: z.string().nullable(),
  LockedBy: z.string().nullable(),
  CurrentRecipients: z.array(z.string()),
  MyTask: myTaskSchema.nullable(),
  Inquiry: inquirySummarySchema.nullable(),
  Version: z.number().int(),
});
export type WorkflowListItem = z.infer<typeof workflowListItemSchema>;

export const workflowListSchema = z.object({
  items: z.array(workflowListItemSchema),
  total: z.number().int(),
  SortCondition: sortConditionSchema,
});
export type WorkflowList = z.infer<typeof workflowListSchema>;

export const workflowCountsSchema = z.object({
  InvitedWorkflows: z.number().int(),
  InvitedPostBackWorkflows: z.number().int(),
  Rueckfrage: z.number().int(),
  Sent: z.number().int(),
});
export type WorkflowCounts = z.infer<typeof workflowCountsSchema>;

export const workflowChunksSchema = z.object({ InstanceIds: z.array(z.uuid()).min(1).max(500) });

export const workflowSearchSchema = z.object({
  mandantId: z.uuid().optional(),
  Text: z.string().trim().max(200).default(''),
  Status: z.array(z.enum(workflowStatuses)).max(10).default([]),
  ApproveResult: z.enum(approvalResults).optional(),
  StartedFrom: z.iso.date().optional(),
  StartedTo: z.iso.date().optional(),
  AmountFrom: decimalAmountSchema.optional(),
  AmountTo: decimalAmountSchema.optional(),
  StartedBy: z.uuid().optional(),
  Participant: z.uuid().optional(),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(500).default(100),
});
export type WorkflowSearchInput = z.input<typeof workflowSearchSchema>;
export const workflowSearchResultSchema = z.object({
  items: z.array(workflowListItemSchema),
  total: z.number().int(),
});

// ── One workflow: detail and monitor ──

export const taskViewSchema = z.object({
  Id: z.uuid(),
  StepNo: z.number().int(),
  Role: z.enum(['step', 'receiver', 'unreceiver']),
  Kind: z.enum(taskKinds),
  RecipientKind: z.enum(recipientKinds),
  RecipientId: z.uuid(),
  Recipient: z.string(),
  State: z.enum(taskStates),
  Result: z.enum(approvalResults),
  CompletedBy: z.string().nullable(),
  CompletedAt: z.string().nullable(),
  Note: z.string(),
});
export type TaskView = z.infer<typeof taskViewSchema>;

export const historyEntrySchema = z.object({
  GUID: z.uuid(),
  DOC_ID: z.uuid().nullable(),
  EntryType: z.number().int(),
  EntryTypeNames: z.array(z.string()),
  Fullname: z.string(),
  KUERZEL: z.string(),
  TEXT: z.string(),
  TIME_STAMP: z.string(),
  UserInfo: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const workflowFileSchema = z.object({
  Id: z.uuid(),
  FileName: z.string(),
  ContentType: z.string(),
  Size: z.number().int(),
  ColourType: z.number().int(),
  AddedBy: z.string(),
  AddedAt: z.string(),
});

export const stampSchema = z.object({
  Id: z.uuid(),
  Signal: z.enum(stampSignals),
  PageIndex: z.number().int(),
  X: z.number(),
  Y: z.number(),
  Kuerzel: z.string(),
  Fullname: z.string(),
  TimeStamp: z.string(),
});
export type WorkflowStamp = z.infer<typeof stampSchema>;

export const workflowDetailSchema = workflowListItemSchema.extend({
  DefinitionName: z.string().nullable(),
  Kind: z.enum(workflowKinds),
  Split: z.boolean(),
  Tasks: z.array(taskViewSchema),
  Inquiries: z.array(inquirySummarySchema),
  Files: z.array(workflowFileSchema),
  Stamps: z.array(stampSchema),
  /** What the caller may do now. */
  Can: z.object({
    Lock: z.boolean(),
    Submit: z.boolean(),
    Redirect: z.boolean(),
    Inquiry: z.boolean(),
    CompleteInquiry: z.boolean(),
    CancelInquiry: z.boolean(),
    Postback: z.boolean(),
    DeletePostback: z.boolean(),
    AddFile: z.boolean(),
    Note: z.boolean(),
    EditBooking: z.boolean(),
    Cancel: z.boolean(),
    /** Send the workflow to an external partner user (deep link). */
    Invite: z.boolean(),
  }),
  LockedByMe: z.boolean(),
  ShowHistoryFirst: z.boolean(),
  DeepLink: z.boolean(),
});
export type WorkflowDetail = z.infer<typeof workflowDetailSchema>;

// ── Actions ──

const approveResultInput = z.preprocess(
  (value) => (value === true ? 'Genehmigt' : value === false ? 'Abgelehnt' : value),
  z.enum(approvalResults),
);

export const capIndexEntrySchema = z.object({
  field: z.string().min(1).max(50),
  value: z.string().max(1000),
});

export const submitSchema = z.object({
  /** The document the client shows; must be the workflow's document. */
  sDocUID: z.uuid(),
  /** Free information from the client about the submit (e.g. which task or view). */
  jobInfo: z.string().max(500).default(''),
  /** Capture-mask values saved with the submit. */
  capIndex: z.array(capIndexEntrySchema).max(100).default([]),
  sAnmerkung: workflowNoteSchema.default(''),
  /** Approval result: Genehmigt / Abgelehnt (true / false), Keins for acknowledgements. */
  bApproveResult: approveResultInput.default('Keins'),
  /** The stamp placed with the decision; its signal must agree with the result. */
  stamp: z
    .object({
      Signal: z.enum(stampSignals),
      PageIndex: z.number().int().min(0),
      X: z.number(),
      Y: z.number(),
    })
    .optional(),
  expectedVersion: z.number().int().optional(),
  /** OK in 'Rechnungskontrolle': go on despite a difference between invoice and orders (the remark is appended). */
  ConfirmInvoiceCheck: z.boolean().optional(),
});
export type SubmitInput = z.input<typeof submitSchema>;

export const actionResultSchema = workflowResultSchema(
  z.object({
    Status: z.enum(workflowStatuses),
    Version: z.number().int(),
    ApproveResult: z.enum(approvalResults),
  }),
);
export type ActionResult = z.infer<typeof actionResultSchema>;

export const redirectSchema = z.object({
  InstanceId: z.uuid(),
  Target: recipientSchema,
  sAnmerkung: workflowNoteSchema.default(''),
});

export const rueckfrageSchema = z.object({
  InstanceId: z.uuid(),
  /** What the request is about (shown as its subject). */
  info: z.string().trim().max(255).default(''),
  /** Who is asked. */
  identity: recipientSchema,
  anmerkung: workflowNoteSchema.refine((text) => text.trim().length > 0, 'required'),
  /** Until when an answer is expected. */
  dtElapsed: isoDateTime,
});
export type RueckfrageInput = z.input<typeof rueckfrageSchema>;

export const completeRueckfrageSchema = z.object({
  InstanceId: z.uuid(),
  anmerkung: workflowNoteSchema.refine((text) => text.trim().length > 0, 'required'),
  /** OK in 'Rechnungskontrolle' (see submit). */
  ConfirmInvoiceCheck: z.boolean().optional(),
});
export const cancelRueckfrageSchema = z.object({
  InstanceId: z.uuid(),
  anmerkung: workflowNoteSchema.default(''),
});

export const postbackSchema = z.object({
  InstanceId: z.uuid(),
  postbackType: z.enum(postbackTypes).default('Time'),
  dtPostBackTime: isoDateTime,
  sReason: z.string().trim().max(255).default(''),
  /** What brought the postback about (e.g. the button or rule). */
  sTrigger: z.string().trim().max(100).default('user'),
  sPOSTBACK_CUSTOM_STRING: z.string().max(WORKFLOW_NOTE_MAX_LENGTH).default(''),
});
export type PostbackInput = z.input<typeof postbackSchema>;

export const postbackReasonsSchema = z.object({
  Reasons: z.array(z.string()),
  AnnotationEnabled: z.boolean(),
});

export const lockSchema = z.object({
  InstanceId: z.uuid(),
  expectedVersion: z.number().int().optional(),
  /** Take over a lock held by the user one is deputy for (after LOCKED_BUT_CAN_WORK_AS_DEPUTY). */
  takeOverAsDeputy: z.boolean().default(false),
});

export const lockResultSchema = workflowResultSchema(
  z.object({
    LockResult: z.number().int(),
    Flags: z.array(z.string()),
    LockedBy: z.string().nullable(),
    Version: z.number().int(),
    Status: z.enum(workflowStatuses),
  }),
);
export type LockResponse = z.infer<typeof lockResultSchema>;

export const cancelWorkflowSchema = z.object({ sAnmerkung: workflowNoteSchema.default('') });

export const fileIdParamsSchema = z.object({ id: z.uuid(), fileId: z.uuid() });

// ── Deep links ──

export const createDeepLinkSchema = z.object({
  InstanceId: z.uuid(),
  /** An external workflow user of the master data. */
  ExternalUserId: z.uuid(),
  ExpiresAt: isoDateTime,
});
export const deepLinkSchema = z.object({
  PID: z.uuid(),
  Url: z.string(),
  ExpiresAt: z.string(),
  Name: z.string(),
  Email: z.string(),
});
export const externSessionSchema = z.object({
  SESSION_UID: z.uuid(),
  Url: z.string(),
  ExpiresAt: z.string(),
});
export const deepLinkTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  WF_INSTANCEID: z.uuid(),
  mandantId: z.uuid(),
  Name: z.string(),
});
export type DeepLinkToken = z.infer<typeof deepLinkTokenSchema>;
export const pidParamsSchema = z.object({ pid: z.uuid() });
export const sessionUidParamsSchema = z.object({ sessionUid: z.uuid() });
