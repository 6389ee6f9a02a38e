import {
  centsToDecimal,
  InquiryState,
  Rights,
  type ApprovalResultValue,
  type InquiryStateValue,
  type InquirySummary,
  type TaskView,
  type WorkflowDetail,
  type WorkflowListItem,
  type WorkflowStatusValue,
} from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { createTenancyDirectory, createUserDirectory } from '../tenancy/index.js';
import {
  displayedInquiryState,
  isFinished,
  isLockedByOther,
  isPostponed,
  transition,
} from './workflow.models.js';
import {
  canCancel,
  canEditBooking,
  canRedirect,
  isInquiryRecipient,
  isInquirySender,
  isParticipant,
  pickActionableTask,
  type WorkflowActor,
} from './workflow.policies.js';
import { createWorkflowRecordsRepository } from './workflow-records.repository.js';
import {
  createWorkflowRepository,
  type InquiryRow,
  type InstanceRow,
  type TaskRow,
} from './workflow.repository.js';

function toInquirySummary(row: InquiryRow, now: Date): InquirySummary {
  return {
    Id: row.id,
    State: displayedInquiryState(row.state as InquiryStateValue, row.expiresAt, now),
    From: row.senderName,
    To: row.recipientName,
    Anmerkung: row.anmerkung,
    Answer: row.answer,
    ExpiresAt: row.expiresAt,
    CreatedAt: row.createdAt,
  };
}

function toTaskView(row: TaskRow): TaskView {
  return {
    Id: row.id,
    StepNo: row.stepNo,
    Role: row.role as TaskView['Role'],
    Kind: row.kind as TaskView['Kind'],
    RecipientKind: row.recipientKind as TaskView['RecipientKind'],
    RecipientId: (row.recipientUserId ?? row.recipientGroupId) as string,
    Recipient: row.recipientName,
    State: row.state as TaskView['State'],
    Result: row.result as TaskView['Result'],
    CompletedBy: row.completedByName,
    CompletedAt: row.completedAt,
    Note: row.note,
  };
}

/** List rows for instances, with the caller's task, current recipients and the latest request. */
export async function buildListItems(
  db: Db,
  actor: WorkflowActor,
  instances: InstanceRow[],
  now: Date,
): Promise<WorkflowListItem[]> {
  if (instances.length === 0) return [];
  const repository = createWorkflowRepository({ db });
  const ids = instances.map((instance) => instance.id);
  const users = createUserDirectory({ db });
  const lockerIds = instances.flatMap((instance) => (instance.lockedBy ? [instance.lockedBy] : []));
  const [openTasks, inquiries, lockerNames, keyRows, principalNames] = await Promise.all([
    repository.listOpenTasks(ids),
    repository.listInquiries(ids),
    users.displayNames(lockerIds),
    createTenancyDirectory({ db }).mandantKeys([...new Set(instances.map((instance) => instance.mandantId))]),
    users.displayNames(actor.principalIds),
  ]);
  const mandantKeys = new Map(keyRows.map((row) => [row.mandantId, row]));
  return instances.map((instance) => {
    const tasks = openTasks.filter((task) => task.instanceId === instance.id);
    const mine = pickActionableTask(actor, tasks);
    const latestInquiry = inquiries.find((inquiry) => inquiry.instanceId === instance.id) ?? null;
    const keys = mandantKeys.get(instance.mandantId);
    return {
      WF_INSTANCEID: instance.id,
      DocID: instance.documentId,
      Kuerzel: instance.starterKuerzel,
      Header: instance.header,
      MandNr: keys?.mandnr ?? 0,
      Kanzlei: keys?.kanzleiNr ?? 0,
      BetriebNr: keys?.betriebnr ?? 0,
      ISPOSTBACKWF: tasks.some((task) => isPostponed(task.postbackUntil, now)),
      WEPruefung: instance.wePruefung,
      mandantId: instance.mandantId,
      Status: instance.status as WorkflowStatusValue,
      ApproveResult: instance.approveResult as ApprovalResultValue,
      Belegdatum: instance.belegDatum,
      Umsatz: instance.umsatzCents === null ? null : centsToDecimal(instance.umsatzCents),
      StartedAt: instance.startedAt,
      CompletedAt: instance.completedAt,
      LockedBy: instance.lockedBy ? (lockerNames.get(instance.lockedBy) ?? null) : null,
      CurrentRecipients: [...new Set(tasks.map((task) => task.recipientName))],
      MyTask: mine
        ? {
            TaskId: mine.task.id,
            Kind: mine.task.kind as 'Genehmigung' | 'Kenntnisnahme',
            OnBehalfOf: mine.onBehalfOf ? (principalNames.get(mine.onBehalfOf) ?? null) : null,
            PostbackUntil: isPostponed(mine.task.postbackUntil, now) ? mine.task.postbackUntil : null,
            PostbackReason: isPostponed(mine.task.postbackUntil, now) ? mine.task.postbackReason : null,
          }
        : null,
      Inquiry: latestInquiry ? toInquirySummary(latestInquiry, now) : null,
      Version: instance.version,
    };
  });
}

/** One workflow with its monitor (tasks), requests, files, stamps and what the caller may do now. */
export async function buildDetail(
  db: Db,
  actor: WorkflowActor,
  instance: InstanceRow,
  now: Date,
): Promise<WorkflowDetail> {
  const repository = createWorkflowRepository({ db });
  const records = createWorkflowRecordsRepository({ db });
  const [[item], tasks, inquiries, files, stamps] = await Promise.all([
    buildListItems(db, actor, [instance], now),
    repository.listTasks(instance.id),
    repository.listInquiries([instance.id]),
    records.listFiles(instance.id),
    records.listStamps(instance.id),
  ]);
  const openInquiry =
    inquiries.find(
      (inquiry) => inquiry.state === InquiryState.Open || inquiry.state === InquiryState.InProgress,
    ) ?? null;
  const status = instance.status as WorkflowStatusValue;
  const mine = pickActionableTask(actor, tasks);
  const lockedByOther = isLockedByOther(instance, actor.userId ?? '', now);
  const allowed = (event: Parameters<typeof transition>[1]) => transition(status, event).ok;
  const working = mine !== null && !lockedByOther && instance.documentId !== null;
  const inquiryRecipient = isInquiryRecipient(actor, openInquiry);
  const postponed = mine !== null && isPostponed(mine.task.postbackUntil, now);
  return {
    ...(item as WorkflowListItem),
    DefinitionName: instance.definitionName,
    Kind: instance.kind as WorkflowDetail['Kind'],
    Split: instance.split,
    Tasks: tasks.map(toTaskView),
    Inquiries: inquiries.map((row) => toInquirySummary(row, now)),
    Files: files.map((file) => ({
      Id: file.id,
      FileName: file.fileName,
      ContentType: file.contentType,
      Size: file.size,
      ColourType: file.colourType,
      AddedBy: file.addedByName,
      AddedAt: file.createdAt,
    })),
    Stamps: stamps.map((stamp) => ({
      Id: stamp.id,
      Signal: stamp.signal as 'Genehmigt' | 'Abgelehnt',
      PageIndex: stamp.pageIndex,
      X: stamp.x,
      Y: stamp.y,
      Kuerzel: stamp.kuerzel,
      Fullname: stamp.fullname,
      TimeStamp: stamp.createdAt,
    })),
    Can: {
      Lock: (working && allowed('lock') && status !== 'INQUIRY') || (inquiryRecipient && !lockedByOther),
      Submit: working && allowed('submit'),
      Redirect: working && allowed('redirect') && canRedirect(actor),
      Inquiry: working && allowed('inquiryInit'),
      CompleteInquiry: inquiryRecipient && allowed('inquiryComplete'),
      CancelInquiry:
        (isInquirySender(actor, openInquiry) || (mine !== null && openInquiry !== null)) &&
        allowed('inquiryCancel'),
      Postback: working && allowed('postback') && !postponed,
      DeletePostback: postponed,
      AddFile:
        !isFinished(status) &&
        actor.kind === 'user' &&
        (mine !== null || inquiryRecipient || canCancel(actor, instance)),
      Note: !isFinished(status),
      EditBooking: (working || inquiryRecipient) && canEditBooking(actor),
      Cancel: !isFinished(status) && canCancel(actor, instance),
      Invite: !isFinished(status) && isParticipant(actor, instance, tasks, openInquiry),
    },
    LockedByMe:
      instance.lockedBy !== null &&
      instance.lockedBy === actor.userId &&
      !isLockedByOther(instance, actor.userId, now),
    ShowHistoryFirst: actor.rights.has(Rights.workflowShowHistoryFirst),
    DeepLink: actor.kind === 'deepLink',
  };
}
