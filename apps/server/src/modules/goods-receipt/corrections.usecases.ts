import {
  InvalidView,
  LinkState,
  errorMessage,
  type BuWkData,
  type CorrectionTypeValue,
  type Language,
  type WawiViewChange,
} from '@belegfluss/shared';
import { AppError } from '../../kernel/errors.js';
import type { Db } from '../../kernel/database.js';
import { type GoodsReceiptContext, type WawiActor } from './goods-receipt.context.js';
import { goodsReceiptError } from './goods-receipt.errors.js';
import { effectiveValues } from './goods-receipt.models.js';
import { buWkData } from './goods-receipt.views.js';
import {
  checkCorrection,
  checkSplitQuantity,
  correctedTotals,
  type CorrectionInput,
} from './corrections.models.js';
import { createLinksRepository, type BuWkInsert } from './links.repository.js';
import { createReceiptsRepository, type BuWkRow, type WkRow } from './receipts.repository.js';
import { loadState, stateView } from './wawi-state.usecases.js';

const noPrice = {
  korrekturNettoPreisCt4: null,
  korrekturBruttoPreisCt4: null,
  preisKorrekturGrund: 'NONE',
  preisKorrekturText: '',
  preisKorrekturType: 'NONE',
};
const noQuantity = {
  korrekturMengeMilli: null,
  korrekturMengeArt: null,
  mengeKorrekturGrund: 'NONE',
  mengeKorrekturText: '',
  mengeKorrekturType: 'NONE',
};

/** A link with fewer invoiced than received pieces is incomplete; any correction is a user's confirmation. */
function stateAfterCorrection(wk: WkRow, link: Pick<BuWkRow, 'korrekturMengeMilli'>) {
  return link.korrekturMengeMilli !== null && link.korrekturMengeMilli < wk.mengeMilli
    ? LinkState.LINKED_INCOMPLETE
    : LinkState.LINKED_COMPLETE;
}

/** The totals columns that go with a link's corrections (none without a correction). */
function totalsFor(wk: WkRow, link: BuWkRow): Partial<BuWkInsert> {
  const corrected = link.korrekturMengeMilli !== null || link.korrekturNettoPreisCt4 !== null;
  if (!corrected)
    return { korrekturMwstBp: null, korrekturNettoGesamtCents: null, korrekturBruttoGesamtCents: null };
  return correctedTotals(effectiveValues(wk, link));
}

async function lockedLink(tx: Db, mandantId: string, buWkId: string) {
  const links = createLinksRepository({ db: tx });
  const [row] = await links.findForUpdate(mandantId, [buWkId]);
  if (!row) throw goodsReceiptError.linkNotFound({ buWkId });
  if (row.processedByWfServer) throw goodsReceiptError.linkProcessed({ buWkId });
  const wk = await createReceiptsRepository({ db: tx }).find(mandantId, row.wkId);
  if (!wk) throw goodsReceiptError.lineNotFound({ wkId: row.wkId });
  return { links, row, wk };
}

export function createCorrectionUseCases(ctx: GoodsReceiptContext) {
  return {
    /** correctbuwkentry: a price or quantity correction with its reason; refused as a whole when invalid. */
    async correct(input: CorrectionInput, language: Language): Promise<BuWkData> {
      const checked = checkCorrection(input);
      if (!checked.ok) {
        throw new AppError(
          'goodsreceipt.correction_invalid',
          400,
          undefined,
          checked.issues.map((found) => ({ ...found, message: errorMessage(found.issue, language) })),
        );
      }
      return ctx.db.transaction(async (tx) => {
        const { links, row, wk } = await lockedLink(tx, input.mandantId, input.BuWkId);
        const merged = { ...row, ...checked.changes };
        const updated = await links.update(input.mandantId, row.id, {
          ...checked.changes,
          ...totalsFor(wk, merged),
          korrekturMwstBp: checked.changes.korrekturMwstBp,
          linkState: stateAfterCorrection(wk, merged),
          linkHint: '',
        });
        return buWkData(wk, updated);
      });
    },

    /** resetbuwkcorrectionentries: removes the price (PRICE), quantity (AMOUNT) or both (NONE) corrections. */
    async reset(mandantId: string, buWkIds: string[], type: CorrectionTypeValue): Promise<BuWkData[]> {
      return ctx.db.transaction(async (tx) => {
        const result: BuWkData[] = [];
        for (const buWkId of new Set(buWkIds)) {
          const { links, row, wk } = await lockedLink(tx, mandantId, buWkId);
          const cleared = {
            ...(type !== 'AMOUNT' ? noPrice : {}),
            ...(type !== 'PRICE' ? noQuantity : {}),
          };
          const merged = { ...row, ...cleared } as BuWkRow;
          const updated = await links.update(mandantId, row.id, {
            ...cleared,
            ...totalsFor(wk, merged),
            linkState: stateAfterCorrection(wk, merged),
          });
          result.push(buWkData(wk, updated));
        }
        return result;
      });
    },

    /** splitextweentry: splits a part off an open line (a new line with PARENT_UID, origin SPLIT). */
    async split(mandantId: string, wkId: string, quantity: string) {
      return ctx.db.transaction(async (tx) => {
        const receipts = createReceiptsRepository({ db: tx });
        const [line] = await receipts.findForUpdate(mandantId, [wkId]);
        if (!line) throw goodsReceiptError.lineNotFound({ wkId });
        if (line.linkedDocumentId) throw goodsReceiptError.splitLinked({ wkId });
        if (line.deleteFlag) throw goodsReceiptError.lineDeleted({ wkId });
        const checked = checkSplitQuantity(quantity, line.mengeMilli);
        if (!checked.ok) {
          throw checked.code === 'goodsreceipt.split_quantity_not_numeric'
            ? goodsReceiptError.splitQuantityNotNumeric({ quantity })
            : goodsReceiptError.splitQuantityTooLarge({ quantity });
        }
        const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...copy } = line;
        const parent = await receipts.update(mandantId, line.id, {
          mengeMilli: line.mengeMilli - checked.milli,
        });
        const [split] = await receipts.insert([
          { ...copy, mengeMilli: checked.milli, origin: 'SPLIT', parentUid: line.id, duplicateKey: null },
        ]);
        return { Parent: buWkData(parent as WkRow, null), Split: buWkData(split as WkRow, null) };
      });
    },

    /** resetsplitextweentry: joins a line's split parts back into it, while none of them is linked. */
    async resetSplit(actor: WawiActor, mandantId: string, wkId: string): Promise<WawiViewChange> {
      await ctx.db.transaction(async (tx) => {
        const receipts = createReceiptsRepository({ db: tx });
        const given = await receipts.find(mandantId, wkId);
        if (!given) throw goodsReceiptError.lineNotFound({ wkId });
        const parentId = given.origin === 'SPLIT' && given.parentUid ? given.parentUid : given.id;
        const [parent] = await receipts.findForUpdate(mandantId, [parentId]);
        if (!parent) throw goodsReceiptError.lineNotFound({ wkId: parentId });
        const parts = await receipts.childrenOf(mandantId, parent.id);
        if (parts.length === 0) throw goodsReceiptError.splitNothingToReset({ wkId });
        if ([parent, ...parts].some((line) => line.linkedDocumentId))
          throw goodsReceiptError.splitLinked({ wkId });
        await receipts.deleteLines(
          mandantId,
          parts.map((part) => part.id),
        );
        await receipts.update(mandantId, parent.id, {
          mengeMilli: parent.mengeMilli + parts.reduce((sum, part) => sum + part.mengeMilli, 0),
        });
      });
      return {
        State: stateView(await loadState(ctx, actor.userId, mandantId)),
        InvalidView: InvalidView.INVALID_GRID_VIEW_ALL,
      };
    },
  };
}
