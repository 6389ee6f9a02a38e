import {
  buWkDataSchema,
  changeSplitAreaSchema,
  correctBuWkEntrySchema,
  createSplitEntriesResultSchema,
  linkResultSchema,
  linkWkToDocSchema,
  resetCorrectionsSchema,
  resetSplitWkEntrySchema,
  splitWkEntryQuerySchema,
  splitWkEntryResultSchema,
  unlinkWkFromDocSchema,
  wawiDocumentRequestSchema,
  wawiViewChangeSchema,
} from '@belegfluss/shared';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { getAuth, requestLanguage, type App } from '../../kernel/http.js';
import { createAutoLinkUseCase } from './autolink.usecases.js';
import { createBookingProposalUseCase } from './booking-proposals.usecases.js';
import { createCorrectionUseCases } from './corrections.usecases.js';
import { createGoodsReceiptContext, requireWawiAccess } from './goods-receipt.context.js';
import type { GoodsReceiptDependencies } from './goods-receipt.dependencies.js';
import { createWawiLinkUseCases } from './wawi-link.usecases.js';
import { WAWI_BASE, wawiTags } from './wawi-view.routes.js';

/** Linking, auto-link, split areas, corrections, splits and booking proposals under `/api/cap/wawi/*`. */
export function registerWawiLinkRoutes(app: App, deps: GoodsReceiptDependencies) {
  const ctx = createGoodsReceiptContext(deps);
  const links = createWawiLinkUseCases(ctx);
  const autoLink = createAutoLinkUseCase(ctx);
  const corrections = createCorrectionUseCases(ctx);
  const createSplitEntries = createBookingProposalUseCase(ctx);
  const gate = async (request: FastifyRequest, mandantId: string) =>
    (await requireWawiAccess(deps.tenancy, getAuth(request), mandantId)).actor;
  const pre = { preHandler: app.authenticate };

  const post = <S extends z.ZodType<{ mandantId: string }>, R extends z.ZodType>(
    call: string,
    summary: string,
    body: S,
    response: R,
    handler: (
      actor: Awaited<ReturnType<typeof gate>>,
      body: z.output<S>,
      request: FastifyRequest,
    ) => Promise<z.input<R>>,
  ) =>
    app.post(
      `${WAWI_BASE}/${call}`,
      // The helper's signature ties handler and response schema; Fastify sees a plain schema.
      { ...pre, schema: { summary, tags: wawiTags, body, response: { 200: response } } as FastifySchema },
      async (request) => {
        const input = request.body as z.output<S>;
        return handler(await gate(request, input.mandantId), input, request);
      },
    );

  post(
    'AutoDocLink',
    'Link the open orders the document points at',
    wawiDocumentRequestSchema,
    linkResultSchema,
    (actor, body) => autoLink(actor, body.mandantId, body.HeftUID),
  );
  post(
    'LinkWkToDoc',
    'Link goods-receipt lines to the document by hand',
    linkWkToDocSchema,
    linkResultSchema,
    (actor, body) => links.link(actor, body.mandantId, body.HeftUID, body.WkIds),
  );
  post(
    'UnlinkWkFromDoc',
    'Unlink lines from the document',
    unlinkWkFromDocSchema,
    linkResultSchema,
    (_actor, body) => links.unlink(body.mandantId, body.HeftUID, body.BuWkIds),
  );
  post(
    'ChangeSplitArea',
    'Mark (or unmark) where a linked line is printed',
    changeSplitAreaSchema,
    wawiViewChangeSchema,
    (actor, body) => links.changeSplitArea(actor, body.mandantId, body.BuWkId, body.Area),
  );
  post(
    'CreateSplitEntriesFromBuWk',
    'Booking proposals (split lines) from the linked orders',
    wawiDocumentRequestSchema,
    createSplitEntriesResultSchema,
    (actor, body) =>
      createSplitEntries(actor, {
        mandantId: body.mandantId,
        documentId: body.HeftUID,
        clearOwnLines: false,
      }),
  );
  post(
    'CreateSplitEntriesFromBuWkWithClearUserItems',
    "Booking proposals from the linked orders after removing the caller's own split lines",
    wawiDocumentRequestSchema,
    createSplitEntriesResultSchema,
    (actor, body) =>
      createSplitEntries(actor, { mandantId: body.mandantId, documentId: body.HeftUID, clearOwnLines: true }),
  );
  post(
    'resetsplitextweentry',
    'Join the split parts of a line back into it',
    resetSplitWkEntrySchema,
    wawiViewChangeSchema,
    (actor, body) => corrections.resetSplit(actor, body.mandantId, body.WkId),
  );
  post(
    'correctbuwkentry',
    'Correct the price or quantity of a linked line',
    correctBuWkEntrySchema,
    buWkDataSchema,
    (_actor, body, request) => corrections.correct(body, requestLanguage(request)),
  );
  post(
    'resetbuwkcorrectionentries',
    'Remove corrections of linked lines',
    resetCorrectionsSchema,
    z.array(buWkDataSchema),
    (_actor, body) => corrections.reset(body.mandantId, body.BuWkIds, body.Type),
  );

  app.get(
    `${WAWI_BASE}/splitextweentry`,
    {
      ...pre,
      schema: {
        summary: 'Split a part off an open goods-receipt line',
        tags: wawiTags,
        querystring: splitWkEntryQuerySchema,
        response: { 200: splitWkEntryResultSchema },
      },
    },
    async (request) => {
      await gate(request, request.query.mandantId);
      return corrections.split(request.query.mandantId, request.query.WkId, request.query.Menge);
    },
  );
}
