import {
  calcSumRestSchema,
  calculateSplitEntrySchema,
  splitEntryResultSchema,
  sumRestSchema,
} from '@belegfluss/shared';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../kernel/http.js';
import { calcSumRest, calculateSplitEntry, type SplitBasis } from './booking-split.usecases.js';
import type { BookingActor, BookingContext } from './booking.usecases.js';

const base = '/api/cap/CapIndex';

/**
 * The split calculations of the capture mask: `CalcSumRest` and `CalculateSplitEntry` on the gross
 * amount, their ADATA variants on the net amount; with a documentId on its stored booking record.
 */
export function registerBookingSplitRoutes(
  app: App,
  ctx: BookingContext,
  actorOf: (request: FastifyRequest, mandantId: string) => Promise<BookingActor>,
) {
  const schema = (summary: string) => ({ summary, tags: ['capture: booking'] });
  const pre = { preHandler: app.authenticate };
  const variants: [suffix: string, basis: SplitBasis, what: string][] = [
    ['', 'gross', 'gross amount'],
    ['ADATA', 'net', 'net amount (ADATA books net with the tax key)'],
  ];
  for (const [suffix, basis, what] of variants) {
    app.post(
      `${base}/CalcSumRest${suffix}`,
      {
        ...pre,
        schema: {
          ...schema(
            `What is left of the ${what} after the split entries, or after the stored lines of a document's booking`,
          ),
          body: calcSumRestSchema,
          response: { 200: sumRestSchema },
        },
      },
      async (request) => {
        await actorOf(request, request.body.mandantId);
        return calcSumRest(ctx, request.body, basis);
      },
    );
    app.post(
      `${base}/CalculateSplitEntry${suffix}`,
      {
        ...pre,
        schema: {
          ...schema(
            `The ${what} of a new split entry by cost split mode (amount, percent of total or of the rest, remaining amount); with line and documentId stored as a new booking line`,
          ),
          body: calculateSplitEntrySchema,
          response: { 200: splitEntryResultSchema },
        },
      },
      async (request) => {
        const actor = await actorOf(request, request.body.mandantId);
        return calculateSplitEntry(ctx, actor, request.body, basis);
      },
    );
  }
}
