import {
  Rights,
  type AccountRule,
  type DefinitionStepEntry,
  type Recipient,
  type WorkflowDefinition,
  type WorkflowDependencyValue,
  type WorkflowKindValue,
  type buildApproveWfSchema,
} from '@belegfluss/shared';
import type { z } from 'zod';
import { forbidden } from '../../kernel/errors.js';
import type { Db } from '../../kernel/database.js';
import { createUserDirectory } from '../tenancy/index.js';
import {
  definitionRecipients,
  isStorableKind,
  validateDefinition,
  type DefinitionIssue,
  type DefinitionShape,
} from './workflow-definitions.models.js';
import {
  createWorkflowDefinitionsRepository,
  type DefinitionRow,
} from './workflow-definitions.repository.js';
import { isAllowedRecipient, recipientNames, type WorkflowContext } from './workflow.context.js';
import { workflowError } from './workflow.errors.js';
import type { WorkflowActor } from './workflow.policies.js';

type BuildInput = z.infer<typeof buildApproveWfSchema>;

export function toDefinitionShape(row: DefinitionRow): DefinitionShape {
  return {
    id: row.id,
    kind: row.kind as WorkflowKindValue,
    dependency: row.dependency as WorkflowDependencyValue,
    users: row.users,
    groups: row.groups,
    receiver: row.receiver ?? null,
    unreceiver: row.unreceiver ?? null,
    split: row.split,
    accountRules: row.accountRules,
  };
}

export function throwIssue(issue: DefinitionIssue): never {
  if (issue.code === 'workflow.group_required') throw workflowError.groupRequired();
  if (issue.code === 'workflow.mixed_group_dependency') throw workflowError.mixedGroupDependency();
  throw workflowError.definitionInvalid({ reason: issue.reason });
}

function isAdminLike(actor: WorkflowActor): boolean {
  return actor.isAdmin || actor.rights.has(Rights.canStartVerwaltung);
}
/** Refuses the first recipient that may not receive workflows of the Mandant. */
export async function checkRecipients(
  tx: Db,
  actor: WorkflowActor,
  recipients: Recipient[],
  mandantId: string,
) {
  for (const recipient of recipients) {
    if (!(await isAllowedRecipient(tx, recipient, mandantId, actor.kanzleiId))) {
      throw workflowError.recipientNotAllowed({ target: recipient.Id });
    }
  }
}
/** A stored definition as the client shows it, with recipient and creator names. */
async function toDefinition(db: Db, row: DefinitionRow): Promise<WorkflowDefinition> {
  const shape = toDefinitionShape(row);
  const names = await recipientNames(db, definitionRecipients(shape));
  const named = (entry: DefinitionStepEntry) => ({ ...entry, Name: names.get(entry.Id) ?? '' });
  const namedRecipient = (recipient: Recipient | null) =>
    recipient ? { ...recipient, Name: names.get(recipient.Id) ?? '' } : null;
  const creatorName = row.createdBy
    ? ((await createUserDirectory({ db }).displayNames([row.createdBy])).get(row.createdBy) ?? null)
    : null;
  return {
    Id: row.id,
    mandantId: row.mandantId,
    Name: row.name,
    Modul: row.modul as WorkflowDefinition['Modul'],
    Type: row.kind as WorkflowDefinition['Type'],
    Dependency: row.dependency as WorkflowDefinition['Dependency'],
    Users: row.users.map(named),
    Groups: row.groups.map(named),
    Receiver: namedRecipient(row.receiver ?? null),
    UnReceiver: namedRecipient(row.unreceiver ?? null),
    Split: row.split,
    AccountRules: row.accountRules,
    CreatedBy: creatorName ?? '',
    UpdatedAt: row.updatedAt,
  };
}
/** Approval workflow definitions (buildapprovewf): create or change, list, delete. */
export function createWorkflowDefinitionUseCases(ctx: WorkflowContext) {
  return {
    /** buildapprovewf: creates or changes an approval workflow definition. */
    async buildApproveWf(actor: WorkflowActor, input: BuildInput): Promise<WorkflowDefinition> {
      if (!isStorableKind(input.Type)) throw workflowError.definitionInvalid({ reason: 'kind_none' });
      if (input.Type !== 'Custom' && !isAdminLike(actor))
        throw forbidden({ rights: [Rights.canStartVerwaltung] });
      return ctx.db.transaction(async (tx) => {
        const definitions = createWorkflowDefinitionsRepository({ db: tx });
        const existing = input.Id ? await definitions.find(input.mandantId, input.Id) : null;
        if (input.Id && !existing) throw workflowError.definitionNotFound({ id: input.Id });
        if (existing && existing.kind === 'Custom' && existing.createdBy !== actor.userId && !actor.isAdmin) {
          throw forbidden();
        }
        if (await definitions.nameTaken(input.mandantId, input.Name, input.Id)) {
          throw workflowError.definitionNameExists({ name: input.Name });
        }
        const shape: DefinitionShape = {
          id: input.Id ?? null,
          kind: input.Type,
          dependency: input.Dependency,
          users: input.Users,
          groups: input.Groups,
          receiver: input.Receiver,
          unreceiver: input.UnReceiver,
          split: input.Split,
          accountRules: input.AccountRules,
        };
        const referenced = await definitions.findMany(
          input.mandantId,
          input.AccountRules.map((rule: AccountRule) => rule.DefinitionId),
        );
        const { issues, warnings } = validateDefinition(shape, referenced.map(toDefinitionShape));
        const [issue] = issues;
        if (issue) throwIssue(issue);
        if (warnings.length > 0 && !input.ConfirmWarnings) {
          throw workflowError.parallelCaptureConflict({ steps: warnings.map((warning) => warning.step) });
        }
        await checkRecipients(tx, actor, definitionRecipients(shape), input.mandantId);
        const values = {
          mandantId: input.mandantId,
          name: input.Name,
          modul: input.Modul,
          kind: input.Type,
          dependency: input.Dependency,
          split: input.Split,
          users: input.Users,
          groups: input.Groups,
          receiver: input.Receiver,
          unreceiver: input.UnReceiver,
          accountRules: input.AccountRules,
        };
        const row = existing
          ? await definitions.update(existing.id, values)
          : await definitions.insert({ ...values, createdBy: actor.userId });
        return toDefinition(tx, row);
      });
    },

    async listDefinitions(actor: WorkflowActor, mandantId: string): Promise<WorkflowDefinition[]> {
      const rows = await createWorkflowDefinitionsRepository({ db: ctx.db }).listVisible(
        mandantId,
        actor.userId ?? '',
      );
      return Promise.all(rows.map((row) => toDefinition(ctx.db, row)));
    },

    async deleteDefinition(actor: WorkflowActor, mandantId: string, id: string): Promise<void> {
      const definitions = createWorkflowDefinitionsRepository({ db: ctx.db });
      const row = await definitions.find(mandantId, id);
      if (!row) throw workflowError.definitionNotFound({ id });
      const own = row.kind === 'Custom' && row.createdBy === actor.userId;
      if (!own && !isAdminLike(actor)) throw forbidden();
      const referencedBy = await definitions.referencingAccountDefinitions(mandantId, id);
      if (referencedBy.length > 0)
        throw workflowError.definitionInvalid({ reason: 'referenced', by: referencedBy });
      await definitions.markDeleted(id);
    },
  };
}
