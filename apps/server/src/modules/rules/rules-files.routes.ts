import { exportMasksQuerySchema, importMasksResultSchema } from '@belegfluss/shared';
import { z } from 'zod';
import type { App } from '../../kernel/http.js';
import { exportMasks, importMasks } from './rules-templates.usecases.js';
import type { RulesContext } from './rules.context.js';
import type { RulesDependencies } from './rules.dependencies.js';
import { rulesError } from './rules.errors.js';
import { rulesUser } from './rules.http.js';

/** A rule export is small: a few hundred rules are some 100 kB. */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const base = '/api/cap/RuleMan';

const idList = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/** ExportMasks (a JSON file to download) and ImportMasks (one uploaded file → templates). */
export function registerRulesFileRoutes(app: App, deps: RulesDependencies, ctx: RulesContext) {
  app.get(
    `${base}/ExportMasks`,
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'The chosen masks and templates as a rule export file (JSON download)',
        tags: ['capture: rule manager'],
        querystring: exportMasksQuerySchema,
      },
    },
    async (request, reply) => {
      const user = await rulesUser(deps, request, request.query.mandantId);
      const maskIds = idList(request.query.maskIds);
      const templateIds = idList(request.query.templateIds);
      if ([...maskIds, ...templateIds].some((id) => !z.uuid().safeParse(id).success))
        throw rulesError.nothingToExport();
      const file = await exportMasks(ctx, user, { mandantId: request.query.mandantId, maskIds, templateIds });
      const name = `Regelexport-${file.exportedAt.slice(0, 10)}.json`;
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(JSON.stringify(file, null, 2));
    },
  );

  app.post(
    `${base}/ImportMasks`,
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Import a rule export file (one file, multipart) as templates of the Kanzlei',
        tags: ['capture: rule manager'],
        consumes: ['multipart/form-data'],
        querystring: z.object({ mandantId: z.uuid() }),
        response: { 200: importMasksResultSchema },
      },
    },
    async (request) => {
      const user = await rulesUser(deps, request, request.query.mandantId);
      if (!request.isMultipart()) throw rulesError.importFileMissing();
      const part = await request.file({
        limits: { fileSize: Math.min(IMPORT_MAX_BYTES, deps.config.uploadMaxBytes), files: 1 },
      });
      if (!part) throw rulesError.importFileMissing();
      const bytes = await part.toBuffer();
      if (!bytes.length) throw rulesError.importNotRuleExport({ reason: 'empty file' });
      return importMasks(ctx, user, request.query.mandantId, bytes);
    },
  );
}
