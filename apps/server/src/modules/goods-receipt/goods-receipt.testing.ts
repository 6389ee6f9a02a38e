import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.js';
import { capPageTable } from '../capture/capture.tables.js';
import { createCaller } from '../master-data/testing.js';
import { createCapturedInvoice, multipartBody } from '../workflow/workflow.testing.js';

/** Test helpers of goods-receipt matching: documents with words on their page, calls to /api/cap/wawi. */

/**
 * A captured document whose single page carries the given text lines as words (left to right, one
 * line every 20 points), as OCR or the text layer would leave them.
 */
export async function createDocumentWithText(
  t: TestApp,
  input: { mandantId: string; title: string; index: Record<string, string>; lines: string[] },
) {
  const document = await createCapturedInvoice(t, {
    mandantId: input.mandantId,
    title: input.title,
    index: input.index,
  });
  const words = input.lines.flatMap((line, lineIndex) => {
    let x = 40;
    return line
      .split(/\s+/)
      .filter(Boolean)
      .map((text) => {
        const box = { x0: x, y0: 100 + lineIndex * 20, x1: x + text.length * 6, y1: 110 + lineIndex * 20 };
        x = box.x1 + 8;
        return { text, box, confidence: 1, line: lineIndex };
      });
  });
  await t.deps.db
    .update(capPageTable)
    .set({ text: input.lines.join('\n'), textSource: 'text-layer', words })
    .where(eq(capPageTable.documentId, document.documentId));
  return document;
}

export function wawiCaller(t: TestApp, authorization: string, language = 'de') {
  const caller = createCaller(t, authorization, language);
  return {
    ...caller,
    post: (call: string, body: unknown) => caller.post(`/api/cap/wawi/${call}`, body),
    get: (call: string, query: Record<string, string | number | boolean> = {}) =>
      caller.get(`/api/cap/wawi/${call}`, query),
    async importCsv(mandantId: string, fileName: string, text: string) {
      const body = multipartBody({ mandantId }, [
        { name: 'file', fileName, contentType: 'text/csv', content: Buffer.from(text, 'utf8') },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/cap/wawi/ImportCsv',
        headers: { authorization, 'accept-language': language, ...body.headers },
        payload: body.payload,
      });
    },
  };
}

/** An order file in the product's own columns: order 4711 of creditor 70001 with two lines (1,190.00 gross). */
export const ORDER_CSV = [
  'IDENT1;IDENT2;BESTELL_DATUM;INT_LIEFERANT;EXT_LIEFERANT;EXT_ARTIKEL_NR;EXT_ARTIKEL_BEZ;EAN;MENGE;MENGE_ART;NETTO_PREIS;MWST;BESTELLER;KONTENVORSCHLAG',
  '4711;1;03.02.2026;70001;Mühlenwerke;MEHL-550;Weizenmehl Type 550;4006381333931;10;Sack;50,00;19;Bäcker;3400',
  '4711;2;03.02.2026;70001;Mühlenwerke;HEFE-42;Frischhefe;;20;kg;20,00;19;Bäcker;3400',
].join('\r\n');
