import { createHash } from 'node:crypto';
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  findSharedEInvoiceCorpus,
  testsuitesTarget,
} from '../../src/modules/einvoice/conformance/locations.js';
import { splitUnitTests } from './cen-unit-tests.js';
import { parseScenarios, scenarioIds } from './official-levels.js';
import {
  detachInvoiceXml,
  officialVerdict,
  runOfficialArtefacts,
  writeArtefactIndex,
} from './official-run.js';
import { ARTEFACTS, SOURCES, type Snapshot, type SourceDefinition } from './snapshots.js';
import { expandMutants, type Stated } from './xmute.js';

/**
 * Builds the wider official e-invoice test set outside the repository (EINVOICE_TESTSUITES_DIR, default
 * `einvoice-testsuites` beside `shared`) from local git mirrors of the public snapshots
 * (EINVOICE_MIRRORS_DIR, one `owner+name` git directory each), and derives the official verdicts by
 * running the official artefacts (XSD, EN 16931 and XRechnung Schematron) with Saxon-HE
 * (`apt-get install libsaxonhe-java`). Files already in ../shared/einvoice-corpus are left out.
 *
 *   npx tsx apps/server/conformance/einvoice-reference/prepare.ts
 */
type Entry = {
  source: string;
  kind: 'document' | 'fragment';
  provenance: { repo: string; commit: string; path: string; mutation?: string };
  stated?: Stated | { success: string[]; error: string[]; warning: string[] };
};

const mirrors = process.env.EINVOICE_MIRRORS_DIR ?? '/work/.mirror';
const out = testsuitesTarget();

function gitDir(snapshot: Snapshot): string {
  const base = path.join(mirrors, snapshot.repo.replace('/', '+'));
  return existsSync(path.join(base, 'repo')) ? path.join(base, 'repo') : base;
}

const git = (snapshot: Snapshot, args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir(snapshot), ...args], {
    maxBuffer: 1 << 30,
    stdio: ['ignore', 'pipe', 'ignore'],
  });

function listFiles(snapshot: Snapshot, folders: string[]): string[] {
  const all = git(snapshot, ['ls-tree', '-r', '--name-only', '-z', snapshot.commit])
    .toString('utf8')
    .split('\0');
  return all.filter(
    (file) =>
      /\.(xml|pdf)$/i.test(file) &&
      folders.some((folder) => file.startsWith(folder)) &&
      !/pom\.xml$/.test(file),
  );
}

const show = (snapshot: Snapshot, file: string) => git(snapshot, ['show', `${snapshot.commit}:${file}`]);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const safe = (file: string) => file.replace(/[^\w./-]/g, '_');

function walk(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

function sharedHashes(): Set<string> {
  const corpus = findSharedEInvoiceCorpus();
  return new Set(corpus ? walk(corpus).map((file) => sha256(readFileSync(file))) : []);
}

function extractTree(snapshot: Snapshot, treePath: string, target: string) {
  mkdirSync(target, { recursive: true });
  execSync(
    `git --git-dir "${gitDir(snapshot)}" archive --format=tar ${snapshot.commit} -- "${treePath}" | tar -x -C "${target}"`,
  );
}

function prepareArtefacts(): ReturnType<typeof parseScenarios> {
  const dir = path.join(out, '_official');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, artefact] of Object.entries({
    cenUbl: ARTEFACTS.cenUblXslt,
    cenCii: ARTEFACTS.cenCiiXslt,
  }))
    writeFileSync(path.join(dir, `${name}.xslt`), show(artefact.snapshot, artefact.path));
  extractTree(ARTEFACTS.ciiSchemaDir.snapshot, ARTEFACTS.ciiSchemaDir.path, dir);
  extractTree(ARTEFACTS.ublSchemaDir.snapshot, ARTEFACTS.ublSchemaDir.path, dir);
  writeFileSync(
    path.join(dir, 'xrechnung.zip'),
    show(ARTEFACTS.xrechnungZip.snapshot, ARTEFACTS.xrechnungZip.path),
  );
  execFileSync('unzip', ['-q', '-o', path.join(dir, 'xrechnung.zip'), '-d', path.join(dir, 'xrechnung')]);
  const scenariosXml = show(ARTEFACTS.scenarios.snapshot, ARTEFACTS.scenarios.path).toString('utf8');
  writeFileSync(path.join(dir, 'scenarios.xml'), scenariosXml);
  writeArtefactIndex(dir, [
    ['ubl-invoice', 'xsd', `${ARTEFACTS.ublSchemaDir.path}/maindoc/UBL-Invoice-2.1.xsd`],
    ['ubl-creditnote', 'xsd', `${ARTEFACTS.ublSchemaDir.path}/maindoc/UBL-CreditNote-2.1.xsd`],
    ['cii', 'xsd', `${ARTEFACTS.ciiSchemaDir.path}/CrossIndustryInvoice_100pD16B.xsd`],
    ['cen-ubl', 'xslt', 'cenUbl.xslt'],
    ['cen-cii', 'xslt', 'cenCii.xslt'],
    ['xr-ubl', 'xslt', 'xrechnung/schematron/ubl/XRechnung-UBL-validation.xsl'],
    ['xr-cii', 'xslt', 'xrechnung/schematron/cii/XRechnung-CII-validation.xsl'],
  ]);
  return parseScenarios(scenariosXml, scenarioIds('3.0', '0.9'));
}

function collectSource(source: SourceDefinition, seen: Set<string>, entries: Map<string, Entry>) {
  const { repo, commit } = source.snapshot;
  for (const file of listFiles(source.snapshot, source.folders)) {
    let bytes: Buffer;
    try {
      bytes = show(source.snapshot, file);
    } catch {
      console.log(`left out (not in the mirror): ${repo} ${file}`);
      continue;
    }
    const base = path.join(source.name, safe(file));
    const add = (key: string, content: Uint8Array | string, entry: Omit<Entry, 'source'>) => {
      const hash = sha256(typeof content === 'string' ? Buffer.from(content) : content);
      if (seen.has(hash)) return;
      seen.add(hash);
      mkdirSync(path.dirname(path.join(out, key)), { recursive: true });
      writeFileSync(path.join(out, key), content);
      entries.set(key, { source: source.name, ...entry });
    };
    if (source.unitTests) {
      for (const test of splitUnitTests(bytes.toString('utf8'))) {
        const { success, error, warning } = test;
        add(`${base.replace(/\.xml$/i, '')}/${test.index}.xml`, test.text, {
          kind: 'fragment',
          provenance: { repo, commit, path: file, mutation: `test ${test.index}` },
          stated: { success, error, warning },
        });
      }
      continue;
    }
    if (source.mutants && /\.xml$/i.test(file)) {
      const { identity, mutants } = expandMutants(bytes.toString('utf8'));
      add(base, bytes, { kind: 'document', provenance: { repo, commit, path: file }, stated: identity });
      for (const mutant of mutants)
        add(base.replace(/\.xml$/i, `.${mutant.suffix}.xml`), mutant.text, {
          kind: 'document',
          provenance: { repo, commit, path: file, mutation: mutant.description },
          stated: mutant.stated,
        });
      continue;
    }
    add(base, bytes, { kind: 'document', provenance: { repo, commit, path: file } });
  }
}

function main() {
  mkdirSync(out, { recursive: true });
  for (const source of SOURCES) rmSync(path.join(out, source.name), { recursive: true, force: true });
  rmSync(path.join(out, '_extracted'), { recursive: true, force: true });
  const scenarios = prepareArtefacts();
  const seen = sharedHashes();
  const entries = new Map<string, Entry>();
  for (const source of SOURCES) collectSource(source, seen, entries);
  const xmlOf = new Map<string, string>();
  const pdfInfo = new Map<string, ReturnType<typeof detachInvoiceXml>>();
  for (const key of entries.keys()) {
    const full = path.join(out, key);
    if (!key.toLowerCase().endsWith('.pdf')) {
      xmlOf.set(key, full);
      continue;
    }
    const info = detachInvoiceXml(full, path.join(out, '_extracted', `${key}.xml`));
    pdfInfo.set(key, info);
    if (info.chosen) xmlOf.set(key, path.join(out, '_extracted', `${key}.xml`));
  }
  const results = runOfficialArtefacts(path.join(out, '_official'), [...xmlOf.values()]);
  const expected: Record<string, Entry & ReturnType<typeof officialVerdict>> = {};
  for (const [key, entry] of entries) {
    const pdf = pdfInfo.get(key);
    const xml = xmlOf.get(key);
    const verdict = xml
      ? officialVerdict(results.get(xml)!, scenarios)
      : officialVerdict({ file: key, failure: 'no xml' }, scenarios);
    if (pdf && !xml) verdict.reasons = [pdf.unreadable ? 'pdf:pdf-unreadable' : 'pdf:no-xml-attachment'];
    if (pdf) verdict.pdf = { attachments: pdf.attachments, invoice_attachment: pdf.chosen };
    expected[key] = { ...entry, ...verdict };
  }
  writeFileSync(path.join(out, 'expected.json'), JSON.stringify(expected, null, 1));
  const counts = new Map<string, number>();
  for (const entry of entries.values()) counts.set(entry.source, (counts.get(entry.source) ?? 0) + 1);
  console.log(`wrote ${entries.size} files to ${out}:`, Object.fromEntries(counts));
}

main();
