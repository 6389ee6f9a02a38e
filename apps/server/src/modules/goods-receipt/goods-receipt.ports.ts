import type { Box } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';

/**
 * What goods-receipt matching needs of the captured documents, implemented by the composition root
 * through capture's public functions (`app/goods-receipt-ports.ts`). Calls given a `db` run on that
 * handle, so they take part in the caller's transaction.
 */
export type DocumentPage = {
  id: string;
  index: number;
  /** Page size in points as shown (after turning). */
  width: number;
  height: number;
};

export type DocumentPageText = DocumentPage & {
  /** The page's words with their boxes as shown, in reading order. */
  words: { text: string; box: Box }[];
};

export type GoodsReceiptDocuments = {
  /** The capture-mask values of the Mandant's document by field; null when the Mandant has no such document. */
  values(db: Db, mandantId: string, documentId: string): Promise<Partial<Record<string, string>> | null>;
  /** The document's pages in order (empty for an unknown document). */
  pageList(mandantId: string, documentId: string): Promise<DocumentPage[]>;
  /** The document's pages with their text (text layer or OCR; no words while none is read yet). */
  pageTexts(mandantId: string, documentId: string): Promise<DocumentPageText[]>;
};
