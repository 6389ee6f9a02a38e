import {
  bookingLineColumns,
  creditorMatchSchema,
  documentBookingProposalQuerySchema,
  documentBookingProposalSchema,
  bookingSchema,
  documentQuerySchema,
  mandantQuerySchema,
  Rights,
  saveBookingSchema,
  splitColumnSchema,
} from '@belegfluss/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { getAuth, requestLanguage, type App } from '../../kernel/http.js';
import { requireMandantAccess } from '../tenancy/index.js';
import type { BookingDependencies } from './booking.dependencies.js';
import { matchCreditor } from './booking-creditor.usecases.js';
import { registerBookingSplitRoutes } from './booking-split.routes.js';
import { getBooking, getBookingProposal, saveBooking, type BookingContext } from './booking.usecases.js';

const base = '/api/cap/CapIndex';

/** The gate of every booking call: signed in, the capture right, access to the Mandant named in the call. */
async function bookingActor(deps: BookingDependencies, request: FastifyRequest, mandantId: string) {
  const auth = getAuth(request);
  await requireMandantAccess(deps.tenancy, auth, mandantId, Rights.canStartUnides);
  return {
    userId: auth.userId,
    kuerzel: auth.kuerzel,
    fullName: auth.fullName,
    language: requestLanguage(request),
  };
}

/** The booking record (Kontierung) of a captured document under `/api/cap/CapIndex/*`. */
export function registerBookingRoutes(app: App, deps: BookingDependencies) {
  const ctx: BookingContext = { db: deps.db, clock: deps.clock, ports: deps.bookingPorts };
  const schema = (summary: string) => ({ summary, tags: ['capture: booking'] });
  const pre = { preHandler: app.authenticate };
  registerBookingSplitRoutes(app, ctx, (request, mandantId) => bookingActor(deps, request, mandantId));

  app.get(
    `${base}/GetSplitColumnDefinition`,
    {
      ...pre,
      schema: {
        ...schema('Columns of a booking line (split line) in the split grid'),
        querystring: mandantQuerySchema,
        response: { 200: z.array(splitColumnSchema) },
      },
    },
    async (request) => {
      await bookingActor(deps, request, request.query.mandantId);
      return bookingLineColumns.map((column) => ({ ...column }));
    },
  );
  app.get(
    `${base}/GetBooking`,
    {
      ...pre,
      schema: {
        ...schema('The booking of a document with its rest; defaults per VAT rate while none is stored'),
        querystring: documentQuerySchema,
        response: { 200: bookingSchema },
      },
    },
    async (request) => {
      await bookingActor(deps, request, request.query.mandantId);
      return getBooking(ctx, request.query.mandantId, request.query.documentId);
    },
  );
  app.post(
    `${base}/SaveBooking`,
    {
      ...pre,
      schema: {
        ...schema('Store the booking of a document (all lines at once; refused as a whole on any bad field)'),
        body: saveBookingSchema,
        response: { 200: bookingSchema },
      },
    },
    async (request) => {
      const actor = await bookingActor(deps, request, request.body.mandantId);
      return saveBooking(ctx, actor, request.body);
    },
  );
  app.get(
    `${base}/GetBookingProposal`,
    {
      ...pre,
      schema: {
        ...schema("Lines from the creditor's last booking for this document's amounts"),
        querystring: documentBookingProposalQuerySchema,
        response: { 200: documentBookingProposalSchema },
      },
    },
    async (request) => {
      await bookingActor(deps, request, request.query.mandantId);
      return getBookingProposal(ctx, request.query);
    },
  );
  app.get(
    `${base}/GetCreditorMatch`,
    {
      ...pre,
      schema: {
        ...schema(
          'The Kreditor matched by VAT ID, IBAN or name, an IBAN differing from the stored one, or a new creditor prefilled from the invoice',
        ),
        querystring: documentQuerySchema,
        response: { 200: creditorMatchSchema },
      },
    },
    async (request) => {
      await bookingActor(deps, request, request.query.mandantId);
      return matchCreditor(ctx, request.query);
    },
  );
}
