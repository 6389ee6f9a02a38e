import { InvalidView, LinkAction, type LinkResult } from '@belegfluss/shared';
import { documentValuesOrThrow, type GoodsReceiptContext, type WawiActor } from './goods-receipt.context.js';
import { parseAccountNumber, umsatzCents } from './goods-receipt.models.js';
import { articleIdentifiers, collectEvidence, decideAutoLinks, type Candidate } from './autolink.models.js';
import { createLinksRepository } from './links.repository.js';
import { createReceiptsRepository, type WkRow } from './receipts.repository.js';
import { LINKS_CHANGED } from './wawi-link.usecases.js';

/** Most open lines one key (order number, article) may bring in; more is no invoice. */
const CANDIDATE_LIMIT = 500;

/** The creditor the document names (Kreditor, else Konto), if it is an account number. */
function creditorOf(values: Partial<Record<string, string>>): number | null {
  const parsed = parseAccountNumber(values.Kreditor || values.Konto || '');
  return typeof parsed === 'number' ? parsed : null;
}

/**
 * AutoDocLink: links the open goods-receipt lines the document points at, by the extracted order
 * reference, the delivery-note number, or the creditor's article numbers/EAN/PZN printed on it;
 * each link is LINKED_AUTO_SAFE when unambiguous, else LINKED_AUTO_UNSAFE with the reasons. Links
 * made earlier stay as they are; every new link gets the area where its article is printed.
 */
export function createAutoLinkUseCase(ctx: GoodsReceiptContext) {
  return async function autoLink(
    actor: WawiActor,
    mandantId: string,
    documentId: string,
  ): Promise<LinkResult> {
    const values = await documentValuesOrThrow(ctx, ctx.db, mandantId, documentId);
    const pages = await ctx.documents.pageTexts(mandantId, documentId);
    const evidence = collectEvidence({
      values,
      pages,
      creditor: creditorOf(values),
      umsatzCents: umsatzCents(values.Betrag),
    });
    return ctx.db.transaction(async (tx) => {
      const receipts = createReceiptsRepository({ db: tx });
      const options = { limit: CANDIDATE_LIMIT };
      const candidates: Candidate[] = [
        ...(await receipts.openByKey(mandantId, 'ident1', evidence.orderNumbers, options)).map(
          (line): Candidate => ({ line, via: 'order' }),
        ),
        ...(await receipts.openByKey(mandantId, 'weScheinNr', evidence.deliveryNotes, options)).map(
          (line): Candidate => ({ line, via: 'note' }),
        ),
      ];
      if (candidates.length === 0 && evidence.creditor !== null && evidence.words.size > 0) {
        const tokens = [...evidence.words.keys()].filter((token) => token.length >= 3 && /\d/.test(token));
        const byArticle = { kreditor: evidence.creditor, limit: CANDIDATE_LIMIT };
        const found = new Map<string, WkRow>();
        for (const column of ['extArtikelNr', 'intArtikelNr', 'ean', 'pzn'] as const) {
          for (const line of await receipts.openByKey(mandantId, column, tokens, byArticle))
            found.set(line.id, line);
        }
        candidates.push(
          ...[...found.values()]
            .filter((line) => articleIdentifiers(line).some((identifier) => evidence.words.has(identifier)))
            .map((line): Candidate => ({ line, via: 'article' })),
        );
      }
      const unique = [...new Map(candidates.map((candidate) => [candidate.line.id, candidate])).values()];
      // Lock the lines and keep those still open: a parallel link of the same line loses here, not on the unique key.
      const stillOpen = new Set(
        (
          await receipts.findForUpdate(
            mandantId,
            unique.map((candidate) => candidate.line.id),
          )
        )
          .filter((line) => line.linkedDocumentId === null && !line.deleteFlag)
          .map((line) => line.id),
      );
      const decided = decideAutoLinks(
        unique.filter((candidate) => stillOpen.has(candidate.line.id)),
        evidence,
      );
      const inserted = await createLinksRepository({ db: tx }).insert(
        decided.map((link) => ({
          mandantId,
          documentId,
          wkId: link.line.id,
          linkState: link.state,
          linkHint: link.hints.join(','),
          kontenvorschlag: link.line.kontoVorschlag,
          splitPageId: link.area?.pageId ?? null,
          splitX0: link.area?.box.x0 ?? null,
          splitY0: link.area?.box.y0 ?? null,
          splitX1: link.area?.box.x1 ?? null,
          splitY1: link.area?.box.y1 ?? null,
          linkedBy: actor.userId,
          linkedByName: actor.fullName,
        })),
      );
      await receipts.setLinkedDocument(
        mandantId,
        inserted.map((row) => row.wkId),
        documentId,
      );
      const safe = inserted.filter((row) => row.linkState === 'LINKED_AUTO_SAFE').length;
      return {
        Changes: inserted.map((row) => ({
          EXT_WE_ID: row.wkId,
          ID_BU_WK: row.id,
          Action: LinkAction.ADD,
          LINK_STATE: row.linkState as LinkResult['Changes'][number]['LINK_STATE'],
        })),
        Safe: safe,
        Unsafe: inserted.length - safe,
        InvalidView: inserted.length ? LINKS_CHANGED : InvalidView.NONE,
      };
    });
  };
}
