// `npm run conformance:export`: runs `export:sample` into a scratch folder and checks every file
// against DATEV's rules: each CSV with the EXTF rule checker (header, columns, quoting, encoding, CRLF,
// lengths, dates) and read back through the importer; each package's document.xml and ledger files
// against DATEV's XSDs (../shared/datev-samples/xml-v060, when present) and joined to the rows by the
// Beleglink GUIDs. Exits 1 on any finding.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { validateXML } from 'xmllint-wasm';
import { repositoryPath } from '../kernel/paths.js';
import { checkExtfFile } from '../modules/export/index.js';
import { readExtf } from '../modules/master-data/index.js';
import { sharedCorpusDir } from '../test/shared-corpus.js';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-export-conformance-'));
const failures: string[] = [];
let checked = 0;
const schemas = sharedCorpusDir('datev-samples/xml-v060');
const schemaFile = (name: string) => ({
  fileName: name,
  contents: readFileSync(path.join(schemas as string, name), 'utf8'),
});

async function checkXml(label: string, xml: string, schema: string, types: string) {
  if (!schemas) return;
  const result = await validateXML({
    xml: [{ fileName: label, contents: xml }],
    schema: [schemaFile(schema)],
    preload: [schemaFile(types)],
  });
  for (const error of result.errors) failures.push(`${label}: ${error.rawMessage}`);
}

try {
  execFileSync(
    'npx',
    [
      '--no-install',
      'tsx',
      repositoryPath('apps/server/src/conformance/export-sample.ts'),
      '--out',
      outDir,
      '--documents',
      '16',
    ],
    {
      stdio: 'inherit',
    },
  );
  for (const system of ['DATEV', 'ADDISON', 'ADATA']) {
    const folder = path.join(outDir, system);
    const links = new Set<string>();
    const packaged = new Set<string>();
    for (const name of readdirSync(folder).sort()) {
      const bytes = readFileSync(path.join(folder, name));
      checked += 1;
      if (name.endsWith('.csv')) {
        for (const finding of checkExtfFile(bytes))
          failures.push(`${system}/${name} Zeile ${finding.line}, ${finding.field}: ${finding.rule}`);
        const file = readExtf(bytes);
        if (!file || file.rows.length === 0) failures.push(`${system}/${name}: liest sich nicht zurück`);
        if (file?.header.category === 21)
          for (const row of file.rows) if (row[19]) links.add(row[19].replace(/^BEDI "|"$/g, ''));
      } else if (name.endsWith('.zip')) {
        const entries = unzipSync(bytes);
        if (Object.keys(entries).some((entry) => entry.includes('/')))
          failures.push(`${system}/${name}: Zip ist nicht flach`);
        const documentXml = Buffer.from(entries['document.xml'] ?? new Uint8Array()).toString('utf8');
        if (!documentXml) failures.push(`${system}/${name}: document.xml fehlt`);
        await checkXml(
          `${system}/${name}/document.xml`,
          documentXml,
          'Document_v060.xsd',
          'Document_types_v060.xsd',
        );
        for (const match of documentXml.matchAll(/<document guid="([^"]+)"/g))
          packaged.add(match[1] as string);
        for (const [entry, content] of Object.entries(entries)) {
          if (entry === 'document.xml' || !entry.endsWith('.xml')) continue;
          await checkXml(
            `${system}/${name}/${entry}`,
            Buffer.from(content).toString('utf8'),
            'Belegverwaltung_online_ledger_import_v060.xsd',
            'Belegverwaltung_online_ledger_types_v060.xsd',
          );
          if (!documentXml.includes(`datafile="${entry}"`))
            failures.push(`${system}/${name}: ${entry} fehlt in document.xml`);
        }
      }
    }
    for (const guid of links)
      if (packaged.size > 0 && !packaged.has(guid))
        failures.push(`${system}: Beleglink ${guid} ohne Beleg im Paket`);
    for (const guid of packaged) if (!links.has(guid)) failures.push(`${system}: Beleg ${guid} ohne Buchung`);
  }
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
for (const failure of failures) console.error(failure);
console.log(
  `Export-Konformität: ${checked} Dateien geprüft${schemas ? ' (mit XSD)' : ' (ohne XSD: ../shared fehlt)'}, ${failures.length} Befunde`,
);
process.exit(failures.length === 0 ? 0 : 1);
