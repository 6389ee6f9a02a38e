import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flagLevel, matchScenario, type Level, type Scenario } from './official-levels.js';

/** What the official artefacts say about one file (the reference of the wider test set). */
export type OfficialVerdict = {
  verdict: 'valid' | 'invalid';
  reasons: string[];
  error_rule_ids: string[];
  warning_rule_ids: string[];
  information_rule_ids: string[];
  scenario: string | null;
  xsd_errors: string[];
  pdf?: { attachments: string[]; invoice_attachment: string | null };
};

type JavaResult = {
  file: string;
  root?: string;
  syntax?: string;
  customization?: string;
  xsdErrors?: string[];
  fired?: { id: string; flag: string; location: string; stylesheet: string }[];
  failure?: string;
  schematronFailure?: string;
};

const here = path.dirname(fileURLToPath(import.meta.url));
const SAXON_JAR = '/usr/share/java/Saxon-HE.jar';

/** Runs OfficialReference.java over the XML files in one JVM; results by absolute path. */
export function runOfficialArtefacts(artefactsDir: string, files: string[]): Map<string, JavaResult> {
  if (!existsSync(SAXON_JAR)) throw new Error(`${SAXON_JAR} missing: apt-get install libsaxonhe-java`);
  const output = spawnSync(
    'java',
    ['-Xss8m', '-cp', SAXON_JAR, path.join(here, 'OfficialReference.java'), artefactsDir],
    { input: files.join('\n') + '\n', maxBuffer: 1 << 30, encoding: 'utf8' },
  );
  if (output.status !== 0) throw new Error(`official run failed: ${output.stderr}`);
  const results = new Map<string, JavaResult>();
  for (const line of output.stdout.split('\n').filter(Boolean)) {
    const result = JSON.parse(line) as JavaResult;
    results.set(result.file, result);
  }
  return results;
}

const PREFERRED = ['factur-x.xml', 'xrechnung.xml', 'zugferd-invoice.xml'];

/** The invoice XML embedded in a hybrid PDF, saved with poppler's pdfdetach as the reference did. */
export function detachInvoiceXml(
  pdf: string,
  target: string,
): { attachments: string[]; chosen: string | null; unreadable: boolean } {
  let listing: string;
  try {
    listing = execFileSync('pdfdetach', ['-list', pdf], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return { attachments: [], chosen: null, unreadable: true };
  }
  const attachments = listing
    .split('\n')
    .map((line) => /^\s*\d+:\s(.*)$/.exec(line)?.[1]?.trim())
    .filter((name): name is string => Boolean(name));
  const lower = attachments.map((name) => name.toLowerCase());
  const pick =
    PREFERRED.map((name) => lower.indexOf(name)).find((index) => index >= 0) ??
    lower.findIndex((name) => name.endsWith('.xml'));
  if (pick === undefined || pick < 0) return { attachments, chosen: null, unreadable: false };
  mkdirSync(path.dirname(target), { recursive: true });
  try {
    execFileSync('pdfdetach', ['-save', String(pick + 1), '-o', target, pdf], { stdio: 'ignore' });
  } catch {
    return { attachments, chosen: null, unreadable: true };
  }
  return { attachments, chosen: attachments[pick]!, unreadable: false };
}

const ROOTS: Record<string, string> = {
  'ubl-invoice': 'Invoice',
  'ubl-creditnote': 'CreditNote',
  cii: 'CrossIndustryInvoice',
};

/** The verdict the official validation gives: well-formed, UBL/CII root, XSD-valid, no rule at error level. */
export function officialVerdict(result: JavaResult, scenarios: Scenario[]): OfficialVerdict {
  const empty = {
    error_rule_ids: [],
    warning_rule_ids: [],
    information_rule_ids: [],
    scenario: null,
    xsd_errors: [],
  };
  if (result.failure !== undefined) return { verdict: 'invalid', reasons: ['xml-not-well-formed'], ...empty };
  if (!result.syntax) return { verdict: 'invalid', reasons: ['not-ubl-or-cii-root'], ...empty };
  const scenario = matchScenario(scenarios, ROOTS[result.syntax]!, result.customization ?? '');
  const byLevel: Record<Level, Set<string>> = {
    error: new Set(),
    warning: new Set(),
    information: new Set(),
  };
  for (const fired of result.fired ?? []) {
    const level = scenario?.levels[fired.id] ?? flagLevel(fired.flag);
    byLevel[level].add(fired.id);
  }
  const reasons: string[] = [];
  if ((result.xsdErrors ?? []).length > 0) reasons.push('xsd');
  if (result.schematronFailure !== undefined) reasons.push('schematron-processing-error');
  for (const id of [...byLevel.error].sort()) reasons.push(`rule:${id}`);
  return {
    verdict: reasons.length === 0 ? 'valid' : 'invalid',
    reasons,
    error_rule_ids: [...byLevel.error].sort(),
    warning_rule_ids: [...byLevel.warning].sort(),
    information_rule_ids: [...byLevel.information].sort(),
    scenario: scenario?.name ?? null,
    xsd_errors: (result.xsdErrors ?? []).slice(0, 5),
  };
}

/** Writes artefacts.tsv for OfficialReference.java. */
export function writeArtefactIndex(artefactsDir: string, entries: [string, 'xsd' | 'xslt', string][]) {
  writeFileSync(
    path.join(artefactsDir, 'artefacts.tsv'),
    entries.map((entry) => entry.join('\t')).join('\n') + '\n',
  );
}

export const readText = (file: string) => readFileSync(file, 'utf8');
