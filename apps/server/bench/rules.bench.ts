// `npm run bench -- rules`: extraction of a born-digital invoice with 200 user rules on its mask
// (Anchor and Pattern rules of every field kind, compiled once as the product's port caches them),
// against the same extraction without user rules in the same run. The ratio is ceiling ÷ product:
// the share of the time the built-in extraction alone needs (higher is better).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DocumentText, RuleCore } from '@belegfluss/shared';
import { extractInvoiceData, type ExtractionRule } from '../src/modules/extraction/index.js';
import { createOcrEngine, detectTools } from '../src/modules/ocr/index.js';
import { createRuleMatcher } from '../src/modules/rules/rules.matcher.js';
import { oddLayoutPdf, firstInvoice } from '../src/modules/rules/test/rules-fixtures.js';
import { percentile, report } from './bench-utils.js';

const RULES = 200;
const ROUNDS = 60;
const WARM_UP = 5;
const RATIO_TARGET = 0.25;
const TARGET_MS = 200;

const labels = [
  'Vorgangskennung',
  'Belegzeichen',
  'Kundennummer',
  'Auftrag',
  'Leistungszeitraum',
  'Lieferschein',
  'Bestellung',
  'Projekt',
  'Zahlbar bis',
  'Summe',
];
const fields = [
  'invoiceNumber',
  'invoiceDate',
  'dueDate',
  'deliveryNoteNumber',
  'vatId',
  'grossTotal',
  'netTotal',
  'vatTotal',
  'amountDue',
  'deliveryDateStart',
] as const;

/** 200 rules as a Kanzlei writes them: mostly anchors with a label, some bare patterns, some alternatives. */
function userRules(): ExtractionRule[] {
  return Array.from({ length: RULES }, (_, index) => {
    const label = `${labels[index % labels.length]}${index >= labels.length ? ` ${index}` : ''}`;
    const core: RuleCore =
      index % 10 === 9
        ? {
            type: 'Pattern',
            anchorPattern: '',
            searchPattern: String.raw`\b(XK-\d{4}-[A-Z])\b`,
            searchArea: null,
          }
        : {
            type: 'Anchor',
            anchorPattern: label,
            searchPattern: String.raw`([A-Z0-9][A-Z0-9./-]*)`,
            searchArea: null,
          };
    const alternatives: RuleCore[] =
      index % 7 === 0
        ? [
            {
              type: 'Anchor',
              anchorPattern: `${label} Nr\\.?`,
              searchPattern: String.raw`(\d+)`,
              searchArea: null,
            },
          ]
        : [];
    return createRuleMatcher({
      ref: `Regel 'Bench ${index}' (Mandant 10001)`,
      field: fields[index % fields.length]!,
      score: 0.98,
      variants: [core, ...alternatives],
    });
  });
}

async function p95(document: DocumentText, rules: ExtractionRule[]) {
  const times: number[] = [];
  for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
    const started = performance.now();
    await extractInvoiceData(document, { rules, mandantId: 'bench' });
    if (round >= WARM_UP) times.push(performance.now() - started);
  }
  return percentile(times, 95);
}

const directory = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-rules-bench-'));
try {
  const tools = await detectTools('auto');
  const engine = createOcrEngine({ tools, concurrency: 1 });
  const file = path.join(directory, 'invoice.pdf');
  await writeFile(file, await oddLayoutPdf(firstInvoice));
  const document = await engine.readText(file, { ocr: 'never' });
  const rules = userRules();
  const withRules = await p95(document, rules);
  const bare = await p95(document, []);
  const result = await extractInvoiceData(document, { rules });
  process.stderr.write(
    `invoice number with rules: ${result.fields.invoiceNumber?.value ?? '-'} (${result.fields.invoiceNumber?.rule ?? '-'}); target ≤ ${TARGET_MS} ms\n`,
  );
  report('rules.extract_200_rules_p95_ms', withRules, 'ms');
  report('rules.extract_no_rules_ceiling_p95_ms', bare, 'ms');
  report('rules.extract_200_rules_ratio', bare / withRules, 'ratio');
  process.stdout.write(
    `RATIO rules.extract_200_rules_ratio rules.extract_200_rules_p95_ms rules.extract_no_rules_ceiling_p95_ms ${RATIO_TARGET}\n`,
  );
} finally {
  await rm(directory, { recursive: true, force: true });
}
