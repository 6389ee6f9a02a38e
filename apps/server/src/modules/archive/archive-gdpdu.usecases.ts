import { centsToDecimal, ContentSystem, ContentType } from '@belegfluss/shared';
import type { AuthContext } from '../../kernel/auth-context.js';
import { forbidden } from '../../kernel/errors.js';
import { anchorAuditTrail, createAuditChecksRepository, recordAudit } from '../audit/index.js';
import { createDownloadService } from '../downloads/index.js';
import { requireMandantAccess } from '../tenancy/index.js';
import type { ArchiveDependencies } from './archive.dependencies.js';
import { archiveError } from './archive.errors.js';
import { localDay } from './archive.models.js';
import { createArchiveRepository, type ArchiveRevision } from './archive.repository.js';
import { gdpduAmount, gdpduCsv, gdpduDate, gdpduIndexXml, type GdpduTable } from './archive-gdpdu.models.js';

const fileOf = (revision: ArchiveRevision) => `Belege/${revision.sourceDocumentId}-r${revision.revision}.pdf`;

function documentsTable(revisions: ArchiveRevision[]): GdpduTable {
  return {
    file: 'belege.csv',
    name: 'Belege',
    description: 'Archivierte Belege mit Indexdaten, Revision und Prüfsumme (SHA-256)',
    columns: [
      { name: 'BelegID', kind: 'text', primaryKey: true },
      { name: 'DokumentID', kind: 'text' },
      { name: 'Revision', kind: 'number' },
      { name: 'Vorgaenger', kind: 'text' },
      { name: 'Dokumenttyp', kind: 'text' },
      { name: 'Titel', kind: 'text' },
      { name: 'Belegdatum', kind: 'date' },
      { name: 'Kreditor', kind: 'text' },
      { name: 'Rechnungsnummer', kind: 'text' },
      { name: 'Betrag', kind: 'amount' },
      { name: 'ArchiviertAm', kind: 'date' },
      { name: 'Korrekturgrund', kind: 'text' },
      { name: 'Pruefsumme', kind: 'text' },
      { name: 'Datei', kind: 'text' },
    ],
    rows: revisions.map((revision) => [
      revision.id,
      revision.sourceDocumentId,
      String(revision.revision),
      revision.previousId ?? '',
      revision.documentType,
      revision.title,
      gdpduDate(revision.documentDate),
      revision.creditor ?? '',
      revision.invoiceNumber ?? '',
      gdpduAmount(revision.grossCents === null ? null : centsToDecimal(revision.grossCents)),
      gdpduDate(new Date(revision.archivedAt).toISOString()),
      revision.correctionReason ?? '',
      revision.contentHash,
      revision.pdfSha256 ? fileOf(revision) : '',
    ]),
  };
}

function bookingsTable(revisions: ArchiveRevision[]): GdpduTable {
  return {
    file: 'buchungen.csv',
    name: 'Buchungen',
    description: 'Kontierung der archivierten Belege, eine Zeile je Buchungszeile',
    columns: [
      { name: 'BelegID', kind: 'text' },
      { name: 'Zeile', kind: 'number' },
      { name: 'Kreditor', kind: 'text' },
      { name: 'Konto', kind: 'text' },
      { name: 'BUSchluessel', kind: 'text' },
      { name: 'KOST1', kind: 'text' },
      { name: 'KOST2', kind: 'text' },
      { name: 'Netto', kind: 'amount' },
      { name: 'MwSt', kind: 'amount' },
      { name: 'Brutto', kind: 'amount' },
      { name: 'Buchungstext', kind: 'text' },
    ],
    rows: revisions.flatMap((revision) =>
      (revision.booking?.lines ?? []).map((line, index) => [
        revision.id,
        String(index + 1),
        revision.booking?.creditor ?? '',
        line.account ?? '',
        line.taxKey ?? '',
        line.costCentre1 ?? '',
        line.costCentre2 ?? '',
        gdpduAmount(line.net),
        gdpduAmount(line.vat),
        gdpduAmount(line.gross),
        line.text ?? '',
      ]),
    ),
  };
}

async function auditTable(
  deps: ArchiveDependencies,
  mandantId: string,
  from: string,
  to: string,
): Promise<GdpduTable> {
  const entries = await createAuditChecksRepository({ db: deps.db }).listForPeriod(mandantId, from, to);
  return {
    file: 'protokoll.csv',
    name: 'Protokoll',
    description: 'Prüfprotokoll (Audit-Trail) des Mandanten, Hash-Kette je Mandant',
    columns: [
      { name: 'Nr', kind: 'number', primaryKey: true },
      { name: 'Zeitpunkt', kind: 'text' },
      { name: 'Benutzer', kind: 'text' },
      { name: 'Vorgang', kind: 'text' },
      { name: 'Objektart', kind: 'text' },
      { name: 'Objekt', kind: 'text' },
      { name: 'Daten', kind: 'text' },
      { name: 'VorgaengerHash', kind: 'text' },
      { name: 'Hash', kind: 'text' },
    ],
    rows: entries.map((entry) => [
      String(entry.seq),
      new Date(entry.createdAt).toISOString(),
      entry.actorId ?? '',
      entry.action,
      entry.entityType,
      entry.entityId,
      JSON.stringify(entry.data),
      entry.prevHash,
      entry.hash,
    ]),
  };
}

/**
 * The tax audit data carrier (GDPdU, Z3) of a Mandant and period: index.xml, the CSV files of
 * documents, bookings and audit entries, and the archived PDFs; built as a zip in the download
 * manager. Writes a signed anchor of the audit trail first, and records the export in it.
 */
export async function startGdpduExport(
  deps: ArchiveDependencies,
  auth: AuthContext,
  input: { mandantId: string; from: string; to: string },
) {
  if (!auth.isAdmin) throw forbidden();
  const mandant = await requireMandantAccess(deps.tenancy, auth, input.mandantId);
  if (input.from > input.to || input.from > localDay(deps.clock.now())) {
    throw archiveError.exportPeriodInvalid(input);
  }
  const revisions = await createArchiveRepository({ db: deps.db }).listForPeriod(
    input.mandantId,
    input.from,
    input.to,
  );
  if (!revisions.length) throw archiveError.exportEmpty(input);
  const tables = [
    documentsTable(revisions),
    bookingsTable(revisions),
    await auditTable(deps, input.mandantId, input.from, input.to),
  ];
  const index = gdpduIndexXml({
    supplier: {
      name: mandant.name,
      location: `Mandant ${mandant.mandnr}`,
      comment: `Belegfluss, Zeitraum ${input.from} bis ${input.to}`,
    },
    period: input,
    tables,
  });
  const files = [
    { sha256: (await deps.storage.put(Buffer.from(index, 'utf8'))).sha256, fileName: 'index.xml' },
  ];
  for (const table of tables) {
    files.push({
      sha256: (await deps.storage.put(Buffer.from(gdpduCsv(table), 'utf8'))).sha256,
      fileName: table.file,
    });
  }
  for (const revision of revisions) {
    if (revision.pdfSha256) files.push({ sha256: revision.pdfSha256, fileName: fileOf(revision) });
  }
  await anchorAuditTrail(deps, 'export');
  await recordAudit(
    deps.db,
    {
      mandantId: input.mandantId,
      actorId: auth.userId,
      action: 'archive.gdpdu_exported',
      entityType: 'mandant',
      entityId: input.mandantId,
      data: { from: input.from, to: input.to, documents: revisions.length },
    },
    deps.clock.now(),
  );
  const entry = await createDownloadService(deps).startZipDownload({
    userId: auth.userId,
    mandantId: input.mandantId,
    name: `GDPdU ${mandant.mandnr} ${input.from} bis ${input.to}`,
    contentType: ContentType.CsvExport,
    contentSystem: ContentSystem.WebArchive,
    files,
  });
  return { downloadId: entry.FOLDER_REFERENCE_ID, documents: revisions.length };
}
