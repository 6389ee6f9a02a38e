import {
  parseAmountToCents,
  settingDefinitions,
  type HistoryEntry,
  type SortCondition,
  type WorkflowCounts,
  type WorkflowDetail,
  type WorkflowList,
  type WorkflowListItem,
  type WorkflowListQuery,
  type workflowSearchSchema,
} from '@belegfluss/shared';
import type { z } from 'zod';
import { createSettingsService } from '../settings/index.js';
import { textSearchIndexFields } from './workflow-index.models.js';
import { toHistoryEntry, type WorkflowContext } from './workflow.context.js';
import { workflowError } from './workflow.errors.js';
import { canViewInstance, type WorkflowActor } from './workflow.policies.js';
import {
  createWorkflowListsRepository,
  mandantenOf,
  type ListAudience,
} from './workflow-lists.repository.js';
import { createWorkflowRecordsRepository } from './workflow-records.repository.js';
import { createWorkflowRepository } from './workflow.repository.js';
import { buildDetail, buildListItems } from './workflow-views.js';

const defaultSort = settingDefinitions.sortCondition.defaultValue;
export const DEFAULT_SORT_CONDITION: SortCondition = {
  SortField: defaultSort.field,
  Ascending: defaultSort.ascending,
};

function audienceOf(actor: WorkflowActor): ListAudience {
  const userId = actor.userId ?? '';
  return {
    userId,
    userIds: [userId, ...actor.principalIds],
    groupIds: actor.groupIds,
    mandantIds: actor.mandantIds,
  };
}

/** The workflow lists (inbox, sent, requests, postponed), counts, chunks, WF Recherche and one workflow. */
export function createWorkflowListUseCases(ctx: WorkflowContext) {
  const now = () => ctx.clock.now();
  const lists = createWorkflowListsRepository({ db: ctx.db });
  const records = createWorkflowRecordsRepository({ db: ctx.db });
  const settings = createSettingsService({ db: ctx.db });

  /**
   * The user's setting `sortCondition` (Einstellungen › Erfassung, the same store as this route's PUT);
   * deep-link users never have one (spec 001, section 6).
   */
  async function sortConditionOf(actor: WorkflowActor): Promise<SortCondition> {
    if (actor.kind !== 'user' || !actor.userId) return DEFAULT_SORT_CONDITION;
    const stored = await settings.get('sortCondition', { userId: actor.userId });
    return { SortField: stored.field, Ascending: stored.ascending };
  }

  return {
    sortConditionOf,

    async setSortCondition(actor: WorkflowActor, condition: SortCondition): Promise<SortCondition> {
      if (actor.kind !== 'user' || !actor.userId) return DEFAULT_SORT_CONDITION;
      const value = { field: condition.SortField, ascending: condition.Ascending };
      await settings.set('sortCondition', { userId: actor.userId }, value, actor.userId);
      return condition;
    },

    async list(actor: WorkflowActor, query: WorkflowListQuery): Promise<WorkflowList> {
      const stored = await sortConditionOf(actor);
      const sort: SortCondition = {
        SortField: query.SortField ?? stored.SortField,
        Ascending: query.Ascending ?? stored.Ascending,
      };
      const { rows, total } = await lists.listPage(
        audienceOf(actor),
        query,
        now(),
        sort,
        query.offset,
        query.limit,
      );
      return { items: await buildListItems(ctx.db, actor, rows, now()), total, SortCondition: sort };
    },

    async counts(actor: WorkflowActor, mandantId: string | undefined): Promise<WorkflowCounts> {
      const audience = audienceOf(actor);
      const count = (filter: WorkflowListQuery['filter'], mailbox: WorkflowListQuery['mailbox']) =>
        lists.countList(audience, { filter, mailbox, mandantId }, now());
      const [invited, postponed, inquiries, sent] = await Promise.all([
        count('InvitedWorkflows', 'Inbox'),
        count('InvitedPostBackWorkflows', 'Inbox'),
        count('Rueckfrage', 'Inbox'),
        count('InvitedWorkflows', 'Sent'),
      ]);
      return {
        InvitedWorkflows: invited,
        InvitedPostBackWorkflows: postponed,
        Rueckfrage: inquiries,
        Sent: sent,
      };
    },

    /** chunks: list rows for the given ids (the client loads long lists piece by piece). */
    async chunks(actor: WorkflowActor, instanceIds: string[]): Promise<WorkflowListItem[]> {
      const instances = (await createWorkflowRepository({ db: ctx.db }).findInstances(instanceIds)).filter(
        (instance) => canViewInstance(actor, instance),
      );
      const order = new Map(instanceIds.map((id, index) => [id, index]));
      instances.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      return buildListItems(ctx.db, actor, instances, now());
    },

    /** WF Recherche: all workflows of the caller's Mandanten matching the criteria. */
    async search(actor: WorkflowActor, input: z.infer<typeof workflowSearchSchema>) {
      const sort = await sortConditionOf(actor);
      const audience = audienceOf(actor);
      const { rows, total } = await lists.searchPage(
        audience,
        input.mandantId,
        {
          text: input.Text,
          documentIdsByText: await ctx.ports.documents.documentIdsWithIndexText(ctx.db, {
            mandantIds: mandantenOf(audience, input.mandantId),
            fields: textSearchIndexFields,
            text: input.Text,
          }),
          statuses: input.Status,
          approveResult: input.ApproveResult,
          startedFrom: input.StartedFrom,
          startedTo: input.StartedTo,
          amountFromCents: input.AmountFrom ? parseAmountToCents(input.AmountFrom) : null,
          amountToCents: input.AmountTo ? parseAmountToCents(input.AmountTo) : null,
          startedBy: input.StartedBy,
          participant: input.Participant,
        },
        sort,
        input.offset,
        input.limit,
      );
      return { items: await buildListItems(ctx.db, actor, rows, now()), total };
    },

    async detail(actor: WorkflowActor, instanceId: string): Promise<WorkflowDetail> {
      const instance = await createWorkflowRepository({ db: ctx.db }).findInstance(instanceId);
      if (!instance || !canViewInstance(actor, instance)) throw workflowError.notAvailable({ instanceId });
      return buildDetail(ctx.db, actor, instance, now());
    },

    async history(actor: WorkflowActor, instanceId: string): Promise<HistoryEntry[]> {
      const instance = await createWorkflowRepository({ db: ctx.db }).findInstance(instanceId);
      if (!instance || !canViewInstance(actor, instance)) throw workflowError.notAvailable({ instanceId });
      return (await records.listHistory(instanceId)).map(toHistoryEntry);
    },

    /** GetOpenWFRequestsCount: open tasks and requests waiting for the caller. */
    async openRequestsCount(actor: WorkflowActor): Promise<number> {
      const audience = audienceOf(actor);
      return createWorkflowRepository({ db: ctx.db }).countOpenRequests(audience.userIds, audience.groupIds);
    },
  };
}

export type WorkflowListUseCases = ReturnType<typeof createWorkflowListUseCases>;
