import type { Db } from '../kernel/database.js';
import {
  createCaptureContext,
  createDocumentSummaries,
  getDocumentDetail,
  pageText,
} from '../modules/capture/index.js';
import type { GoodsReceiptDocuments } from '../modules/goods-receipt/index.js';
import type { Dependencies } from './dependencies.js';

/**
 * Goods-receipt matching's view of captured documents over capture's public functions: the mask
 * values (on the given handle, so inside the caller's transaction) and the pages with their words
 * as shown. Capture's context is built from the dependencies that hold this port, hence the getter.
 */
export function createGoodsReceiptDocuments(dependencies: () => Dependencies): GoodsReceiptDocuments {
  let shared: ReturnType<typeof createCaptureContext> | undefined;
  const capture = () => (shared ??= createCaptureContext(dependencies()));

  async function pageList(mandantId: string, documentId: string) {
    const ctx = capture();
    if (!(await ctx.documents.findDocument(mandantId, documentId))) return [];
    const detail = await getDocumentDetail(ctx, mandantId, documentId);
    return detail.pages.map((page, index) => {
      const turned = page.rotation % 180 !== 0;
      return {
        id: page.id,
        index,
        width: turned ? page.height : page.width,
        height: turned ? page.width : page.height,
      };
    });
  }

  return {
    async values(db: Db, mandantId: string, documentId: string) {
      const summaries = createDocumentSummaries({ db });
      const [document] = await summaries.find(mandantId, [documentId]);
      if (!document) return null;
      const values = await summaries.indexValues([documentId]);
      return Object.fromEntries(values.map((entry) => [entry.field, entry.value]));
    },
    pageList,
    async pageTexts(mandantId, documentId) {
      const pages = await pageList(mandantId, documentId);
      return Promise.all(
        pages.map(async (page) => {
          const text = await pageText(capture(), mandantId, page.id);
          return { ...page, words: text.words.map((word) => ({ text: word.text, box: word.box })) };
        }),
      );
    },
  };
}
