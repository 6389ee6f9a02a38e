import {
  resubmissionDueQuerySchema,
  resubmissionQuerySchema,
  resubmissionSaveSchema,
  resubmissionSchema,
  validateResubmissionDate,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { Dependencies } from '../../app/dependencies.js';
import { getAuth, type App } from '../../app/http.js';
import { assertValid } from '../../app/validation.js';
import { createMandantGuard } from '../master-data/master-data.policies.js';
import { createSettingsRepository } from './settings.repository.js';

/** `/api/man/wiedervorlagen`: resubmission dates per document (document ids come from capture). */
export function registerResubmissionRoutes(app: App, deps: Dependencies) {
  const guard = createMandantGuard(deps);
  const repository = createSettingsRepository(deps);
  const tags = ['wiedervorlagen'];
  const today = () => deps.clock.now().toISOString().slice(0, 10);

  app.get(
    '/api/man/wiedervorlagen/get',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Resubmissions of a document',
        tags,
        querystring: resubmissionQuerySchema,
        response: { 200: z.array(resubmissionSchema) },
      },
    },
    async (request) => {
      await guard.read(getAuth(request), request.query.mandantId);
      return repository.listResubmissions(request.query.mandantId, request.query.documentId);
    },
  );

  app.post(
    '/api/man/wiedervorlagen/save',
    {
      preHandler: app.authenticate,
      schema: {
        summary:
          "Replace a document's resubmissions (date required, not in the past, at most two years ahead)",
        tags,
        body: resubmissionSaveSchema,
        response: { 200: z.array(resubmissionSchema) },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const { mandantId, documentId, entries } = request.body;
      await guard.read(auth, mandantId);
      const kept = await repository.listResubmissions(mandantId, documentId);
      const checked = entries.map((entry, index) => {
        const unchanged = kept.find(
          (existing) => existing.id === entry.id && existing.dueDate === entry.dueDate,
        );
        const result = unchanged
          ? { date: unchanged.dueDate, issues: [] }
          : validateResubmissionDate(entry.dueDate, today(), `entries.${index}.dueDate`);
        const noteIssues =
          entry.note.length > 999 ? [{ path: `entries.${index}.note`, code: 'settings.note_too_long' }] : [];
        return { entry, date: result.date, issues: [...result.issues, ...noteIssues] };
      });
      assertValid(checked.flatMap((item) => item.issues));
      await repository.replaceResubmissions(
        mandantId,
        documentId,
        checked.map(({ entry, date }) => ({ ...entry, dueDate: date as string })),
        auth.userId,
      );
      return repository.listResubmissions(mandantId, documentId);
    },
  );

  app.get(
    '/api/man/wiedervorlagen/due',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Open resubmissions of the Mandant due until a date (default today)',
        tags,
        querystring: resubmissionDueQuerySchema,
        response: { 200: z.array(resubmissionSchema) },
      },
    },
    async (request) => {
      await guard.read(getAuth(request), request.query.mandantId);
      return repository.listDueResubmissions(request.query.mandantId, request.query.until ?? today());
    },
  );
}
