import {
  changeGridViewAllFilterSchema,
  changeMarkModusSchema,
  changeMarkNavigationSchema,
  changeWkSelectionAllSchema,
  changeWkSelectionDocSchema,
  columnOrderSchema,
  docViewModelSchema,
  documentIndexInfosQuerySchema,
  documentIndexInfosSchema,
  gridViewAllDataRequestSchema,
  gridViewAllDataSchema,
  gridViewDocDataSchema,
  integritySchema,
  saveColumnOrderQuerySchema,
  setNewDocumentQuerySchema,
  setNewPageSchema,
  smallestUnlinkedQuerySchema,
  smallestUnlinkedSchema,
  totalPriceSchema,
  wawiDocumentQuerySchema,
  wawiDocumentRequestSchema,
  wawiStateSchema,
  wawiViewChangeSchema,
} from '@belegfluss/shared';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { getAuth, requestLanguage, type App } from '../../kernel/http.js';
import { createGoodsReceiptContext, mandantByNumbers, requireWawiAccess } from './goods-receipt.context.js';
import type { GoodsReceiptDependencies } from './goods-receipt.dependencies.js';
import { createWawiGridUseCases } from './wawi-grid.usecases.js';
import { createWawiStateUseCases } from './wawi-state.usecases.js';

export const WAWI_BASE = '/api/cap/wawi';
export const wawiTags = ['capture: goods receipt (wawi)'];

/** The panel's views and state under `/api/cap/wawi/*` (spec 001): grids, document view, filter, selections. */
export function registerWawiViewRoutes(app: App, deps: GoodsReceiptDependencies) {
  const ctx = createGoodsReceiptContext(deps);
  const state = createWawiStateUseCases(ctx);
  const grid = createWawiGridUseCases(ctx);
  const gate = async (request: FastifyRequest, mandantId: string) =>
    (await requireWawiAccess(deps.tenancy, getAuth(request), mandantId)).actor;
  const schema = (summary: string) => ({ summary, tags: wawiTags });
  const pre = { preHandler: app.authenticate };

  app.get(
    `${WAWI_BASE}/SetNewDocumentAndRebuildState`,
    {
      ...pre,
      schema: {
        ...schema('Turn the panel to a document with the filter built from its index'),
        querystring: setNewDocumentQuerySchema,
        response: { 200: wawiViewChangeSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const mandantId = await mandantByNumbers(deps.tenancy, getAuth(request), {
        kanzlei: query.nKanzlei,
        mandnr: query.nMandNr,
        betriebnr: query.nBetriebNr,
      });
      return state.setNewDocument(await gate(request, mandantId), mandantId, query);
    },
  );
  app.get(
    `${WAWI_BASE}/GetSmallestUnlinkedDateTime`,
    {
      ...pre,
      schema: {
        ...schema('The earliest order date of an open goods-receipt line (of one supplier)'),
        querystring: smallestUnlinkedQuerySchema,
        response: { 200: smallestUnlinkedSchema },
      },
    },
    async (request) => {
      await gate(request, request.query.mandantId);
      return state.smallestUnlinkedDate(request.query.mandantId, request.query.lnKreditor);
    },
  );
  app.get(
    `${WAWI_BASE}/GetDocumentIndexInfos`,
    {
      ...pre,
      schema: {
        ...schema('Konto, Datum and Umsatz of a document and the goods-receipt option'),
        querystring: documentIndexInfosQuerySchema,
        response: { 200: documentIndexInfosSchema },
      },
    },
    async (request) => {
      await gate(request, request.query.mandantId);
      return grid.indexInfos(request.query.mandantId, request.query.sHeftUID);
    },
  );
  app.get(
    `${WAWI_BASE}/GetState`,
    {
      ...pre,
      schema: {
        ...schema("The caller's goods-receipt state context"),
        querystring: z.object({ mandantId: z.uuid() }),
        response: { 200: wawiStateSchema },
      },
    },
    async (request) => state.state(await gate(request, request.query.mandantId), request.query.mandantId),
  );

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
      { ...pre, schema: { ...schema(summary), body, response: { 200: response } } as FastifySchema },
      async (request) => {
        const input = request.body as z.output<S>;
        return handler(await gate(request, input.mandantId), input, request);
      },
    );

  post(
    'ChangeGridViewAllFilter',
    'Change the filter of the grid of all data',
    changeGridViewAllFilterSchema,
    wawiViewChangeSchema,
    (actor, body) => state.changeFilter(actor, body),
  );
  post(
    'GetGridViewAllData',
    'One page of the goods-receipt lines under the filter',
    gridViewAllDataRequestSchema,
    gridViewAllDataSchema,
    (actor, body) => grid.gridAll(actor, body),
  );
  post(
    'GetGridViewDocData',
    'The orders linked to the document',
    wawiDocumentRequestSchema,
    gridViewDocDataSchema,
    (actor, body) => grid.gridDoc(actor, body.mandantId, body.HeftUID),
  );
  post(
    'GetDocViewModel',
    'Pages and marked split areas of the document',
    wawiDocumentRequestSchema,
    docViewModelSchema,
    (actor, body) => grid.docViewModel(actor, body.mandantId, body.HeftUID),
  );
  post(
    'ChangeWkSelectionGridViewAll',
    'Select a row of the grid of all data (exactly one)',
    changeWkSelectionAllSchema,
    wawiViewChangeSchema,
    (actor, body) => state.changeSelectionAll(actor, body.mandantId, body.WkIds),
  );
  post(
    'ChangeWkSelectionGridViewDoc',
    'Select a linked order (exactly one)',
    changeWkSelectionDocSchema,
    wawiViewChangeSchema,
    (actor, body) => state.changeSelectionDoc(actor, body.mandantId, body.BuWkIds),
  );
  post(
    'ChangeMarkModusState',
    'Switch the marking of split areas on or off',
    changeMarkModusSchema,
    wawiViewChangeSchema,
    (actor, body) => state.changeMarkMode(actor, body.mandantId, body.Active),
  );
  post(
    'ChangeMarkNavigationState',
    'Go to the next or previous marked split area',
    changeMarkNavigationSchema,
    wawiViewChangeSchema,
    (actor, body) => state.changeMarkNavigation(actor, body.mandantId, body.Direction),
  );
  post(
    'SetNewPage',
    'Show another page of the document',
    setNewPageSchema,
    wawiViewChangeSchema,
    (actor, body) => state.setNewPage(actor, body.mandantId, body.PageUID),
  );

  const documentGet = <R extends z.ZodType>(
    call: string,
    summary: string,
    response: R,
    handler: (
      query: z.output<typeof wawiDocumentQuerySchema>,
      request: FastifyRequest,
    ) => Promise<z.input<R>>,
  ) =>
    app.get(
      `${WAWI_BASE}/${call}`,
      {
        ...pre,
        schema: {
          ...schema(summary),
          querystring: wawiDocumentQuerySchema,
          response: { 200: response },
        } as FastifySchema,
      },
      async (request) => {
        const query = request.query as z.output<typeof wawiDocumentQuerySchema>;
        await gate(request, query.mandantId);
        return handler(query, request);
      },
    );
  documentGet('checkintegrity', "Problems of the document's links", integritySchema, (query, request) =>
    grid.integrity(query.mandantId, query.HeftUID, requestLanguage(request)),
  );
  documentGet(
    'gettotalpriceoflinkedwe',
    'Totals of the linked orders beside the Umsatz',
    totalPriceSchema,
    (query) => grid.totalPrice(query.mandantId, query.HeftUID),
  );

  app.get(
    `${WAWI_BASE}/getbuwkcolumnorder`,
    {
      ...pre,
      schema: {
        ...schema("The caller's column order of the goods-receipt grid"),
        response: { 200: columnOrderSchema },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      return grid.columnOrder({ userId: auth.userId, kuerzel: auth.kuerzel, fullName: auth.fullName });
    },
  );
  app.get(
    `${WAWI_BASE}/savebuwkcolumnorder`,
    {
      ...pre,
      schema: {
        ...schema("Save the caller's column order (and widths) of the goods-receipt grid"),
        querystring: saveColumnOrderQuerySchema,
        response: { 200: columnOrderSchema },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const actor = { userId: auth.userId, kuerzel: auth.kuerzel, fullName: auth.fullName };
      return grid.saveColumnOrder(actor, request.query.Columns, request.query.Widths);
    },
  );
}
