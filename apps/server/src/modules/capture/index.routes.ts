import {
  calcSumRestSchema,
  calculateSplitEntrySchema,
  centsToDecimal,
  documentDetailSchema,
  documentQuerySchema,
  indexFieldNames,
  indexFields,
  mandantQuerySchema,
  parseAmountToCents,
  saveIndexSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { CaptureDependencies } from './capture.dependencies.js';
import { validationFailed } from '../../kernel/errors.js';
import type { App } from '../../kernel/http.js';
import { getDocumentDetail } from './capture-documents.usecases.js';
import { saveIndexValuesFromUser } from './capture-corrections.usecases.js';
import { createCaptureContext } from './capture.context.js';
import { createRouteHelpers } from './capture.http.js';
import { captureError } from './capture.errors.js';
import { percentOfCents, splitRestCents, unreadableValueIssues } from './capture.models.js';

const base = '/api/cap/CapIndex';

function centsOrThrow(value: string, path: string): number {
  const cents = parseAmountToCents(value);
  if (cents === null)
    throw validationFailed([{ path, issue: 'invalid_amount', message: 'Kein gültiger Betrag' }]);
  return cents;
}

/**
 * Capture index helpers `/api/cap/CapIndex/*`: the capture mask and the split-booking calculations
 * (the booking module serves the booking record and `GetSplitColumnDefinition`).
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
  route.post(`${base}/CalcSumRest`, {
    summary: 'What is left of the total after the split entries',
    input: calcSumRestSchema.extend({ mandantId: z.uuid() }),
    output: z.object({ total: z.string(), distributed: z.string(), rest: z.string() }),
    handler: async (input) => {
      const total = centsOrThrow(input.total, 'body.total');
      input.entries.forEach((entry, index) => centsOrThrow(entry.betrag, `body.entries.${index}.betrag`));
      const rest = splitRestCents(total, input.entries);
      return {
        total: centsToDecimal(total),
        distributed: centsToDecimal(total - rest),
        rest: centsToDecimal(rest),
      };
    },
  });
  route.post(`${base}/CalculateSplitEntry`, {
    summary:
      'The amount of a new split entry by mode: amount, percent of total or remaining, remaining amount',
    input: calculateSplitEntrySchema.extend({ mandantId: z.uuid() }),
    output: z.object({ betrag: z.string(), rest: z.string() }),
    handler: async (input) => {
      const total = centsOrThrow(input.total, 'body.total');
      const rest = splitRestCents(total, input.entries);
      let amount: number | null;
      switch (input.mode) {
        case 'amount':
          amount = centsOrThrow(input.value, 'body.value');
          break;
        case 'percentOfTotal':
          amount = percentOfCents(total, input.value);
          break;
        case 'percentOfRemaining':
          amount = percentOfCents(rest, input.value);
          break;
        case 'RemainingAmount':
          amount = rest;
          break;
        default:
          amount = 0;
      }
      if (amount === null)
        throw validationFailed([
          { path: 'body.value', issue: 'invalid_percent', message: 'Kein gültiger Prozentwert' },
        ]);
      return { betrag: centsToDecimal(amount), rest: centsToDecimal(rest - amount) };
    },
  });
}
