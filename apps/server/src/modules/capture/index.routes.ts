import {
  documentDetailSchema,
  documentQuerySchema,
  indexFieldNames,
  indexFields,
  mandantQuerySchema,
  saveIndexSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { CaptureDependencies } from './capture.dependencies.js';
import type { App } from '../../kernel/http.js';
import { getDocumentDetail } from './capture-documents.usecases.js';
import { saveIndexValuesFromUser } from './capture-corrections.usecases.js';
import { createCaptureContext } from './capture.context.js';
import { createRouteHelpers } from './capture.http.js';
import { captureError } from './capture.errors.js';
import { unreadableValueIssues } from './capture.models.js';

const base = '/api/cap/CapIndex';

/**
 * Capture index helpers `/api/cap/CapIndex/*`: the capture mask (the booking module serves the
 * booking record, `GetSplitColumnDefinition` and the split calculations).
 */
export function registerIndexRoutes(app: App, deps: CaptureDependencies) {
  const ctx = createCaptureContext(deps);
  const route = createRouteHelpers(app, deps, ['capture: index']);

  route.get(`${base}/GetIndexFieldDefinitions`, {
    summary: 'The capture-mask fields with kind, and which are required and active for the Mandant',
    input: mandantQuerySchema,
    output: z.array(
      z.object({
        field: z.enum(indexFieldNames),
        kind: z.string(),
        required: z.boolean(),
        active: z.boolean(),
      }),
    ),
    handler: async (input) => {
      const [required, active] = await Promise.all([
        ctx.settings.requiredFields(input.mandantId),
        ctx.settings.activeFields(input.mandantId),
      ]);
      return indexFieldNames.map((field) => ({
        field,
        kind: indexFields[field],
        required: required.includes(field),
        active: active.includes(field) || required.includes(field),
      }));
    },
  });
  route.get(`${base}/GetIndexData`, {
    summary: 'The capture-mask values of a document with the page area each came from',
    input: documentQuerySchema,
    output: documentDetailSchema.pick({ id: true, status: true, index: true, missingRequiredFields: true }),
    handler: async (input) => getDocumentDetail(ctx, input.mandantId, input.documentId),
  });
  route.post(`${base}/SaveIndexData`, {
    summary:
      'Store capture-mask values as ISO dates and decimal amounts (DD.MM.YYYY and 1.234,56 accepted too); unreadable values are refused with 400 naming the field; status turns green when complete',
    input: saveIndexSchema,
    output: documentDetailSchema,
    handler: (input, actor) => {
      const unreadable = unreadableValueIssues(input.values, (index) => `body.values.${index}.value`);
      if (unreadable.length) throw captureError.indexValueInvalid(unreadable);
      return saveIndexValuesFromUser(ctx, actor, input);
    },
  });
}
