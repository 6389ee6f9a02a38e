// `npm run --silent extract -- [--json] [--explain] [--ocr auto|always|never] [--lang deu|deu+eng|eng|rus] FILE...`
// Runs the product's own pipeline on each file (text layer or OCR, then data extraction; an
// embedded e-invoice XML is never read) and prints one line per file, in the order given.
// `--explain` adds, per field, the candidates the rules proposed, the chosen one and why.
// `--cache DIR` keeps the page texts in DIR between runs (for working on extraction rules).
// `--rules FILE` runs the user rules of a rule export (the rule manager's "Exportieren") first; each
// field's rule then names the rule that found it.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  errorMessage,
  ocrLanguageSets,
  type DocumentText,
  type ExtractionResult,
  type OcrLanguagesValue,
} from '@belegfluss/shared';
import { isAppError } from '../kernel/errors.js';
import { explainInvoiceData } from '../modules/extraction/index.js';
import { createLimiter } from '../modules/ocr/index.js';
import { createOcrEngine } from '../modules/ocr/index.js';
import { detectTools } from '../modules/ocr/index.js';
import { rulesOfExportFile } from '../modules/rules/index.js';

/** The benchmark's field names and the extraction fields they come from. */
const OUTPUT_FIELDS = {
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
} as const;

type Arguments = {
  json: boolean;
  explain: boolean;
  ocr: 'auto' | 'always' | 'never';
  languages: OcrLanguagesValue;
  cache: string | null;
  rules: string | null;
  files: string[];
};

function parseArguments(argv: string[]): Arguments {
  const parsed: Arguments = {
    json: false,
    explain: false,
    ocr: 'auto',
    languages: 'deu',
    cache: null,
    rules: null,
    files: [],
  };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    if (argument === '--json') parsed.json = true;
    else if (argument === '--explain') parsed.explain = true;
    else if (argument === '--ocr') parsed.ocr = argv[++index] as Arguments['ocr'];
    else if (argument === '--lang') parsed.languages = argv[++index] as OcrLanguagesValue;
    else if (argument === '--cache') parsed.cache = argv[++index] ?? null;
    else if (argument === '--rules') parsed.rules = argv[++index] ?? null;
    else if (argument === '--') continue;
    else parsed.files.push(argument);
  }
  if (!['auto', 'always', 'never'].includes(parsed.ocr))
    throw new Error(`--ocr must be auto, always or never`);
  if (!ocrLanguageSets.includes(parsed.languages))
    throw new Error(`--lang must be one of ${ocrLanguageSets.join(', ')}`);
  return parsed;
}

function outputFields(result: ExtractionResult | null) {
  return Object.fromEntries(
    Object.entries(OUTPUT_FIELDS).map(([key, name]) => [key, result?.fields[name]?.value ?? null]),
  );
}

async function readCached(
  args: Arguments,
  file: string,
  read: () => Promise<DocumentText>,
): Promise<DocumentText> {
  if (!args.cache) return read();
  const hash = createHash('sha256')
    .update(await readFile(file))
    .update(`${args.ocr}|${args.languages}`)
    .digest('hex');
  const cached = path.join(args.cache, `${hash}.json`);
  const existing = await readFile(cached, 'utf8').catch(() => null);
  if (existing) return JSON.parse(existing) as DocumentText;
  const text = await read();
  await mkdir(args.cache, { recursive: true });
  await writeFile(cached, JSON.stringify(text));
  return text;
}

async function main() {
  const args = parseArguments(process.argv.slice(2));
  if (!args.files.length) {
    process.stderr.write(
      'usage: npm run --silent extract -- [--json] [--ocr auto|always|never] [--lang deu] FILE...\n',
    );
    process.exit(2);
  }
  const cores = os.availableParallelism();
  const engine = createOcrEngine({ tools: await detectTools('auto'), concurrency: cores });
  const files = createLimiter(cores);
  let rules: ReturnType<typeof rulesOfExportFile> = [];
  try {
    rules = args.rules ? rulesOfExportFile(await readFile(args.rules)) : [];
  } catch (error) {
    process.stderr.write(
      `--rules ${args.rules}: ${isAppError(error) ? errorMessage(error.code, 'de') : String(error)}\n`,
    );
    process.exit(2);
  }
  const lines: (string | null)[] = args.files.map(() => null);
  let printed = 0;
  let failures = 0;
  const flush = () => {
    while (printed < lines.length && lines[printed] !== null) process.stdout.write(`${lines[printed++]}\n`);
  };
  await Promise.all(
    args.files.map((file, index) =>
      files.run(async () => {
        let line: string;
        try {
          const text = await readCached(args, file, () =>
            engine.readText(file, { ocr: args.ocr, languages: args.languages }),
          );
          const { result, fields: explanation } = await explainInvoiceData(text, { rules });
          const confidence = Object.fromEntries(
            Object.entries(OUTPUT_FIELDS).map(([key, name]) => [
              key,
              result.fields[name]?.confidence ?? null,
            ]),
          );
          line = args.json
            ? JSON.stringify({
                file,
                fields: outputFields(result),
                confidence,
                ...(args.explain ? { explain: explanation } : {}),
              })
            : [
                file,
                ...Object.entries(outputFields(result)).map(
                  ([key, value]) => `  ${key}: ${value ?? '-'} (${confidence[key] ?? '-'})`,
                ),
                ...(args.explain ? [JSON.stringify(explanation, null, 1)] : []),
              ].join('\n');
        } catch (error) {
          failures += 1;
          const code = isAppError(error) ? error.code : 'platform.internal';
          const message = error instanceof Error ? error.message : String(error);
          line = args.json
            ? JSON.stringify({ file, fields: outputFields(null), error: code })
            : `${file}\n  error: ${code} ${isAppError(error) ? JSON.stringify(error.details ?? {}) : message}`;
        }
        lines[index] = line;
        flush();
      }),
    ),
  );
  process.exit(failures ? 1 : 0);
}

await main();
