import {
  InvalidView,
  LinkAction,
  LinkState,
  type LinkResult,
  type LinkStateValue,
  type SplitArea,
  type WawiViewChange,
} from '@belegfluss/shared';
import { documentValuesOrThrow, type GoodsReceiptContext, type WawiActor } from './goods-receipt.context.js';
import { goodsReceiptError } from './goods-receipt.errors.js';
import { createLinksRepository } from './links.repository.js';
import { createReceiptsRepository } from './receipts.repository.js';
import { loadState, stateView } from './wawi-state.usecases.js';

/** What a link or unlink makes stale: both grids and the document view with its areas. */
export const LINKS_CHANGED =
  InvalidView.INVALID_GRID_VIEW_ALL | InvalidView.INVALID_GRID_VIEW_DOC | InvalidView.INVALID_DOC_VIEW;

const isAutomatic = (state: string) =>
  state === LinkState.LINKED_AUTO_SAFE || state === LinkState.LINKED_AUTO_UNSAFE;

export function createWawiLinkUseCases(ctx: GoodsReceiptContext) {
  return {
    /**
     * LinkWkToDoc: links goods-receipt lines to the document by hand (LINKED_COMPLETE). A line the
     * auto-link linked to this document is thereby confirmed; one linked to another document, or
     * marked deleted, is refused and nothing is linked.
     */
    async link(
      actor: WawiActor,
      mandantId: string,
      documentId: string,
      wkIds: string[],
    ): Promise<LinkResult> {
      return ctx.db.transaction(async (tx) => {
        await documentValuesOrThrow(ctx, tx, mandantId, documentId);
        const receipts = createReceiptsRepository({ db: tx });
        const links = createLinksRepository({ db: tx });
        const wanted = [...new Set(wkIds)];
        const lines = await receipts.findForUpdate(mandantId, wanted);
        const existing = new Map(
          (await receipts.withLinks(mandantId, wanted)).flatMap(({ wk, link }) =>
            link ? [[wk.id, link]] : [],
          ),
        );
        const changes: LinkResult['Changes'] = [];
        const toInsert = [];
        for (const id of wanted) {
          const line = lines.find((candidate) => candidate.id === id);
          if (!line) throw goodsReceiptError.lineNotFound({ wkId: id });
          const current = existing.get(id);
          if (current && current.documentId !== documentId)
            throw goodsReceiptError.alreadyLinked({ wkId: id });
          if (current) {
            if (isAutomatic(current.linkState)) {
              await links.update(mandantId, current.id, {
                linkState: LinkState.LINKED_COMPLETE,
                linkHint: '',
              });
              changes.push({
                EXT_WE_ID: id,
                ID_BU_WK: current.id,
                Action: LinkAction.ADD,
                LINK_STATE: 'LINKED_COMPLETE',
              });
            }
            continue;
          }
          if (line.deleteFlag) throw goodsReceiptError.lineDeleted({ wkId: id });
          toInsert.push({
            mandantId,
            documentId,
            wkId: id,
            linkState: LinkState.LINKED_COMPLETE,
            kontenvorschlag: line.kontoVorschlag,
            linkedBy: actor.userId,
            linkedByName: actor.fullName,
          });
        }
        const inserted = await links.insert(toInsert);
        await receipts.setLinkedDocument(
          mandantId,
          inserted.map((row) => row.wkId),
          documentId,
        );
        for (const row of inserted) {
          changes.push({
            EXT_WE_ID: row.wkId,
            ID_BU_WK: row.id,
            Action: LinkAction.ADD,
            LINK_STATE: 'LINKED_COMPLETE',
          });
        }
        return {
          Changes: changes,
          Safe: 0,
          Unsafe: 0,
          InvalidView: changes.length ? LINKS_CHANGED : InvalidView.NONE,
        };
      });
    },

    /** UnlinkWkFromDoc: the lines become open again; links finished by an approval stay. */
    async unlink(mandantId: string, documentId: string, buWkIds: string[]): Promise<LinkResult> {
      return ctx.db.transaction(async (tx) => {
        const links = createLinksRepository({ db: tx });
        const rows = await links.findForUpdate(mandantId, [...new Set(buWkIds)]);
        for (const id of new Set(buWkIds)) {
          const row = rows.find((candidate) => candidate.id === id);
          if (!row || row.documentId !== documentId) throw goodsReceiptError.linkNotFound({ buWkId: id });
          if (row.processedByWfServer) throw goodsReceiptError.linkProcessed({ buWkId: id });
        }
        await links.delete(
          mandantId,
          rows.map((row) => row.id),
        );
        await createReceiptsRepository({ db: tx }).setLinkedDocument(
          mandantId,
          rows.map((row) => row.wkId),
          null,
        );
        return {
          Changes: rows.map((row) => ({
            EXT_WE_ID: row.wkId,
            ID_BU_WK: row.id,
            Action: LinkAction.DELETE,
            LINK_STATE: LinkState.UNLINKED as LinkStateValue,
          })),
          Safe: 0,
          Unsafe: 0,
          InvalidView: rows.length ? LINKS_CHANGED : InvalidView.NONE,
        };
      });
    },

    /** ChangeSplitArea: marks where on the document a linked line is printed (or removes the mark). */
    async changeSplitArea(
      actor: WawiActor,
      mandantId: string,
      buWkId: string,
      area: SplitArea | null,
    ): Promise<WawiViewChange> {
      const [found] = await createLinksRepository({ db: ctx.db }).find(mandantId, [buWkId]);
      if (!found) throw goodsReceiptError.linkNotFound({ buWkId });
      if (area) {
        const pages = await ctx.documents.pageList(mandantId, found.link.documentId);
        if (!pages.some((page) => page.id === area.PageUID))
          throw goodsReceiptError.pageNotFound({ pageId: area.PageUID });
      }
      const box = area?.Box;
      await createLinksRepository({ db: ctx.db }).update(mandantId, buWkId, {
        splitPageId: area?.PageUID ?? null,
        splitX0: box ? Math.min(box.x0, box.x1) : null,
        splitY0: box ? Math.min(box.y0, box.y1) : null,
        splitX1: box ? Math.max(box.x0, box.x1) : null,
        splitY1: box ? Math.max(box.y0, box.y1) : null,
      });
      return {
        State: stateView(await loadState(ctx, actor.userId, mandantId)),
        InvalidView: InvalidView.INVALID_DOC_VIEW | InvalidView.INVALID_GRID_VIEW_DOC,
      };
    },
  };
}
