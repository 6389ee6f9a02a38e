/** Enumerations of workflow processing (spec 001, section 4). */

/** Result of an approval task. */
export const ApprovalResult = { Keins: 'Keins', Genehmigt: 'Genehmigt', Abgelehnt: 'Abgelehnt' } as const;
export type ApprovalResultValue = (typeof ApprovalResult)[keyof typeof ApprovalResult];
export const approvalResults = Object.values(ApprovalResult) as [
  ApprovalResultValue,
  ...ApprovalResultValue[],
];

/** Workflow history entry types; bit flags, so one entry may carry several (e.g. Approved | UserNote). */
export const HistoryEntryType = {
  None: 0,
  Approved: 1,
  Reject: 2,
  Perusal: 4,
  AddFile: 8,
  DeleteFile: 16,
  Redirect: 32,
  Postback: 64,
  UserNote: 128,
  WFStarted: 256,
  WFFetched: 512,
  SystemNote: 1024,
  Custom: 2048,
} as const;
export type HistoryEntryTypeName = keyof typeof HistoryEntryType;

/** The names of the flags set in `value`, in declaration order (None only for 0). */
export function historyEntryTypeNames(value: number): HistoryEntryTypeName[] {
  if (value === 0) return ['None'];
  return (Object.entries(HistoryEntryType) as [HistoryEntryTypeName, number][])
    .filter(([, flag]) => flag !== 0 && (value & flag) === flag)
    .map(([name]) => name);
}

/** What a recipient is asked to do. */
export const TaskKind = { Genehmigung: 'Genehmigung', Kenntnisnahme: 'Kenntnisnahme' } as const;
export type TaskKindValue = (typeof TaskKind)[keyof typeof TaskKind];
export const taskKinds = Object.values(TaskKind) as [TaskKindValue, ...TaskKindValue[]];

export const RecipientKind = { User: 'User', Group: 'Group' } as const;
export type RecipientKindValue = (typeof RecipientKind)[keyof typeof RecipientKind];
export const recipientKinds = Object.values(RecipientKind) as [RecipientKindValue, ...RecipientKindValue[]];

/** The three workflow lists and the two mailboxes. */
export const WorkflowListFilter = {
  InvitedWorkflows: 'InvitedWorkflows',
  InvitedPostBackWorkflows: 'InvitedPostBackWorkflows',
  Rueckfrage: 'Rueckfrage',
} as const;
export type WorkflowListFilterValue = (typeof WorkflowListFilter)[keyof typeof WorkflowListFilter];
export const workflowListFilters = Object.values(WorkflowListFilter) as [
  WorkflowListFilterValue,
  ...WorkflowListFilterValue[],
];

export const Mailbox = { Inbox: 'Inbox', Sent: 'Sent' } as const;
export type MailboxValue = (typeof Mailbox)[keyof typeof Mailbox];
export const mailboxes = Object.values(Mailbox) as [MailboxValue, ...MailboxValue[]];

/** Result of a lock (check-out) request; bit flags, OK is the absence of every other flag. */
export const LockResult = {
  OK: 0,
  DATA_MISMATCH: 1,
  ALLREADYLOCKED: 2,
  SERVER_NOT_AVAILABLE: 4,
  LOCKED_BUT_CAN_WORK_AS_DEPUTY: 8,
} as const;
export type LockResultName = keyof typeof LockResult;

export function lockResultNames(value: number): LockResultName[] {
  if (value === 0) return ['OK'];
  return (Object.entries(LockResult) as [LockResultName, number][])
    .filter(([, flag]) => flag !== 0 && (value & flag) === flag)
    .map(([name]) => name);
}

/** Kind of an approval workflow definition. */
export const WorkflowKind = {
  None: 'None',
  General: 'General',
  Wait4Order: 'Wait4Order',
  Custom: 'Custom',
} as const;
export type WorkflowKindValue = (typeof WorkflowKind)[keyof typeof WorkflowKind];
export const workflowKinds = Object.values(WorkflowKind) as [WorkflowKindValue, ...WorkflowKindValue[]];

/** How a definition finds its recipients: fixed, from a group chosen at start, or from the document's account. */
export const WorkflowDependency = { None: 'None', Group: 'Group', Account: 'Account' } as const;
export type WorkflowDependencyValue = (typeof WorkflowDependency)[keyof typeof WorkflowDependency];
export const workflowDependencies = Object.values(WorkflowDependency) as [
  WorkflowDependencyValue,
  ...WorkflowDependencyValue[],
];

/** Status of a workflow instance (the spec's message statuses plus the terminal ones). */
export const WorkflowStatus = {
  InProgress: 'IN_PROGRESS',
  Locked: 'LOCKED',
  Redirected: 'REDIRECTED',
  Inquiry: 'INQUIRY',
  InquiryCompleted: 'INQUIRY_COMPLETED',
  InquiryCancelled: 'INQUIRY_CANCELLED',
  Completed: 'COMPLETED',
  Cancelled: 'CANCELLED',
} as const;
export type WorkflowStatusValue = (typeof WorkflowStatus)[keyof typeof WorkflowStatus];
export const workflowStatuses = Object.values(WorkflowStatus) as [
  WorkflowStatusValue,
  ...WorkflowStatusValue[],
];

/** State of one invitation (task) of a workflow. */
export const TaskState = {
  Waiting: 'WAITING',
  Open: 'OPEN',
  Done: 'DONE',
  Redirected: 'REDIRECTED',
  Cancelled: 'CANCELLED',
} as const;
export type TaskStateValue = (typeof TaskState)[keyof typeof TaskState];
export const taskStates = Object.values(TaskState) as [TaskStateValue, ...TaskStateValue[]];

/** State of a request (Rückfrage); EXPIRING is shown for open requests close to or past their expiry. */
export const InquiryState = {
  Open: 'OPEN',
  InProgress: 'IN_PROGRESS',
  Completed: 'COMPLETED',
  Cancelled: 'CANCELLED',
  Expiring: 'EXPIRING',
} as const;
export type InquiryStateValue = (typeof InquiryState)[keyof typeof InquiryState];
export const inquiryStates = Object.values(InquiryState) as [InquiryStateValue, ...InquiryStateValue[]];

/** How a postback (Zurückstellung) was chosen. */
export const PostbackType = { Time: 'Time', Reason: 'Reason', Custom: 'Custom' } as const;
export type PostbackTypeValue = (typeof PostbackType)[keyof typeof PostbackType];
export const postbackTypes = Object.values(PostbackType) as [PostbackTypeValue, ...PostbackTypeValue[]];

/** Sort fields of the workflow list and their captions (Belegdatum, Umsatz, Erstellungsdatum). */
export const WorkflowSortField = {
  DATUM: 'DATUM',
  UMSATZ: 'UMSATZ',
  CREATION_DATE: 'CREATION_DATE',
} as const;
export type WorkflowSortFieldValue = (typeof WorkflowSortField)[keyof typeof WorkflowSortField];
export const workflowSortFields = Object.values(WorkflowSortField) as [
  WorkflowSortFieldValue,
  ...WorkflowSortFieldValue[],
];

/** Cost split modes of a cost allocation line. */
export const CostSplitMode = {
  notSet: 'notSet',
  amount: 'amount',
  percentOfRemaining: 'percentOfRemaining',
  percentOfTotal: 'percentOfTotal',
  RemainingAmount: 'RemainingAmount',
} as const;
export type CostSplitModeValue = (typeof CostSplitMode)[keyof typeof CostSplitMode];
export const costSplitModes = Object.values(CostSplitMode) as [CostSplitModeValue, ...CostSplitModeValue[]];

export const AccountSide = { Auto: 'Auto', SOLL: 'SOLL', HABEN: 'HABEN' } as const;
export const AmountType = { NONE: 'NONE', BRUTTO: 'BRUTTO', NETTO: 'NETTO', STEUER: 'STEUER' } as const;

/** Colour choice when adding a file: original, grey levels, bitonal, ask. An added file defaults to 1. */
export const WorkflowColourType = { Original: 0, Grey: 1, Bitonal: 2, Ask: 3 } as const;
export const DEFAULT_WORKFLOW_COLOUR_TYPE = WorkflowColourType.Grey;

/** Limits and constants of workflow processing. */
export const WORKFLOW_NOTE_MAX_LENGTH = 999;
/** The longest a postback or a request expiry may lie in the future (the spec leaves the value open). */
export const WORKFLOW_MAX_DEFER_DAYS = 365;
/** Open requests whose expiry is this close are shown as EXPIRING. */
export const INQUIRY_EXPIRING_HOURS = 24;
/** A lock nobody touched for this long may be taken over by another recipient. */
export const WORKFLOW_LOCK_STALE_MINUTES = 30;
/** A viewer-dirty check is retried after this delay (spec 001, section 9). */
export const VIEWER_DIRTY_RETRY_MS = 5000;

/** The stamp signals of the viewer; only 'Genehmigt' approves. */
export const StampSignal = { Genehmigt: 'Genehmigt', Abgelehnt: 'Abgelehnt' } as const;
export type StampSignalValue = (typeof StampSignal)[keyof typeof StampSignal];
export const stampSignals = Object.values(StampSignal) as [StampSignalValue, ...StampSignalValue[]];

/** Deep-link sessions carry this audience; the spec recognises them by 'deeplink' in it. */
export const WORKFLOW_DEEP_LINK_AUDIENCE = 'WfDeeplink';
/** Subject prefix of deep-link tokens (spec 000/001: 'deep_link_user_'). */
export const DEEP_LINK_SUBJECT_PREFIX = 'deep_link_user_';

/** The application areas a definition can be built for (the `Modul` field). */
export const workflowModules = ['Workflow', 'Unides', 'Capture'] as const;
export type WorkflowModuleValue = (typeof workflowModules)[number];
