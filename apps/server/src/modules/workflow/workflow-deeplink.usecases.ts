import {
  DEEP_LINK_SUBJECT_PREFIX,
  HistoryEntryType,
  WORKFLOW_DEEP_LINK_AUDIENCE,
  type DeepLinkToken,
} from '@belegfluss/shared';
import { recordEvent, type WorkflowContext } from './workflow.context.js';
import { workflowError } from './workflow.errors.js';
import { historyText } from './workflow-history.models.js';
import { isFinished } from './workflow.models.js';
import { canViewInstance, isParticipant, type WorkflowActor } from './workflow.policies.js';
import { createWorkflowRecordsRepository } from './workflow-records.repository.js';
import { createWorkflowRepository } from './workflow.repository.js';

/** An external viewer window's one-time SESSION_UID is good for this long. */
const EXTERN_SESSION_MINUTES = 10;
/** A deep-link session lasts at most this long (and never beyond its link). */
const DEEP_LINK_SESSION_HOURS = 8;

export const DEEP_LINK_ROLE = 'deep_link_wf_view';

/**
 * Deep links to exactly one workflow: WFExtUser/DL/{PID} for external users and
 * WFDocViewer/EXTERN/{SESSION_UID} for an external viewer window. Opening one issues a token with
 * the audience 'WfDeeplink' and a subject starting 'deep_link_user_'; only the workflow routes that
 * accept deep-link sessions take it, and only for that one workflow.
 */
export function createWorkflowDeepLinkUseCases(ctx: WorkflowContext) {
  const now = () => ctx.clock.now();

  async function issueToken(
    linkId: string,
    kind: 'external_user' | 'extern_session',
    singleUse: boolean,
  ): Promise<DeepLinkToken> {
    return ctx.db.transaction(async (tx) => {
      const records = createWorkflowRecordsRepository({ db: tx });
      const link = await records.claimDeepLink(linkId, kind, now(), singleUse);
      if (!link) throw workflowError.deepLinkInvalid();
      const instance = await createWorkflowRepository({ db: tx }).findInstance(link.instanceId);
      if (!instance) throw workflowError.deepLinkInvalid();
      const sessionEnd = Math.min(
        Date.parse(link.expiresAt),
        now().getTime() + DEEP_LINK_SESSION_HOURS * 3_600_000,
      );
      const session = await records.insertDeepLinkSession({
        linkId: link.id,
        instanceId: link.instanceId,
        mandantId: link.mandantId,
        expiresAt: new Date(sessionEnd).toISOString(),
      });
      const ttl = Math.max(
        1,
        Math.min(ctx.accessTokenTtlSeconds, Math.floor((sessionEnd - now().getTime()) / 1000)),
      );
      const { token, issuedAt, expiresAt } = await ctx.tokens.sign(
        {
          sub: `${DEEP_LINK_SUBJECT_PREFIX}${link.id.replace(/-/g, '')}`,
          name: link.name,
          aud: WORKFLOW_DEEP_LINK_AUDIENCE,
          sid: session.id,
          roles: [DEEP_LINK_ROLE],
          doc_read_right: false,
        },
        ttl,
      );
      return {
        access_token: token,
        token_type: 'bearer',
        expires_in: expiresAt - issuedAt,
        WF_INSTANCEID: link.instanceId,
        mandantId: link.mandantId,
        Name: link.name,
      };
    });
  }

  return {
    /** External users the actor may send this workflow to (cross-Mandant ones and their own). */
    async externalUsersFor(actor: WorkflowActor, instanceId: string) {
      const instance = await createWorkflowRepository({ db: ctx.db }).findInstance(instanceId);
      if (!instance || !canViewInstance(actor, instance) || actor.kind !== 'user')
        throw workflowError.notAvailable({ instanceId });
      const users = await ctx.ports.externalUsers.listFor({
        kanzleiId: actor.kanzleiId ?? '',
        mandantId: instance.mandantId,
        userId: actor.userId ?? '',
      });
      return users.map((user) => ({ Id: user.id, Name: user.name, Email: user.email }));
    },

    /** Sends a workflow to an external user of the master data: a link valid until `ExpiresAt`. */
    async createExternalUserLink(
      actor: WorkflowActor,
      input: { InstanceId: string; ExternalUserId: string; ExpiresAt: string },
    ) {
      const expires = new Date(input.ExpiresAt);
      if (expires.getTime() <= now().getTime()) throw workflowError.timeInPast();
      const visible = await this.externalUsersFor(actor, input.InstanceId);
      const externalUser = visible.find((user) => user.Id === input.ExternalUserId);
      if (!externalUser) throw workflowError.externalUserNotFound({ externalUserId: input.ExternalUserId });
      return ctx.db.transaction(async (tx) => {
        const repository = createWorkflowRepository({ db: tx });
        const instance = await repository.findInstanceForUpdate(input.InstanceId);
        if (!instance) throw workflowError.notAvailable({ instanceId: input.InstanceId });
        if (isFinished(instance.status as 'COMPLETED'))
          throw workflowError.finished({ instanceId: instance.id });
        const tasks = await repository.listTasks(instance.id);
        if (!isParticipant(actor, instance, tasks, await repository.findOpenInquiry(instance.id))) {
          throw workflowError.notParticipant({ instanceId: instance.id });
        }
        const link = await createWorkflowRecordsRepository({ db: tx }).insertDeepLink({
          kind: 'external_user',
          instanceId: instance.id,
          mandantId: instance.mandantId,
          externalUserId: externalUser.Id,
          name: externalUser.Name,
          email: externalUser.Email,
          createdBy: actor.userId,
          expiresAt: expires.toISOString(),
        });
        await recordEvent(tx, ctx, actor, {
          instance,
          entryType: HistoryEntryType.SystemNote,
          text: historyText.deepLinkCreated(externalUser.Name, externalUser.Email),
          action: 'workflow.deep_link_created',
          data: { linkId: link.id, externalUserId: externalUser.Id, expiresAt: link.expiresAt },
        });
        return {
          PID: link.id,
          Url: `/#/WFExtUser/DL/${link.id}`,
          ExpiresAt: link.expiresAt,
          Name: link.name,
          Email: link.email,
        };
      });
    },

    /** A one-time SESSION_UID for opening this workflow in an external viewer window. */
    async createExternSession(actor: WorkflowActor, instanceId: string) {
      const instance = await createWorkflowRepository({ db: ctx.db }).findInstance(instanceId);
      if (!instance || !canViewInstance(actor, instance)) throw workflowError.notAvailable({ instanceId });
      const link = await createWorkflowRecordsRepository({ db: ctx.db }).insertDeepLink({
        kind: 'extern_session',
        instanceId: instance.id,
        mandantId: instance.mandantId,
        name: actor.fullName,
        createdBy: actor.userId,
        expiresAt: new Date(now().getTime() + EXTERN_SESSION_MINUTES * 60_000).toISOString(),
      });
      return { SESSION_UID: link.id, Url: `/#/WFDocViewer/EXTERN/${link.id}`, ExpiresAt: link.expiresAt };
    },

    openExternalUserLink: (pid: string) => issueToken(pid, 'external_user', false),
    openExternSession: (sessionUid: string) => issueToken(sessionUid, 'extern_session', true),

    /** The actor behind a deep-link token's session, or null when the session is over. */
    async actorForSession(sessionId: string, subject: string): Promise<WorkflowActor | null> {
      const found = await createWorkflowRecordsRepository({ db: ctx.db }).findLiveDeepLinkSession(
        sessionId,
        now(),
      );
      if (!found) return null;
      return {
        kind: 'deepLink',
        userId: null,
        kuerzel: subject,
        fullName: found.link.name,
        isAdmin: false,
        rights: new Set([DEEP_LINK_ROLE]),
        groupIds: [],
        principalIds: [],
        mandantIds: [found.session.mandantId],
        kanzleiId: null,
        deepLinkInstanceId: found.session.instanceId,
      };
    },
  };
}

export type WorkflowDeepLinkUseCases = ReturnType<typeof createWorkflowDeepLinkUseCases>;
