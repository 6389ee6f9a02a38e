import {
  centsToDecimal,
  errorMessage,
  HistoryEntryType,
  parseAmountToCents,
  parseDateInput,
  RecipientKind,
  Rights,
  TaskState,
  WorkflowDependency,
  type Language,
  type Participant,
  type Recipient,
  type sendWorkflowMultiSchema,
} from '@belegfluss/shared';
import type { z } from 'zod';
import type { Db } from '../../kernel/database.js';
import { createTenancyDirectory } from '../tenancy/index.js';
import {
  adHocDefinition,
  planWorkflow,
  validateDefinition,
  type DefinitionShape,
  type Plan,
} from './workflow-definitions.models.js';
import { createWorkflowDefinitionsRepository } from './workflow-definitions.repository.js';
import { isAllowedRecipient, recipientNames, recordEvent, type WorkflowContext } from './workflow.context.js';
import type { DocumentSummary } from './workflow.ports.js';
import { checkRecipients, throwIssue, toDefinitionShape } from './workflow-definitions.usecases.js';
import { workflowError } from './workflow.errors.js';
import { historyText } from './workflow-history.models.js';
import { isFinished } from './workflow.models.js';
import type { WorkflowActor } from './workflow.policies.js';
import { createWorkflowRepository, recipientColumns } from './workflow.repository.js';

type SendInput = z.infer<typeof sendWorkflowMultiSchema>;

/** Index values of the documents that the engine reads: Konto, Belegdatum, Betrag. */
type DocumentFacts = ReturnType<typeof documentFacts>;

function documentFacts(values: { documentId: string; field: string; value: string }[], documentId: string) {
  const of = (field: string) =>
    values.find((value) => value.documentId === documentId && value.field === field)?.value ?? null;
  const date = of('Belegdatum');
  const amount = of('Betrag');
  return {
    konto: of('Konto'),
    belegDatum: date ? parseDateInput(date) : null,
    umsatzCents: amount ? parseAmountToCents(amount) : null,
    kennung: of('Kennung'),
  };
}
/** The definition a start follows: a stored one (with the targets of its account rules) or an ad-hoc one. */
async function resolveDefinition(tx: Db, actor: WorkflowActor, input: SendInput) {
  const definitions = createWorkflowDefinitionsRepository({ db: tx });
  let definition: DefinitionShape;
  let definitionName: string | null = null;
  const known = new Map<string, DefinitionShape>();
  if (input.DefinitionId) {
    const row = await definitions.find(input.mandantId, input.DefinitionId);
    if (!row || (row.kind === 'Custom' && row.createdBy !== actor.userId)) {
      throw workflowError.definitionNotFound({ id: input.DefinitionId });
    }
    definition = toDefinitionShape(row);
    definitionName = row.name;
    if (definition.dependency === WorkflowDependency.Account) {
      const targets = await definitions.findMany(
        input.mandantId,
        definition.accountRules.map((rule) => rule.DefinitionId),
      );
      for (const target of targets) known.set(target.id, toDefinitionShape(target));
    }
  } else {
    definition = adHocDefinition({ users: input.Users, groups: input.Groups, split: input.Split });
    const { issues, warnings } = validateDefinition(definition);
    const [issue] = issues;
    if (issue) throwIssue(issue);
    if (warnings.length > 0 && !input.ConfirmWarnings) {
      throw workflowError.parallelCaptureConflict({ steps: warnings.map((warning) => warning.step) });
    }
  }
  return { definition, definitionName, known };
}

/** Creates one planned workflow for a document: instance, tasks (step 1 open) and the start event. */
async function launch(
  tx: Db,
  ctx: WorkflowContext,
  actor: WorkflowActor,
  input: SendInput,
  start: {
    document: DocumentSummary;
    facts: DocumentFacts;
    plan: Plan;
    definitionName: string | null;
    recipients: Recipient[];
  },
) {
  const { document, facts, plan, definitionName, recipients } = start;
  const now = () => ctx.clock.now();
  const repository = createWorkflowRepository({ db: tx });
  const names = await recipientNames(tx, recipients);
  const instance = await repository.insertInstance({
    mandantId: input.mandantId,
    documentId: document.id,
    definitionId: plan.definitionId,
    definitionName,
    kind: plan.kind,
    split: plan.split,
    header: facts.kennung ? `${facts.kennung} – ${document.title}` : document.title,
    status: 'IN_PROGRESS',
    wePruefung: plan.wePruefung,
    receiver: plan.receiver,
    unreceiver: plan.unreceiver,
    chosenGroupId: input.GroupId ?? null,
    startedBy: actor.userId,
    starterKuerzel: actor.kuerzel,
    startedAt: now().toISOString(),
    belegDatum: facts.belegDatum,
    umsatzCents: facts.umsatzCents,
  });
  await repository.insertTasks(
    plan.tasks.map((task) => ({
      instanceId: instance.id,
      mandantId: input.mandantId,
      stepNo: task.stepNo,
      role: 'step',
      kind: task.kind,
      ...recipientColumns(task.recipient),
      recipientName: names.get(task.recipient.Id) ?? '',
      invoiceCapture: task.invoiceCapture,
      state: task.stepNo === 1 ? TaskState.Open : TaskState.Waiting,
      openedAt: task.stepNo === 1 ? now().toISOString() : null,
    })),
  );
  const firstStep = plan.tasks
    .filter((task) => task.stepNo === 1)
    .map((task) => names.get(task.recipient.Id) ?? '');
  await recordEvent(tx, ctx, actor, {
    instance,
    entryType: HistoryEntryType.WFStarted | (input.sAnmerkung.trim() ? HistoryEntryType.UserNote : 0),
    text: historyText.started(instance.definitionName, firstStep, input.sAnmerkung.trim()),
    action: 'workflow.started',
    data: {
      documentId: document.id,
      definitionId: plan.definitionId,
      kind: plan.kind,
      steps: plan.tasks.length,
    },
  });
  return instance;
}

/** Starting workflows (sendworkflowmulti): recipients, startable documents, the start and the pick-up. */
export function createWorkflowStartUseCases(ctx: WorkflowContext) {
  const now = () => ctx.clock.now();

  return {
    /** Users and groups of the Kanzlei that may receive workflows of the Mandant. */
    async listParticipants(actor: WorkflowActor, mandantId: string): Promise<Participant[]> {
      if (!actor.kanzleiId) return [];
      const directory = createTenancyDirectory({ db: ctx.db });
      const [users, groups] = await Promise.all([
        directory.activeKanzleiUsers(actor.kanzleiId),
        directory.kanzleiGroups(actor.kanzleiId),
      ]);
      const participants: Participant[] = [];
      for (const user of users) {
        if (user.kind === 'external') continue;
        if (!(await isAllowedRecipient(ctx.db, { Kind: 'User', Id: user.id }, mandantId, actor.kanzleiId)))
          continue;
        const rights = await ctx.tenancy.listRights(user.id, mandantId);
        participants.push({
          Kind: RecipientKind.User,
          Id: user.id,
          Name: user.fullName,
          Kuerzel: user.kuerzel,
          CanRedirect: rights.includes(Rights.canRedirectWorkflow),
        });
      }
      for (const group of groups) {
        participants.push({
          Kind: RecipientKind.Group,
          Id: group.id,
          Name: group.name,
          Kuerzel: group.name,
          CanRedirect: false,
        });
      }
      return participants;
    },

    /** Captured documents of the Mandant that can go into a workflow. */
    async listStartable(mandantId: string) {
      const inWorkflow = await createWorkflowRepository({ db: ctx.db }).documentsInRunningWorkflow(mandantId);
      const documents = await ctx.ports.documents.listUnarchived(ctx.db, mandantId, {
        excludeIds: inWorkflow,
        limit: 500,
      });
      const values = await ctx.ports.documents.indexValues(
        ctx.db,
        documents.map((document) => document.id),
      );
      return documents.map((document) => {
        const facts = documentFacts(values, document.id);
        return {
          DocID: document.id,
          Title: document.title,
          StackName: document.stackName,
          Belegdatum: facts.belegDatum,
          Betrag: facts.umsatzCents === null ? null : centsToDecimal(facts.umsatzCents),
          CreatedAt: document.createdAt,
        };
      });
    },

    /** sendworkflowmulti: one workflow per document, by a stored definition or ad hoc. */
    async sendWorkflowMulti(actor: WorkflowActor, input: SendInput) {
      return ctx.db.transaction(async (tx) => {
        const repository = createWorkflowRepository({ db: tx });
        const documents = await ctx.ports.documents.summaries(tx, input.mandantId, input.DocIDs);
        const missing = input.DocIDs.filter((id) => !documents.some((document) => document.id === id));
        if (missing.length > 0) throw workflowError.documentNotFound({ documentIds: missing });
        const busy = [
          ...(await repository.documentsInRunningWorkflow(input.mandantId, input.DocIDs)),
          ...documents.filter((document) => document.archived).map((document) => document.id),
        ];
        if (busy.length > 0) throw workflowError.documentInProcess({ documentIds: busy });

        const { definition, definitionName, known } = await resolveDefinition(tx, actor, input);

        const values = await ctx.ports.documents.indexValues(tx, input.DocIDs);
        const started: { DocID: string; WF_INSTANCEID: string }[] = [];
        for (const document of documents) {
          const facts = documentFacts(values, document.id);
          const planned = planWorkflow(
            definition,
            { chosenGroupId: input.GroupId ?? null, konto: facts.konto },
            (id) => known.get(id) ?? null,
          );
          if (!planned.ok) {
            if (planned.code === 'workflow.group_required') throw workflowError.groupRequired();
            if (planned.code === 'workflow.no_definition_for_account') {
              throw workflowError.noDefinitionForAccount({ documentId: document.id, konto: facts.konto });
            }
            throw workflowError.definitionInvalid({ documentId: document.id });
          }
          const plan: Plan = planned.plan;
          const recipients = [
            ...plan.tasks.map((task) => task.recipient),
            ...(plan.receiver ? [plan.receiver] : []),
            ...(plan.unreceiver ? [plan.unreceiver] : []),
          ];
          await checkRecipients(tx, actor, recipients, input.mandantId);
          const instance = await launch(tx, ctx, actor, input, {
            document,
            facts,
            plan,
            definitionName,
            recipients,
          });
          started.push({ DocID: document.id, WF_INSTANCEID: instance.id });
        }
        return { Result: started, Error: null };
      });
    },

    /** pickUpWorkflows: takes finished workflows off the starter's Sent list. */
    async pickUp(actor: WorkflowActor, instanceIds: string[], language: Language) {
      return ctx.db.transaction(async (tx) => {
        const repository = createWorkflowRepository({ db: tx });
        const instances = await repository.findInstances(instanceIds);
        const pickedUp: string[] = [];
        const refused: string[] = [];
        for (const id of instanceIds) {
          const instance = instances.find((candidate) => candidate.id === id);
          const mayPickUp =
            instance &&
            actor.mandantIds.includes(instance.mandantId) &&
            (instance.startedBy === actor.userId || actor.isAdmin) &&
            isFinished(instance.status as 'COMPLETED') &&
            !instance.pickedUpAt;
          if (!instance || !mayPickUp) {
            refused.push(id);
            continue;
          }
          await repository.updateInstance(instance.id, { pickedUpAt: now().toISOString() });
          await recordEvent(tx, ctx, actor, {
            instance,
            entryType: HistoryEntryType.WFFetched,
            text: historyText.pickedUp(),
            action: 'workflow.picked_up',
          });
          pickedUp.push(id);
        }
        return {
          Result: { PickedUp: pickedUp },
          Error: refused.length
            ? {
                ErrorMsg: `${errorMessage('workflow.not_available', language)} (${refused.join(', ')})`,
                Code: 'workflow.not_available',
              }
            : null,
        };
      });
    },
  };
}

export type WorkflowStartUseCases = ReturnType<typeof createWorkflowStartUseCases>;
