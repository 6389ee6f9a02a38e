import type { CreateSplitEntriesResult } from '@belegfluss/shared';
import { addBookingLines, type ProposedBookingLine } from '../booking/index.js';
import { createMasterDataService } from '../master-data/index.js';
import { documentValuesOrThrow, type GoodsReceiptContext, type WawiActor } from './goods-receipt.context.js';
import { goodsReceiptError } from './goods-receipt.errors.js';
import {
  compareWithInvoice,
  effectiveValues,
  parseAccountNumber,
  umsatzCents,
} from './goods-receipt.models.js';
import { linkedTotals, linkTotals } from './linked-totals.js';
import { createLinksRepository, type LinkWithLine } from './links.repository.js';

/** The creditor's defaults for lines without their own account proposal or cost centres. */
type CreditorDefaults = { accountNumber: number | null; taxKey: string; kost1: string; kost2: string };

async function creditorDefaults(
  ctx: GoodsReceiptContext,
  mandantId: string,
  creditor: number | null,
): Promise<CreditorDefaults> {
  const none = { accountNumber: null, taxKey: '', kost1: '', kost2: '' };
  if (creditor === null) return none;
  const [learned] = await ctx.booking.bookingPorts.proposals.lastBooking(ctx.db, mandantId, creditor);
  if (learned) {
    return {
      accountNumber: learned.accountNumber,
      taxKey: learned.taxCode,
      kost1: learned.cost1,
      kost2: learned.cost2,
    };
  }
  const account = await createMasterDataService({ db: ctx.db }).getPersonalAccountByNumber(
    mandantId,
    creditor,
  );
  return account
    ? { accountNumber: account.contraAccount, taxKey: '', kost1: account.cost1, kost2: account.cost2 }
    : none;
}

/**
 * The booking lines of the linked lines: one per account proposal, tax key, VAT rate and cost
 * centres, with the sum of their (corrected) totals; the text names the article (and "u. a." when
 * several share the line). Answers the lines and which links went into each.
 */
export function proposedLines(links: LinkWithLine[], defaults: CreditorDefaults) {
  const groups = new Map<string, { line: ProposedBookingLine; linkIds: string[] }>();
  for (const entry of links) {
    const { link, wk } = entry;
    const accountNumber = link.kontenvorschlag ?? wk.kontoVorschlag ?? defaults.accountNumber;
    const taxKey = accountNumber === defaults.accountNumber ? defaults.taxKey : '';
    const kost1 = wk.kost1 || defaults.kost1;
    const kost2 = wk.kost2 || defaults.kost2;
    const rate = effectiveValues(wk, link).mwstBp;
    const key = [accountNumber, taxKey, rate, kost1, kost2].join('|');
    const totals = linkTotals(entry);
    const name = wk.extArtikelBez || wk.intArtikelBez || wk.extArtikelNr || `Bestellung ${wk.ident1}`;
    const group = groups.get(key);
    if (group) {
      group.line.netCents += totals.netCents;
      group.line.grossCents += totals.grossCents;
      group.line.vatCents = group.line.grossCents - group.line.netCents;
      if (!group.line.bookingText.endsWith(' u. a.'))
        group.line.bookingText = `${group.line.bookingText} u. a.`;
      group.linkIds.push(link.id);
    } else {
      groups.set(key, {
        line: {
          accountNumber,
          taxKey,
          vatRateBp: rate,
          netCents: totals.netCents,
          vatCents: totals.grossCents - totals.netCents,
          grossCents: totals.grossCents,
          kost1,
          kost2,
          bookingText: name,
        },
        linkIds: [link.id],
      });
    }
  }
  return [...groups.values()];
}

/**
 * CreateSplitEntriesFromBuWk(WithClearUserItems): booking proposals from the orders linked to the
 * document, written as lines of its booking through the booking module (with the clearing variant
 * the caller's own lines go first). Each link remembers its line (UID_SPLIT) and account proposal.
 */
export function createBookingProposalUseCase(ctx: GoodsReceiptContext) {
  return async function createSplitEntries(
    actor: WawiActor,
    input: { mandantId: string; documentId: string; clearOwnLines: boolean },
  ): Promise<CreateSplitEntriesResult> {
    const values = await documentValuesOrThrow(ctx, ctx.db, input.mandantId, input.documentId);
    const totals = await linkedTotals(ctx.db, input.mandantId, input.documentId);
    if (totals.count === 0) throw goodsReceiptError.noLinkedLines({ documentId: input.documentId });
    const named = parseAccountNumber(values.Kreditor || values.Konto || '');
    const creditor = typeof named === 'number' ? named : (totals.links[0]?.wk.intLieferant ?? null);
    const groups = proposedLines(totals.links, await creditorDefaults(ctx, input.mandantId, creditor));
    // Not inside a transaction of ours: the booking's checks ask master data on the main handle.
    const { lineIds } = await addBookingLines(ctx.booking, actor, {
      mandantId: input.mandantId,
      documentId: input.documentId,
      lines: groups.map((group) => group.line),
      clearOwnLines: input.clearOwnLines,
    });
    await ctx.db.transaction(async (tx) => {
      const links = createLinksRepository({ db: tx });
      for (const [index, group] of groups.entries()) {
        for (const linkId of group.linkIds) {
          await links.update(input.mandantId, linkId, {
            uidSplit: lineIds[index] ?? null,
            kontenvorschlag: group.line.accountNumber,
          });
        }
      }
    });
    const umsatz = umsatzCents(values.Betrag);
    return {
      Result: true,
      Created: groups.length,
      Linked: totals.count,
      SurchargesManual: umsatz !== null && compareWithInvoice(totals.grossCents, umsatz).exceeds,
    };
  };
}
