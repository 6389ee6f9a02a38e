import {
  errorMessage,
  type WawiImportError,
  type WawiImportResult,
  type Language,
  type WkOriginValue,
} from '@belegfluss/shared';
import { AppError } from '../../../kernel/errors.js';
import { databaseErrorCode } from '../../../kernel/sql.js';
import { goodsReceiptError } from '../goods-receipt.errors.js';
import type { GoodsReceiptContext, MandantFacts, WawiActor } from '../goods-receipt.context.js';
import { createPanelRepository } from '../panel.repository.js';
import { createReceiptsRepository, type WkInsert, type WkRow } from '../receipts.repository.js';
import type { CanonicalRow } from './import-formats.js';
import { articleKey, duplicateKey, readLine, type WkDraft } from './import-lines.js';

export type ImportSource = {
  format: WawiImportResult['Format'];
  origin: WkOriginValue;
  fileName: string;
  /** The captured delivery note the lines come from (LIEF_HEFT_ID). */
  deliveryNoteId?: string | null;
  /** Orders need a price; receipts (DESADV, delivery notes) may come without one. */
  priceRequired: boolean;
};
export type ImportLine = { line: number; row: CanonicalRow } | { line: number; wrongColumns: true };

type Checked = { line: number; draft: WkDraft; key: string };

const sameSupplier = (a: WkDraft, b: WkRow) =>
  a.intLieferant === null || b.intLieferant === null || a.intLieferant === b.intLieferant;

/** The open order line a receipt line books onto: same order, same position (or article), same supplier. */
function orderFor(draft: WkDraft, orders: WkRow[], taken: Set<string>): WkRow | undefined {
  if (!draft.weScheinNr || !draft.idents[0]) return undefined;
  const position = draft.idents[1];
  return orders.find(
    (order) =>
      !taken.has(order.id) &&
      order.ident1 === draft.idents[0] &&
      sameSupplier(draft, order) &&
      (position ? order.ident2 === position : sameArticle(draft, order)),
  );
}

/** Two lines name the same article: a shared article number, EAN or PZN, else the same key. */
function sameArticle(draft: WkDraft, order: WkRow): boolean {
  const ids = (line: { extArtikelNr: string; intArtikelNr: string; ean: string; pzn: string }) =>
    [line.extArtikelNr, line.intArtikelNr, line.ean, line.pzn]
      .map((id) => id.trim().toUpperCase())
      .filter(Boolean);
  const orderIds = new Set(ids(order));
  return ids(draft).some((id) => orderIds.has(id)) || articleKey(order) === articleKey(draft);
}

function newLine(
  draft: WkDraft,
  key: string,
  base: Omit<WkInsert, keyof ReturnType<typeof draftColumns>>,
): WkInsert {
  return { ...base, ...draftColumns(draft), duplicateKey: key };
}

function draftColumns(draft: WkDraft) {
  const [
    ident1 = '',
    ident2 = '',
    ident3 = '',
    ident4 = '',
    ident5 = '',
    ident6 = '',
    ident7 = '',
    ident8 = '',
    ident9 = '',
  ] = draft.idents;
  return {
    besteller: draft.besteller,
    bestellDatum: draft.bestellDatum,
    weDatum: draft.weDatum,
    weScheinNr: draft.weScheinNr,
    extArtikelNr: draft.extArtikelNr,
    extArtikelBez: draft.extArtikelBez,
    intArtikelNr: draft.intArtikelNr,
    intArtikelBez: draft.intArtikelBez,
    extLieferant: draft.extLieferant,
    intLieferant: draft.intLieferant,
    ean: draft.ean,
    pzn: draft.pzn,
    mengeMilli: draft.mengeMilli,
    mengeArt: draft.mengeArt,
    nettoPreisCt4: draft.nettoPreisCt4,
    bruttoPreisCt4: draft.bruttoPreisCt4,
    mwstBp: draft.mwstBp,
    deleteFlag: draft.deleteFlag,
    ident1,
    ident2,
    ident3,
    ident4,
    ident5,
    ident6,
    ident7,
    ident8,
    ident9,
    kontoVorschlag: draft.kontoVorschlag,
    kost1: draft.kost1,
    kost2: draft.kost2,
  };
}

type CheckedImport = { fresh: Checked[]; duplicates: WawiImportError[] };

/**
 * Checks every line first: a faulty line (anything but a duplicate) refuses the whole import with
 * every problem by line. Duplicates (equal key in the file or already stored) are left out and listed.
 */
async function checkLines(
  ctx: GoodsReceiptContext,
  mandantId: string,
  source: ImportSource,
  lines: ImportLine[],
  language: Language,
): Promise<CheckedImport> {
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const error = (line: number, field: string, code: string): WawiImportError => ({
    Line: line,
    Field: field,
    Code: code,
    Message: errorMessage(code, language),
  });
  const faults: WawiImportError[] = [];
  const checked: Checked[] = [];
  for (const entry of lines) {
    if ('wrongColumns' in entry) {
      faults.push(error(entry.line, '', 'goodsreceipt.import_wrong_column_count'));
      continue;
    }
    const read = readLine(entry.row, { priceRequired: source.priceRequired, today });
    if (read.draft) checked.push({ line: entry.line, draft: read.draft, key: duplicateKey(read.draft) });
    else faults.push(...read.issues.map((found) => error(entry.line, found.field, found.code)));
  }
  if (faults.length > 0) {
    throw new AppError(
      'goodsreceipt.import_invalid',
      400,
      { lines: lines.length },
      faults.map((fault) => ({
        path: `lines.${fault.Line}.${fault.Field}`,
        issue: fault.Code,
        message: fault.Message,
      })),
    );
  }
  const stored = await createReceiptsRepository({ db: ctx.db }).existingDuplicateKeys(
    mandantId,
    checked.map((entry) => entry.key),
  );
  const duplicates: WawiImportError[] = [];
  const seen = new Set<string>();
  const fresh = checked.filter((entry) => {
    const code = stored.has(entry.key)
      ? 'goodsreceipt.import_duplicate'
      : seen.has(entry.key)
        ? 'goodsreceipt.import_duplicate_in_file'
        : null;
    seen.add(entry.key);
    if (code) duplicates.push(error(entry.line, 'IDENT1', code));
    return code === null;
  });
  return { fresh, duplicates };
}

/**
 * Writes checked lines in one transaction with their import record. A receipt line (delivery-note
 * number) of an open order line without receipt books the receipt onto it (date, note, delivered
 * quantity; a shortfall stays open as a line of its own); every other line is new.
 */
async function writeImport(
  ctx: GoodsReceiptContext,
  actor: WawiActor,
  mandant: MandantFacts,
  source: ImportSource,
  lineCount: number,
  { fresh, duplicates }: CheckedImport,
): Promise<WawiImportResult> {
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const orders = await createReceiptsRepository({ db: ctx.db }).openOrdersAwaitingReceipt(
    mandant.id,
    fresh.filter((entry) => entry.draft.weScheinNr).map((entry) => entry.draft.idents[0] ?? ''),
  );
  return ctx.db.transaction(async (tx) => {
    const repository = createReceiptsRepository({ db: tx });
    const panel = createPanelRepository({ db: tx });
    const record = await panel.insertImport({
      mandantId: mandant.id,
      format: source.format,
      fileName: source.fileName,
      lineCount,
      importedCount: 0,
      receivedCount: 0,
      duplicateCount: duplicates.length,
      errors: duplicates,
      createdBy: actor.userId,
      createdByName: actor.fullName,
    });
    const base = {
      mandantId: mandant.id,
      kanzlei: mandant.kanzlei,
      mandnr: mandant.mandnr,
      betriebnr: mandant.betriebnr,
      fibu: mandant.fibu,
      einleser: actor.kuerzel,
      idCsv2Order: record.id,
      liefHeftId: source.deliveryNoteId ?? null,
      origin: source.origin,
      quelle: source.fileName,
    };
    const taken = new Set<string>();
    const inserts: WkInsert[] = [];
    let received = 0;
    for (const { draft, key } of fresh) {
      const order = orderFor(draft, orders, taken);
      if (!order) {
        inserts.push(newLine(draft, key, base));
        continue;
      }
      taken.add(order.id);
      received += 1;
      await repository.update(mandant.id, order.id, {
        weScheinNr: draft.weScheinNr,
        weDatum: draft.weDatum ?? today,
        liefHeftId: source.deliveryNoteId ?? order.liefHeftId,
        mengeMilli: draft.mengeMilli,
        // The receipt's own key, so the same delivery note or file is a duplicate next time.
        duplicateKey: key,
      });
      if (draft.mengeMilli < order.mengeMilli) {
        const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = order;
        inserts.push({
          ...rest,
          mengeMilli: order.mengeMilli - draft.mengeMilli,
          parentUid: order.id,
          duplicateKey: null,
        });
      }
    }
    await repository.insert(inserts);
    const imported = inserts.filter((insert) => insert.duplicateKey !== null).length;
    await panel.updateImportCounts(record.id, imported, received);
    return {
      ImportId: record.id,
      Format: source.format,
      Lines: lineCount,
      Imported: imported,
      Received: received,
      Duplicates: duplicates.length,
      Errors: duplicates,
    };
  });
}

/**
 * Imports goods-receipt lines: checked as a whole first (nothing half is written), duplicates left
 * out and listed, the rest written in one transaction.
 */
export async function importLines(
  ctx: GoodsReceiptContext,
  actor: WawiActor,
  mandant: MandantFacts,
  source: ImportSource,
  lines: ImportLine[],
  language: Language,
): Promise<WawiImportResult> {
  const checked = await checkLines(ctx, mandant.id, source, lines, language);
  try {
    return await writeImport(ctx, actor, mandant, source, lines.length, checked);
  } catch (failure) {
    // A parallel import of the same lines got there first.
    if (databaseErrorCode(failure) === '23505') throw goodsReceiptError.importDuplicate();
    throw failure;
  }
}
