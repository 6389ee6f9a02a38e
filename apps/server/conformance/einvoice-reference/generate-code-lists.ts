import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Writes the EN 16931 code lists of each CEN release the product knows into
 * `src/modules/einvoice/codelists/en16931-code-lists.ts`, read from the official preprocessed
 * Schematron in a local mirror of ConnectingEurope/eInvoicing-EN16931 (code lists are facts; the rules
 * themselves stay our own code). A new CEN release is one more entry in RELEASES and one run:
 *
 *   npx tsx apps/server/conformance/einvoice-reference/generate-code-lists.ts
 */
const RELEASES: Record<string, string> = {
  '1.3.15': 'bf3a7d8d7137bec0c90f35d0fad42e30128fa2fd',
  '1.3.16': 'b6c9e06a59812fb1a83585da40923b3678a649ad',
};

/** KoSIT's xrechnung-schematron release ZIPs, as kept in phax/phive-rules. */
const XRECHNUNG_RELEASES: Record<string, { commit: string; zip: string }> = {
  '2.5.0': {
    commit: '432f0e9a8cff5c03d06625abe7a5fd8e7e346a64',
    zip: 'phive-rules-xrechnung/docs/xrechnung-3.0.2-schematron-2.5.0.zip',
  },
};

const mirrors = process.env.EINVOICE_MIRRORS_DIR ?? '/work/.mirror';
const gitDir = path.join(mirrors, 'ConnectingEurope+eInvoicing-EN16931', 'repo');
const phiveDir = path.join(mirrors, 'phax+phive-rules', 'repo');
const target = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/modules/einvoice/codelists/en16931-code-lists.ts',
);

type Assert = { id: string; test: string };

function asserts(commit: string, syntax: 'ubl' | 'cii'): Assert[] {
  const show = (file: string) =>
    execFileSync('git', ['--git-dir', gitDir, 'show', `${commit}:${file}`]).toString();
  const file = `${syntax}/schematron/preprocessed/EN16931-${syntax.toUpperCase()}-validation-preprocessed.sch`;
  return [...show(file).matchAll(/<assert\s[^>]*?id="([^"]+)"[^>]*?test="([^"]*)"/g)].map((match) => ({
    id: match[1]!,
    test: match[2]!.replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&amp;/g, '&'),
  }));
}

/** The quoted code lists an assert searches, in the order they appear. */
function lists(all: Assert[], id: string): string[][] {
  const test = all.find((entry) => entry.id === id)?.test ?? '';
  const found = [...test.matchAll(/contains\(\s*'([^']+)'\s*,/g)].map((match) =>
    match[1]!.trim().split(/\s+/),
  );
  const equals = [...test.matchAll(/@mimeCode = '([^']+)'/g)].map((match) => match[1]!);
  return equals.length > 0 ? [equals] : found;
}

function release(commit: string): Record<string, string> {
  const ubl = asserts(commit, 'ubl');
  const cii = asserts(commit, 'cii');
  const one = (source: Assert[], id: string, index = 0) => {
    const list = lists(source, id)[index];
    if (!list) throw new Error(`no code list in ${id}`);
    return list.join(' ');
  };
  return {
    invoiceTypes: one(ubl, 'BR-CL-01', 0),
    creditNoteTypes: one(ubl, 'BR-CL-01', 1),
    ciiDocumentTypes: one(cii, 'BR-CL-01'),
    currencies: one(ubl, 'BR-CL-03'),
    vatPointDates: one(ubl, 'BR-CL-06'),
    ciiDueDateTypes: one(cii, 'BR-CL-06'),
    objectSchemes: one(ubl, 'BR-CL-07'),
    noteSubjects: one(ubl, 'BR-CL-08'),
    ciiNoteSubjects: one(cii, 'BR-CL-08'),
    icd: one(cii, 'BR-CL-10'),
    classifications: one(ubl, 'BR-CL-13'),
    countries: one(ubl, 'BR-CL-14'),
    paymentMeans: one(ubl, 'BR-CL-16'),
    vatCategories: one(ubl, 'BR-CL-17'),
    allowanceReasons: one(ubl, 'BR-CL-19'),
    chargeReasons: one(ubl, 'BR-CL-20'),
    vatex: one(ubl, 'BR-CL-22'),
    units: one(ubl, 'BR-CL-23'),
    mimeCodes: one(ubl, 'BR-CL-24'),
    eas: one(ubl, 'BR-CL-25'),
    vatPrefixes: one(cii, 'BR-CO-09'),
  };
}

function wrap(codes: string): string {
  const lines: string[] = [];
  let line = '';
  for (const code of codes.split(' ')) {
    if (line.length + code.length + 1 > 100) {
      lines.push(line);
      line = code;
    } else line = line ? `${line} ${code}` : code;
  }
  lines.push(line);
  return lines.length === 1 ? `'${lines[0]}'` : `\`\n${lines.join('\n')}\n\``;
}

/** The code lists XRechnung's own rules use (common.sch `let`s). */
function xrechnungRelease(commit: string, zip: string): Record<string, string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'xr-'));
  writeFileSync(
    path.join(dir, 'x.zip'),
    execFileSync('git', ['--git-dir', phiveDir, 'show', `${commit}:${zip}`]),
  );
  const common = execFileSync('unzip', ['-p', path.join(dir, 'x.zip'), 'schematron/common.sch']).toString();
  rmSync(dir, { recursive: true });
  const value = (name: string) => {
    const found = new RegExp(`<let name="${name}"\\s+value="'([^']*)'"`).exec(common)?.[1];
    if (!found) throw new Error(`no ${name} in common.sch`);
    return found.trim().split(/\s+/).join(' ');
  };
  return {
    icd: value('ISO-6523-ICD-CODES'),
    eas: value('CEF-EAS-CODES'),
    extensionSchemes: value('DIGA-CODES'),
  };
}

const xrechnungEntries = Object.entries(XRECHNUNG_RELEASES).map(([version, { commit, zip }]) => {
  const fields = Object.entries(xrechnungRelease(commit, zip))
    .map(([name, codes]) => `    ${name}: ${wrap(codes)},`)
    .join('\n');
  return `  '${version}': {\n${fields}\n  },`;
});

const entries = Object.entries(RELEASES).map(([version, commit]) => {
  const fields = Object.entries(release(commit))
    .map(([name, codes]) => `    ${name}: ${wrap(codes)},`)
    .join('\n');
  return `  '${version}': {\n${fields}\n  },`;
});
writeFileSync(
  target,
  `// Generated by apps/server/conformance/einvoice-reference/generate-code-lists.ts from the official
// EN 16931 validation artefacts (ConnectingEurope/eInvoicing-EN16931); do not edit by hand.

/** The code lists of one CEN release, each a space-separated list of codes. */
export type CodeListSource = Record<
  | 'invoiceTypes'
  | 'creditNoteTypes'
  | 'ciiDocumentTypes'
  | 'currencies'
  | 'vatPointDates'
  | 'ciiDueDateTypes'
  | 'objectSchemes'
  | 'noteSubjects'
  | 'ciiNoteSubjects'
  | 'icd'
  | 'classifications'
  | 'countries'
  | 'paymentMeans'
  | 'vatCategories'
  | 'allowanceReasons'
  | 'chargeReasons'
  | 'vatex'
  | 'units'
  | 'mimeCodes'
  | 'eas'
  | 'vatPrefixes',
  string
>;

export const EN16931_CODE_LISTS = {
${entries.join('\n')}
} satisfies Record<string, CodeListSource>;

/** The code lists of KoSIT's XRechnung Schematron releases (ICD and EAS with their own content). */
export const XRECHNUNG_CODE_LISTS = {
${xrechnungEntries.join('\n')}
} satisfies Record<string, Record<'icd' | 'eas' | 'extensionSchemes', string>>;
`,
);
console.log(`wrote ${target}`);
