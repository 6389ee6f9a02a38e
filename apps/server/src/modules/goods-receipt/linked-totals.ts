import type { Db } from '../../kernel/database.js';
import { effectiveValues, totalsOf } from './goods-receipt.models.js';
import { createLinksRepository, type LinkWithLine } from './links.repository.js';

/** A link line's totals in cents: the corrected totals where a correction set them, else quantity × price. */
export function linkTotals({ link, wk }: LinkWithLine): { netCents: number; grossCents: number } {
  const computed = totalsOf(effectiveValues(wk, link));
  return {
    netCents: link.korrekturNettoGesamtCents ?? computed.netCents,
    grossCents: link.korrekturBruttoGesamtCents ?? computed.grossCents,
  };
}

/** The sum of the orders linked to a document (the invoice check compares its gross with the Umsatz). */
export async function linkedTotals(db: Db, mandantId: string, documentId: string) {
  const links = await createLinksRepository({ db }).ofDocument(mandantId, documentId);
  let netCents = 0;
  let grossCents = 0;
  for (const entry of links) {
    const totals = linkTotals(entry);
    netCents += totals.netCents;
    grossCents += totals.grossCents;
  }
  return { count: links.length, netCents, grossCents, links };
}
