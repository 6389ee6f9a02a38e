import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractInvoiceData } from '../../src/modules/extraction/index.js';
import { createOcrEngine, detectTools, type OcrEngine } from '../../src/modules/ocr/index.js';
import { normalise, type ScoredField } from '../extraction-score.js';
import { generateDocument, generatedSpecs, type DocumentSpec } from './generated-set.js';

const OUTPUT: Record<ScoredField, string> = {
  invoice_number: 'invoiceNumber',
  issue_date: 'invoiceDate',
  currency: 'currency',
  net_total: 'netTotal',
  vat_total: 'vatTotal',
  gross_total: 'grossTotal',
  amount_due: 'amountDue',
  seller_name: 'sellerName',
  seller_vat_id: 'vatId',
  iban: 'iban',
  order_reference: 'orderReference',
  due_date: 'dueDate',
};

let engine: OcrEngine;
let directory: string;
beforeAll(async () => {
  engine = createOcrEngine({ tools: await detectTools('auto'), concurrency: 1 });
  directory = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-generated-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

/** Draws a generated invoice, reads its text layer with poppler and extracts: every printed field must come out. */
async function check(spec: DocumentSpec) {
  const document = await generateDocument(spec);
  const file = path.join(directory, document.name);
  await writeFile(file, document.pdf);
  const result = await extractInvoiceData(await engine.readText(file, { ocr: 'never' }), {
    today: new Date('2026-01-01T00:00:00Z'),
  });
  for (const [field, truth] of Object.entries(document.fields)) {
    if (!truth.visible) continue;
    const name = field as ScoredField;
    const extracted = result.fields[OUTPUT[name] as keyof typeof result.fields]?.value ?? null;
    expect({ field, value: normalise(name, extracted) }).toEqual({
      field,
      value: normalise(name, truth.value),
    });
  }
  return document;
}

describe('generated invoices in German, English, French and Dutch', () => {
  const specs = generatedSpecs(40);
  const find = (test: (spec: DocumentSpec) => boolean) => specs.find(test)!;

  it('reads a German business letter with the address window under the sender line', async () => {
    await check(
      find((spec) => spec.language === 'de' && spec.layout === 'letter' && spec.kind === 'invoice'),
    );
  });

  it('reads a Dutch invoice ("Factuur", "BTW", "Te betalen") and a paid one with 0,00 due', async () => {
    await check(find((spec) => spec.language === 'nl' && spec.kind === 'invoice'));
    const paid = await check(find((spec) => spec.language === 'nl' && spec.kind === 'paid'));
    expect(paid.invoice.dueCents).toBe(0);
  });

  it('reads a receipt: the total line, not the first row of its per-rate tax table', async () => {
    const receipt = await check(find((spec) => spec.layout === 'receipt' && spec.language === 'de'));
    expect(receipt.invoice.rates.length).toBeGreaterThan(0);
  });

  it('reads the currency printed (NZD), never a default', async () => {
    const invoice = await check(find((spec) => spec.country === 'NZ' && spec.kind === 'invoice'));
    expect(invoice.invoice.currency).toBe('NZD');
  });

  it('reads French and English marketplace invoices: seller after "Vendu par"/"Sold by", not the buyer', async () => {
    await check(find((spec) => spec.language === 'fr' && spec.layout === 'marketplace'));
    await check(find((spec) => spec.language === 'en' && spec.layout === 'modern'));
  });
});
