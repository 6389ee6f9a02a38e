import { historyEntryTypeNames, Rights, type HistoryEntry, type Recipient } from '@belegfluss/shared';
import type { Clock } from '../../kernel/clock.js';
import type { Logger } from '../../kernel/logger.js';
import type { Db } from '../../kernel/database.js';
import { appendAuditEvent } from '../audit/index.js';
import type { AuthContext } from '../../kernel/auth-context.js';
import type { TokenService } from '../auth/index.js';
import type { StorageDriver } from '../storage/index.js';
import { createTenancyDirectory, createTenancyRepository, type TenancyRepository } from '../tenancy/index.js';
import { workflowError } from './workflow.errors.js';
import { canViewInstance, type WorkflowActor } from './workflow.policies.js';
import type { DocumentStore, WorkflowPorts } from './workflow.ports.js';
import { createWorkflowRecordsRepository, type HistoryRow } from './workflow-records.repository.js';
import { createWorkflowRepository, type InstanceRow } from './workflow.repository.js';

/** Everything the workflow use cases need, passed in (see workflow.module.ts). */
export type WorkflowContext = {
  db: Db;
  clock: Clock;
  logger: Logger;
  storage: StorageDriver;
  tenancy: TenancyRepository;
  tokens: TokenService;
  ports: WorkflowPorts;
  accessTokenTtlSeconds: number;
};

/** The signed-in user as a workflow actor: groups, deputy principals (active now) and Mandanten. */
export async function loadActor(ctx: WorkflowContext, auth: AuthContext): Promise<WorkflowActor> {
  const user = await ctx.tenancy.findUserById(auth.userId);
  if (!user) throw workflowError.notParticipant();
  const [groupIds, mandanten] = await Promise.all([
    createTenancyDirectory({ db: ctx.db }).groupIdsOf(user.id),
    ctx.tenancy.listAccessibleMandanten(user),
  ]);
  const principalIds = await ctx.ports.deputies.principalsOf(user.id, groupIds, ctx.clock.now());
  return {
    kind: 'user',
    userId: user.id,
    kuerzel: user.kuerzel,
    fullName: user.fullName,
    isAdmin: user.isAdmin,
    rights: auth.rights,
    groupIds,
    principalIds: principalIds.filter((id) => id !== user.id),
    mandantIds: mandanten.map((mandant) => mandant.id),
    kanzleiId: user.kanzleiId,
    deepLinkInstanceId: null,
  };
}

/** An instance the actor may see, or the spec's "workflow no longer available". */
export async function findViewable(db: Db, actor: WorkflowActor, instanceId: string): Promise<InstanceRow> {
  const instance = await createWorkflowRepository({ db }).findInstance(instanceId);
  if (!instance || !canViewInstance(actor, instance)) throw workflowError.notAvailable({ instanceId });
  return instance;
}

/** The capture-mask values of the workflow's document, by field. */
export async function documentValues(
  documents: DocumentStore,
  db: Db,
  instance: InstanceRow,
): Promise<Map<string, string>> {
  if (!instance.documentId) return new Map();
  const rows = await documents.indexValues(db, [instance.documentId]);
  return new Map(rows.map((row) => [row.field, row.value]));
}

export type EventInput = {
  instance: Pick<InstanceRow, 'id' | 'mandantId' | 'documentId'>;
  entryType: number;
  text: string;
  /** Who acted for whom, or from where (deputy, deep link). */
  userInfo?: string;
  /** Audit action `workflow.<verb>` and its data. */
  action: string;
  data?: Record<string, unknown>;
};

/**
 * Records an action: a workflow history entry for the participants and an entry in the GoBD audit
 * trail, both in the caller's transaction so they commit or vanish with the change itself.
 */
export async function recordEvent(
  tx: Db,
  ctx: WorkflowContext,
  actor: WorkflowActor,
  event: EventInput,
): Promise<HistoryRow> {
  const records = createWorkflowRecordsRepository({ db: tx });
  const now = ctx.clock.now();
  const row = await records.insertHistory({
    instanceId: event.instance.id,
    mandantId: event.instance.mandantId,
    documentId: event.instance.documentId,
    entryType: event.entryType,
    userId: actor.userId,
    kuerzel: actor.kuerzel,
    fullname: actor.fullName,
    text: event.text,
    userInfo: event.userInfo ?? '',
    createdAt: now.toISOString(),
  });
  await appendAuditEvent(
    tx,
    {
      mandantId: event.instance.mandantId,
      actorId: actor.userId,
      action: event.action,
      entityType: 'workflow',
      entityId: event.instance.id,
      data: {
        ...event.data,
        historyId: row.id,
        entryType: event.entryType,
        ...(actor.kind === 'deepLink' ? { deepLink: actor.kuerzel } : {}),
      },
    },
    now,
  );
  return row;
}

export function toHistoryEntry(row: HistoryRow): HistoryEntry {
  return {
    GUID: row.id,
    DOC_ID: row.documentId,
    EntryType: row.entryType,
    EntryTypeNames: historyEntryTypeNames(row.entryType),
    Fullname: row.fullname,
    KUERZEL: row.kuerzel,
    TEXT: row.text,
    TIME_STAMP: row.createdAt,
    UserInfo: row.userInfo,
  };
}

/** Names for recipients (users by full name, groups by name), for tasks, requests and history texts. */
export async function recipientNames(tx: Db, recipients: Recipient[]): Promise<Map<string, string>> {
  const directory = createTenancyDirectory({ db: tx });
  const [users, groups] = await Promise.all([
    directory.users(recipients.filter((r) => r.Kind === 'User').map((r) => r.Id)),
    directory.groups(recipients.filter((r) => r.Kind === 'Group').map((r) => r.Id)),
  ]);
  return new Map([
    ...users.map((user) => [user.id, user.fullName] as const),
    ...groups.map((group) => [group.id, group.name] as const),
  ]);
}

/**
 * A recipient may receive workflows of a Mandant when it belongs to the actor's Kanzlei and, for a
 * user, is active, may work in the Mandant and holds the workflow right there.
 */
export async function isAllowedRecipient(
  tx: Db,
  recipient: Recipient,
  mandantId: string,
  kanzleiId: string | null,
): Promise<boolean> {
  const tenancy = createTenancyRepository({ db: tx });
  if (recipient.Kind === 'Group') {
    const [group] = await createTenancyDirectory({ db: tx }).groups([recipient.Id]);
    return Boolean(group && group.kanzleiId === kanzleiId);
  }
  const user = await tenancy.findUserById(recipient.Id);
  if (!user || !user.active || user.kanzleiId !== kanzleiId || user.kind === 'external') return false;
  const mandanten = await tenancy.listAccessibleMandanten(user);
  if (!mandanten.some((mandant) => mandant.id === mandantId)) return false;
  if (user.isAdmin) return true;
  return (await tenancy.listRights(user.id, mandantId)).includes(Rights.canStartWorkflow);
}
