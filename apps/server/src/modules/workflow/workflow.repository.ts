import { and, asc, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { ApprovalResult, TaskState, type Recipient } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { finishedStatuses } from './workflow.models.js';
import { wfInquiryTable, wfInstanceTable, wfTaskTable } from './workflow.tables.js';

export type InstanceRow = typeof wfInstanceTable.$inferSelect;
export type TaskRow = typeof wfTaskTable.$inferSelect;
export type InquiryRow = typeof wfInquiryTable.$inferSelect;
export type NewTask = typeof wfTaskTable.$inferInsert;

/** Instances, tasks and requests of workflows. Build it on a transaction handle to work inside one. */
export function createWorkflowRepository({ db }: { db: Db }) {
  return {
    async insertInstance(values: typeof wfInstanceTable.$inferInsert): Promise<InstanceRow> {
      const [row] = await db.insert(wfInstanceTable).values(values).returning();
      return row as InstanceRow;
    },

    async findInstance(id: string): Promise<InstanceRow | null> {
      const [row] = await db.select().from(wfInstanceTable).where(eq(wfInstanceTable.id, id));
      return row ?? null;
    },

    /** Reads the instance and locks its row until the transaction ends (serialises actions on it). */
    async findInstanceForUpdate(id: string): Promise<InstanceRow | null> {
      const [row] = await db.select().from(wfInstanceTable).where(eq(wfInstanceTable.id, id)).for('update');
      return row ?? null;
    },

    async findInstances(ids: string[]): Promise<InstanceRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(wfInstanceTable).where(inArray(wfInstanceTable.id, ids));
    },

    /** Applies `values` and bumps the version, so clients holding the old version see DATA_MISMATCH. */
    async updateInstance(
      id: string,
      values: Partial<typeof wfInstanceTable.$inferInsert>,
    ): Promise<InstanceRow> {
      const [row] = await db
        .update(wfInstanceTable)
        .set({ ...values, version: sql`${wfInstanceTable.version} + 1`, updatedAt: sql`now()` })
        .where(eq(wfInstanceTable.id, id))
        .returning();
      return row as InstanceRow;
    },

    /** Documents of the Mandant in a running workflow: those among `documentIds`, or all of them. */
    async documentsInRunningWorkflow(mandantId: string, documentIds?: string[]): Promise<string[]> {
      if (documentIds?.length === 0) return [];
      const rows = await db
        .selectDistinct({ documentId: wfInstanceTable.documentId })
        .from(wfInstanceTable)
        .where(
          and(
            eq(wfInstanceTable.mandantId, mandantId),
            documentIds ? inArray(wfInstanceTable.documentId, documentIds) : undefined,
            notInArray(wfInstanceTable.status, [...finishedStatuses]),
          ),
        );
      return rows.flatMap((row) => (row.documentId ? [row.documentId] : []));
    },

    /** Documents among `documentIds` whose latest workflow completed with the result "Abgelehnt". */
    async documentsRejectedInWorkflow(mandantId: string, documentIds: string[]): Promise<string[]> {
      if (documentIds.length === 0) return [];
      const latest = await db
        .selectDistinctOn([wfInstanceTable.documentId], {
          documentId: wfInstanceTable.documentId,
          status: wfInstanceTable.status,
          approveResult: wfInstanceTable.approveResult,
        })
        .from(wfInstanceTable)
        .where(
          and(eq(wfInstanceTable.mandantId, mandantId), inArray(wfInstanceTable.documentId, documentIds)),
        )
        .orderBy(wfInstanceTable.documentId, desc(wfInstanceTable.startedAt), desc(wfInstanceTable.id));
      return latest.flatMap((row) =>
        row.documentId && row.status === 'COMPLETED' && row.approveResult === ApprovalResult.Abgelehnt
          ? [row.documentId]
          : [],
      );
    },

    async insertTasks(values: NewTask[]): Promise<TaskRow[]> {
      if (values.length === 0) return [];
      return db.insert(wfTaskTable).values(values).returning();
    },

    async listTasks(instanceId: string): Promise<TaskRow[]> {
      return db
        .select()
        .from(wfTaskTable)
        .where(eq(wfTaskTable.instanceId, instanceId))
        .orderBy(asc(wfTaskTable.stepNo), asc(wfTaskTable.createdAt));
    },

    async listOpenTasks(instanceIds: string[]): Promise<TaskRow[]> {
      if (instanceIds.length === 0) return [];
      return db
        .select()
        .from(wfTaskTable)
        .where(and(inArray(wfTaskTable.instanceId, instanceIds), eq(wfTaskTable.state, TaskState.Open)));
    },

    async updateTask(id: string, values: Partial<NewTask>): Promise<void> {
      await db.update(wfTaskTable).set(values).where(eq(wfTaskTable.id, id));
    },

    async openWaitingStep(instanceId: string, stepNo: number): Promise<void> {
      await db
        .update(wfTaskTable)
        .set({ state: TaskState.Open, openedAt: sql`now()` })
        .where(
          and(
            eq(wfTaskTable.instanceId, instanceId),
            eq(wfTaskTable.stepNo, stepNo),
            eq(wfTaskTable.state, TaskState.Waiting),
          ),
        );
    },

    async cancelPendingTasks(instanceId: string): Promise<void> {
      await db
        .update(wfTaskTable)
        .set({ state: TaskState.Cancelled, postbackUntil: null })
        .where(
          and(
            eq(wfTaskTable.instanceId, instanceId),
            inArray(wfTaskTable.state, [TaskState.Open, TaskState.Waiting]),
          ),
        );
    },

    async insertInquiry(values: typeof wfInquiryTable.$inferInsert): Promise<InquiryRow> {
      const [row] = await db.insert(wfInquiryTable).values(values).returning();
      return row as InquiryRow;
    },

    async listInquiries(instanceIds: string[]): Promise<InquiryRow[]> {
      if (instanceIds.length === 0) return [];
      return db
        .select()
        .from(wfInquiryTable)
        .where(inArray(wfInquiryTable.instanceId, instanceIds))
        .orderBy(desc(wfInquiryTable.createdAt));
    },

    async findOpenInquiry(instanceId: string): Promise<InquiryRow | null> {
      const [row] = await db
        .select()
        .from(wfInquiryTable)
        .where(
          and(
            eq(wfInquiryTable.instanceId, instanceId),
            inArray(wfInquiryTable.state, ['OPEN', 'IN_PROGRESS']),
          ),
        );
      return row ?? null;
    },

    async updateInquiry(id: string, values: Partial<typeof wfInquiryTable.$inferInsert>): Promise<void> {
      await db.update(wfInquiryTable).set(values).where(eq(wfInquiryTable.id, id));
    },

    /** Open tasks and requests addressed to these users or groups, for the open-requests count. */
    async countOpenRequests(userIds: string[], groupIds: string[]): Promise<number> {
      const taskMatch = or(
        inArray(wfTaskTable.recipientUserId, userIds),
        inArray(wfTaskTable.recipientGroupId, groupIds),
      );
      const inquiryMatch = or(
        inArray(wfInquiryTable.recipientUserId, userIds),
        inArray(wfInquiryTable.recipientGroupId, groupIds),
      );
      const [tasks] = await db
        .select({ count: sql<number>`count(DISTINCT ${wfTaskTable.instanceId})::int` })
        .from(wfTaskTable)
        .where(and(eq(wfTaskTable.state, TaskState.Open), taskMatch));
      const [inquiries] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(wfInquiryTable)
        .where(and(inArray(wfInquiryTable.state, ['OPEN', 'IN_PROGRESS']), inquiryMatch));
      return (tasks?.count ?? 0) + (inquiries?.count ?? 0);
    },
  };
}

export type WorkflowRepository = ReturnType<typeof createWorkflowRepository>;

/** The recipient fields of a task or request row. */
export function recipientColumns(recipient: Recipient) {
  return recipient.Kind === 'User'
    ? { recipientKind: 'User', recipientUserId: recipient.Id, recipientGroupId: null }
    : { recipientKind: 'Group', recipientUserId: null, recipientGroupId: recipient.Id };
}
