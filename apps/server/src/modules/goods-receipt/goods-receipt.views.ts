import type {
  BuWkData,
  CorrectionReasonValue,
  CorrectionTypeValue,
  LinkStateValue,
  WkOrderRow,
  WkOriginValue,
} from '@belegfluss/shared';
import { toIso } from '../../kernel/sql.js';
import {
  formatCents,
  formatPrice,
  formatQuantity,
  formatRate,
  lineTotalCents,
} from './goods-receipt.models.js';
import type { BuWkRow, WkRow } from './receipts.repository.js';

const orNull = <T, R>(value: T | null, format: (value: T) => R): R | null =>
  value === null ? null : format(value);

function splitAreaOf(link: BuWkRow): BuWkData['SPLIT_AREA'] {
  if (!link.splitPageId || link.splitX0 === null || link.splitY0 === null) return null;
  return {
    PageUID: link.splitPageId,
    Box: {
      x0: link.splitX0,
      y0: link.splitY0,
      x1: link.splitX1 ?? link.splitX0,
      y1: link.splitY1 ?? link.splitY0,
    },
  };
}

/** A goods-receipt line with its link line (if linked) as the grids and the API show it. */
export function buWkData(wk: WkRow, link: BuWkRow | null): BuWkData {
  return {
    WK_ID: wk.id,
    KANZLEI: wk.kanzlei,
    MANDNR: wk.mandnr,
    BETRIEBNR: wk.betriebnr,
    FIBU: wk.fibu,
    BESTELLER: wk.besteller,
    BESTELL_DATUM: wk.bestellDatum,
    WE_DATUM: wk.weDatum,
    WE_SCHEIN_NR: wk.weScheinNr,
    EXT_ARTIKEL_NR: wk.extArtikelNr,
    EXT_ARTIKEL_BEZ: wk.extArtikelBez,
    INT_ARTIKEL_NR: wk.intArtikelNr,
    INT_ARTIKEL_BEZ: wk.intArtikelBez,
    EXT_LIEFERANT: wk.extLieferant,
    INT_LIEFERANT: wk.intLieferant === null ? '' : String(wk.intLieferant),
    EAN: wk.ean,
    PZN: wk.pzn,
    MENGE: formatQuantity(wk.mengeMilli),
    MENGE_ART: wk.mengeArt,
    NETTO_PREIS: formatPrice(wk.nettoPreisCt4),
    BRUTTO_PREIS: formatPrice(wk.bruttoPreisCt4),
    MWST: formatRate(wk.mwstBp),
    DELETE_FLAG: wk.deleteFlag,
    EINLESER: wk.einleser,
    EINLESE_DATUM: toIso(wk.einleseDatum),
    IDENT1: wk.ident1,
    IDENT2: wk.ident2,
    IDENT3: wk.ident3,
    IDENT4: wk.ident4,
    IDENT5: wk.ident5,
    IDENT6: wk.ident6,
    IDENT7: wk.ident7,
    IDENT8: wk.ident8,
    IDENT9: wk.ident9,
    ID_CSV2ORDER: wk.idCsv2Order,
    LIEF_HEFT_ID: wk.liefHeftId,
    ORIGIN: wk.origin as WkOriginValue,
    PARENT_UID: wk.parentUid,
    QUELLE: wk.quelle,
    KOST1: wk.kost1,
    KOST2: wk.kost2,
    ID_BU_WK: link?.id ?? null,
    EXT_WE_ID: wk.id,
    LINKED_HEFT_ID: link?.documentId ?? wk.linkedDocumentId,
    ARCHIV: wk.liefHeftId !== null,
    NETTO_PREIS_GESAMT: formatCents(lineTotalCents(wk.mengeMilli, wk.nettoPreisCt4)),
    BRUTTO_PREIS_GESAMT: formatCents(lineTotalCents(wk.mengeMilli, wk.bruttoPreisCt4)),
    KORREKTUR_MENGE: orNull(link?.korrekturMengeMilli ?? null, formatQuantity),
    KORREKTUR_MENGE_ART: link?.korrekturMengeArt ?? null,
    KORREKTUR_NETTO_PREIS: orNull(link?.korrekturNettoPreisCt4 ?? null, formatPrice),
    KORREKTUR_BRUTTO_PREIS: orNull(link?.korrekturBruttoPreisCt4 ?? null, formatPrice),
    KORREKTUR_MWST: orNull(link?.korrekturMwstBp ?? null, formatRate),
    KORREKTUR_NETTO_PREIS_GESAMT: orNull(link?.korrekturNettoGesamtCents ?? null, formatCents),
    KORREKTUR_BRUTTO_PREIS_GESAMT: orNull(link?.korrekturBruttoGesamtCents ?? null, formatCents),
    MENGE_KORREKTUR_GRUND: (link?.mengeKorrekturGrund ?? 'NONE') as CorrectionReasonValue,
    MENGE_KORREKTUR_TEXT: link?.mengeKorrekturText ?? '',
    MENGE_KORREKTUR_TYPE: (link?.mengeKorrekturType ?? 'NONE') as CorrectionTypeValue,
    PREIS_KORREKTUR_GRUND: (link?.preisKorrekturGrund ?? 'NONE') as CorrectionReasonValue,
    PREIS_KORREKTUR_TEXT: link?.preisKorrekturText ?? '',
    PREIS_KORREKTUR_TYPE: (link?.preisKorrekturType ?? 'NONE') as CorrectionTypeValue,
    KONTENVORSCHLAG: String(link?.kontenvorschlag ?? wk.kontoVorschlag ?? ''),
    LINK_STATE: (link?.linkState ?? 'UNLINKED') as LinkStateValue,
    LINK_HINT: link?.linkHint ?? '',
    PROCESSED_BY_WFSERVER: link?.processedByWfServer ?? false,
    TIME_STAMP: link ? toIso(link.timeStamp) : null,
    UID_SPLIT: link?.uidSplit ?? null,
    SPLIT_AREA: link ? splitAreaOf(link) : null,
  };
}

/** A row of the panel's grids (EXT_WE_ID, Selected, BuWkData). */
export function orderRow(wk: WkRow, link: BuWkRow | null, selected: boolean): WkOrderRow {
  return { EXT_WE_ID: wk.id, Selected: selected, BuWkData: buWkData(wk, link) };
}
