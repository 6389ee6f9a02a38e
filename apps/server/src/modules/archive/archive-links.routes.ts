import {
  archiveDocumentSchema,
  archiveExternSessionParamsSchema,
  archiveExternSessionSchema,
  auditStatusSchema,
  createArchiveExternSessionSchema,
  deepLinkParamsSchema,
} from '@belegfluss/shared';
import { getAuth, requireAdmin, type App } from '../../kernel/http.js';
import { acknowledgeAuditAlarm, auditTrailStatus, checkAuditTrail } from '../audit/index.js';
import type { ArchiveDependencies } from './archive.dependencies.js';
import { archiveBase } from './archive.http.js';
import { createExternSession, openDeepLink, readExternSession } from './archive-links.usecases.js';

async function statusView(deps: ArchiveDependencies) {
  const { latest, alarm } = await auditTrailStatus(deps);
  return {
    alarm,
    latest: latest && {
      checkedAt: new Date(latest.checkedAt).toISOString(),
      trigger: latest.trigger,
      ok: latest.ok,
      chains: latest.chains,
      entries: latest.entries,
      anchors: latest.anchors,
      problems: latest.problems,
      acknowledged: latest.acknowledgedAt !== null,
    },
  };
}

/** Deep links, external sessions, and the audit-trail alarm administrators see in the archive. */
export function registerArchiveLinkRoutes(app: App, deps: ArchiveDependencies) {
  const schema = (summary: string) => ({ summary, tags: ['archive: links'] });
  const pre = { preHandler: app.authenticate };
  const viewer = `${archiveBase}/ArcDocViewer`;

  app.get(
    `${viewer}/DL/:docUid`,
    {
      ...pre,
      schema: {
        ...schema('Deep link to an archived document (released per user: deep_link_arc_view)'),
        params: deepLinkParamsSchema,
        response: { 200: archiveDocumentSchema },
      },
    },
    (request) => openDeepLink(deps, getAuth(request), request.params.docUid),
  );
  app.post(
    `${viewer}/EXTERN`,
    {
      ...pre,
      schema: {
        ...schema('Opens an external session of archived documents for the signed-in user'),
        body: createArchiveExternSessionSchema,
        response: { 200: archiveExternSessionSchema },
      },
    },
    (request) => createExternSession(deps, getAuth(request), request.body),
  );
  app.get(
    `${viewer}/EXTERN/:sessionUid`,
    {
      ...pre,
      schema: {
        ...schema('The documents of an external session'),
        params: archiveExternSessionParamsSchema,
        response: { 200: archiveExternSessionSchema },
      },
    },
    (request) => readExternSession(deps, getAuth(request), request.params.sessionUid),
  );

  const audit = `${archiveBase}/audit`;
  app.get(
    `${audit}/status`,
    {
      preHandler: [app.authenticate, requireAdmin],
      schema: {
        ...schema('The latest audit-trail check and its alarm'),
        response: { 200: auditStatusSchema },
      },
    },
    () => statusView(deps),
  );
  app.post(
    `${audit}/verify`,
    {
      preHandler: [app.authenticate, requireAdmin],
      schema: { ...schema('Checks the audit trail now'), response: { 200: auditStatusSchema } },
    },
    async () => {
      await checkAuditTrail(deps, 'manual');
      return statusView(deps);
    },
  );
  app.post(
    `${audit}/acknowledge`,
    {
      preHandler: [app.authenticate, requireAdmin],
      schema: { ...schema('Acknowledges the alarm of a failed check'), response: { 200: auditStatusSchema } },
    },
    async (request) => {
      await acknowledgeAuditAlarm(deps, getAuth(request).userId);
      return statusView(deps);
    },
  );
}
