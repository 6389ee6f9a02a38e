import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { ContentType, DATEV_PACKAGE_LIMIT, type ExportFile } from '@belegfluss/shared';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { ExportDocument } from '../../capture/index.js';
import type { ExportDependencies } from '../export.dependencies.js';
import { periodOf } from '../export.period.js';
import type { ExportRunRow } from '../export.repository.js';
import { createRowLookups, rowsOfDocuments } from '../export.selection.js';
import type { ExportSetup } from '../export.setup.js';
import { EXPORT_BATCH } from '../export-check.usecases.js';
import { documentXml, type PackageDocument } from './document-xml.js';
import { ledgerXml } from './ledger-xml.js';

/** A flat zip written as a stream into storage; adding waits whenever storage falls behind. */
export function createPackageZip(mtime: Date) {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) output.destroy(error);
    else {
      output.write(chunk);
      if (final) output.end();
    }
  });
  const drained = async () => {
    if (output.writableNeedDrain) await once(output, 'drain');
  };
  return {
    output,
    async addBytes(name: string, bytes: Uint8Array) {
      const entry = new ZipDeflate(name, { level: 6 });
      entry.mtime = mtime;
      zip.add(entry);
      entry.push(bytes, true);
      await drained();
    },
    async addStream(name: string, source: Readable) {
      const entry = new ZipPassThrough(name);
      entry.mtime = mtime;
      zip.add(entry);
      for await (const chunk of source) {
        entry.push(chunk as Uint8Array);
        await drained();
      }
      entry.push(new Uint8Array(0), true);
    },
    finish: () => zip.end(),
    fail: (error: Error) => output.destroy(error),
  };
}

/** "2026-04-02T10:11:12" in Berlin time, as the package header wants it (no zone). */
const berlinTime = (at: Date) => at.toLocaleString('sv-SE', { timeZone: 'Europe/Berlin' }).replace(' ', 'T');

/** The documents of each package: DATEV takes at most DATEV_PACKAGE_LIMIT documents per package. */
export function packageParts<T>(documents: T[], limit = DATEV_PACKAGE_LIMIT): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < documents.length; start += limit)
    parts.push(documents.slice(start, start + limit));
  return parts;
}

/** The package's file name; "_2von3" tells the parts of a split export apart. */
export function packageFileName(setup: ExportSetup, run: ExportRunRow, part: number, parts: number) {
  const suffix = parts > 1 ? `_${part}von${parts}` : '';
  return `Belege_${setup.profile.system}_${setup.mandnr}_${run.periodFrom}_${run.periodTo}${suffix}.zip`;
}

/**
 * The run's document images: one package per DATEV_PACKAGE_LIMIT documents (DATEV refuses larger
 * ones), so an export of many documents is split rather than refused.
 */
export async function writeDocumentPackages(
  deps: ExportDependencies,
  setup: ExportSetup,
  run: ExportRunRow,
  documents: ExportDocument[],
  onPart: (part: number, parts: number) => Promise<void>,
): Promise<ExportFile[]> {
  const parts = packageParts(documents);
  const files: ExportFile[] = [];
  for (const [index, part] of parts.entries()) {
    await onPart(index, parts.length);
    const file = await writeDocumentPackage(deps, setup, run, part);
    files.push({ ...file, fileName: packageFileName(setup, run, index + 1, parts.length) });
  }
  return files;
}

/**
 * One DATEV XML-Schnittstelle online package: one flat zip with document.xml, one ledger XML per
 * invoice and its PDF, each document under the GUID the Buchungsstapel's Beleglink names.
 */
async function writeDocumentPackage(
  deps: ExportDependencies,
  setup: ExportSetup,
  run: ExportRunRow,
  documents: ExportDocument[],
): Promise<ExportFile> {
  const created = new Date(run.createdAt);
  const zip = createPackageZip(created);
  const stored = deps.storage.put(zip.output);
  const lookups = createRowLookups(deps.db, run.mandantId);
  const entries: PackageDocument[] = [];
  try {
    for (let start = 0; start < documents.length; start += EXPORT_BATCH) {
      const batch = documents.slice(start, start + EXPORT_BATCH);
      const result = await rowsOfDocuments(deps.db, setup, lookups, batch, run.exchangeRates);
      for (const document of batch) {
        const rows = result.rows.get(document.id) ?? [];
        if (rows.length === 0) continue;
        const guid = document.id.toUpperCase();
        const creditor = rows[0] ? await lookups.creditor(rows[0].contraAccount) : null;
        const ledgerName = `${guid}.xml`;
        await zip.addBytes(
          ledgerName,
          Buffer.from(
            ledgerXml({
              rows,
              rates: rows.map((row) => row.vatRateBp),
              supplierName: creditor?.name ?? '',
              supplierCity: creditor?.city ?? '',
            }),
            'utf8',
          ),
        );
        const pdfName = document.pdfSha256 ? `${guid}.pdf` : null;
        if (document.pdfSha256 && pdfName)
          await zip.addStream(pdfName, await deps.storage.getStream(document.pdfSha256));
        entries.push({
          guid,
          description: document.title,
          pdfName,
          ledgerName,
          period: periodOf(rows[0]?.documentDate ?? ''),
        });
      }
    }
    const header = {
      date: berlinTime(created),
      description: `Belegfluss Export ${run.periodFrom} bis ${run.periodTo}`,
      consultantNumber: setup.profile.adviserNumber,
      clientNumber: setup.profile.clientNumber,
    };
    await zip.addBytes('document.xml', Buffer.from(documentXml(header, entries), 'utf8'));
    zip.finish();
  } catch (error) {
    zip.fail(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => undefined);
    throw error;
  }
  const result = await stored;
  return {
    fileName: packageFileName(setup, run, 1, 1),
    sha256: result.sha256,
    size: result.size,
    contentType: ContentType.XmlExport,
  };
}
