import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { TaskState, type SortCondition } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { containsPattern } from '../../kernel/sql.js';
import { wfInquiryTable, wfInstanceTable, wfTaskTable } from './workflow.tables.js';
import type { InstanceRow } from './workflow.repository.js';

export type ListSelection = {
  filter: 'InvitedWorkflows' | 'InvitedPostBackWorkflows' | 'Rueckfrage';
  mailbox: 'Inbox' | 'Sent';
  mandantId?: string | undefined;
};

export type SearchCriteria = {
  text: string;
  /** The documents whose mask values contain `text` (e.g. the Kreditor's name), found by capture. */
  documentIdsByText: string[];
  statuses: string[];
  approveResult: string | undefined;
  startedFrom: string | undefined;
  startedTo: string | undefined;
  amountFromCents: number | null;
  amountToCents: number | null;
  startedBy: string | undefined;
  participant: string | undefined;
};

/** Who a list is for: the user and the users they stand in for, their groups, their Mandanten. */
export type ListAudience = { userId: string; userIds: string[]; groupIds: string[]; mandantIds: string[] };

/** The Mandanten a list or search covers: the one asked for if the audience may see it, else all of theirs. */
export function mandantenOf(audience: ListAudience, mandantId: string | undefined): string[] {
  return mandantId ? audience.mandantIds.filter((id) => id === mandantId) : audience.mandantIds;
}

const openInquiryStates = ['OPEN', 'IN_PROGRESS'];

function taskForAudience(audience: ListAudience) {
  return or(
    inArray(wfTaskTable.recipientUserId, audience.userIds),
    inArray(wfTaskTable.recipientGroupId, audience.groupIds),
  );
}

function inquiryForAudience(audience: ListAudience) {
  return or(
    inArray(wfInquiryTable.recipientUserId, audience.userIds),
    inArray(wfInquiryTable.recipientGroupId, audience.groupIds),
  );
}

function sortOrder(sort: SortCondition): SQL[] {
  const direction = sort.Ascending ? asc : desc;
  const nulls = sql.raw(sort.Ascending ? 'NULLS LAST' : 'NULLS FIRST');
  switch (sort.SortField) {
    case 'DATUM':
      return [
        sql`${wfInstanceTable.belegDatum} ${sql.raw(sort.Ascending ? 'ASC' : 'DESC')} ${nulls}`,
        direction(wfInstanceTable.id),
      ];
    case 'UMSATZ':
      return [
        sql`${wfInstanceTable.umsatzCents} ${sql.raw(sort.Ascending ? 'ASC' : 'DESC')} ${nulls}`,
        direction(wfInstanceTable.id),
      ];
    case 'CREATION_DATE':
      return [direction(wfInstanceTable.startedAt), direction(wfInstanceTable.id)];
  }
}

/** The list queries: which workflows belong to which list, paged and sorted, with their total. */
export function createWorkflowListsRepository({ db }: { db: Db }) {
  const postponed = (now: Date) => gt(wfTaskTable.postbackUntil, now.toISOString());
  const notPostponed = (now: Date) =>
    or(isNull(wfTaskTable.postbackUntil), lte(wfTaskTable.postbackUntil, now.toISOString()));

  const openTaskExists = (audience: ListAudience, extra: SQL | undefined) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(wfTaskTable)
        .where(
          and(
            eq(wfTaskTable.instanceId, wfInstanceTable.id),
            eq(wfTaskTable.state, TaskState.Open),
            taskForAudience(audience),
            extra,
          ),
        ),
    );

  const conditions = {
    invitedInbox: (audience: ListAudience, now: Date) => openTaskExists(audience, notPostponed(now)),
    postponedInbox: (audience: ListAudience, now: Date) => openTaskExists(audience, postponed(now)),
    inquiryInbox: (audience: ListAudience) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(wfInquiryTable)
          .where(
            and(
              eq(wfInquiryTable.instanceId, wfInstanceTable.id),
              inArray(wfInquiryTable.state, openInquiryStates),
              inquiryForAudience(audience),
            ),
          ),
      ),
    invitedSent: (audience: ListAudience) =>
      and(eq(wfInstanceTable.startedBy, audience.userId), isNull(wfInstanceTable.pickedUpAt)),
    postponedSent: (audience: ListAudience, now: Date) =>
      and(
        eq(wfInstanceTable.startedBy, audience.userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(wfTaskTable)
            .where(
              and(
                eq(wfTaskTable.instanceId, wfInstanceTable.id),
                eq(wfTaskTable.state, TaskState.Open),
                postponed(now),
              ),
            ),
        ),
      ),
    inquirySent: (audience: ListAudience) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(wfInquiryTable)
          .where(
            and(
              eq(wfInquiryTable.instanceId, wfInstanceTable.id),
              inArray(wfInquiryTable.state, openInquiryStates),
              eq(wfInquiryTable.senderId, audience.userId),
            ),
          ),
      ),
  };

  /**
   * One page of a list: the ids in sort order (a narrow query), the total apart, then the rows of the
   * page only; carrying whole rows through sorting and counting costs several times more.
   */
  async function page(
    where: SQL | undefined,
    sort: SortCondition,
    offset: number,
    limit: number,
  ): Promise<{ rows: InstanceRow[]; total: number }> {
    const [ordered, total] = await Promise.all([
      db
        .select({ id: wfInstanceTable.id })
        .from(wfInstanceTable)
        .where(where)
        .orderBy(...sortOrder(sort))
        .limit(limit)
        .offset(offset),
      count(where),
    ]);
    if (ordered.length === 0) return { rows: [], total };
    const rows = await db
      .select()
      .from(wfInstanceTable)
      .where(
        inArray(
          wfInstanceTable.id,
          ordered.map((row) => row.id),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { rows: ordered.flatMap((row) => byId.get(row.id) ?? []), total };
  }

  function inMandanten(audience: ListAudience, mandantId: string | undefined): SQL | undefined {
    return inArray(wfInstanceTable.mandantId, mandantenOf(audience, mandantId));
  }

  /** One array parameter, not one per id: a common name may match thousands of documents. */
  function documentAmong(documentIds: string[]): SQL | undefined {
    return documentIds.length
      ? sql`${wfInstanceTable.documentId} = ANY(${sql.param(documentIds)}::uuid[])`
      : undefined;
  }

  async function count(where: SQL | undefined): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(wfInstanceTable)
      .where(where);
    return row?.total ?? 0;
  }

  /** WF Recherche: every workflow of the caller's Mandanten matching the criteria, finished ones too. */
  function searchCondition(criteria: SearchCriteria): SQL | undefined {
    const pattern = containsPattern(criteria.text);
    return and(
      criteria.text
        ? or(
            ilike(wfInstanceTable.header, pattern),
            ilike(wfInstanceTable.starterKuerzel, pattern),
            ilike(wfInstanceTable.definitionName, pattern),
            documentAmong(criteria.documentIdsByText),
          )
        : undefined,
      criteria.statuses.length ? inArray(wfInstanceTable.status, criteria.statuses) : undefined,
      criteria.approveResult ? eq(wfInstanceTable.approveResult, criteria.approveResult) : undefined,
      criteria.startedFrom ? gte(wfInstanceTable.startedAt, `${criteria.startedFrom}T00:00:00Z`) : undefined,
      criteria.startedTo ? sql`${wfInstanceTable.startedAt} < (${criteria.startedTo}::date + 1)` : undefined,
      criteria.amountFromCents !== null
        ? gte(wfInstanceTable.umsatzCents, criteria.amountFromCents)
        : undefined,
      criteria.amountToCents !== null ? lte(wfInstanceTable.umsatzCents, criteria.amountToCents) : undefined,
      criteria.startedBy ? eq(wfInstanceTable.startedBy, criteria.startedBy) : undefined,
      criteria.participant
        ? exists(
            db
              .select({ one: sql`1` })
              .from(wfTaskTable)
              .where(
                and(
                  eq(wfTaskTable.instanceId, wfInstanceTable.id),
                  or(
                    eq(wfTaskTable.recipientUserId, criteria.participant),
                    eq(wfTaskTable.completedBy, criteria.participant),
                  ),
                ),
              ),
          )
        : undefined,
    );
  }

  function listCondition(audience: ListAudience, list: ListSelection, now: Date): SQL | undefined {
    const byList = {
      InvitedWorkflows: {
        Inbox: () => conditions.invitedInbox(audience, now),
        Sent: () => conditions.invitedSent(audience),
      },
      InvitedPostBackWorkflows: {
        Inbox: () => conditions.postponedInbox(audience, now),
        Sent: () => conditions.postponedSent(audience, now),
      },
      Rueckfrage: {
        Inbox: () => conditions.inquiryInbox(audience),
        Sent: () => conditions.inquirySent(audience),
      },
    };
    return and(inMandanten(audience, list.mandantId), byList[list.filter][list.mailbox]());
  }

  return {
    listPage: (
      audience: ListAudience,
      list: ListSelection,
      now: Date,
      sort: SortCondition,
      offset: number,
      limit: number,
    ) => page(listCondition(audience, list, now), sort, offset, limit),

    countList: (audience: ListAudience, list: ListSelection, now: Date) =>
      count(listCondition(audience, list, now)),

    searchPage: (
      audience: ListAudience,
      mandantId: string | undefined,
      criteria: SearchCriteria,
      sort: SortCondition,
      offset: number,
      limit: number,
    ) => page(and(inMandanten(audience, mandantId), searchCondition(criteria)), sort, offset, limit),
  };
}

export type WorkflowListsRepository = ReturnType<typeof createWorkflowListsRepository>;
