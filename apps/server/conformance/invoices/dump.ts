// Development aid: `npx tsx apps/server/conformance/invoices/dump.ts OUT_DIR ID…` writes generated documents as PDF.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateDocument, generatedSpecs } from './generated-set.js';

const [directory = '/tmp/generated', ...ids] = process.argv.slice(2);
await mkdir(directory, { recursive: true });
for (const spec of generatedSpecs(200).filter(
  (entry) => !ids.length || ids.some((id) => entry.id.startsWith(id)),
)) {
  const document = await generateDocument(spec);
  await writeFile(path.join(directory, document.name), document.pdf);
  await writeFile(path.join(directory, `${spec.id}.json`), JSON.stringify(document.fields, null, 1));
}
