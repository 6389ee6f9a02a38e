import {
  grossFromNet,
  netFromGross,
  parseAccountNumber,
  parseDate,
  parseRate,
  parseScaled,
  PRICE_DECIMALS,
  QUANTITY_DECIMALS,
} from '../goods-receipt.models.js';
import type { CanonicalRow } from './import-formats.js';

/** A goods-receipt line read from an import, checked and converted (before it gets its Mandant). */
export type WkDraft = {
  besteller: string;
  bestellDatum: string;
  weDatum: string | null;
  weScheinNr: string;
  extArtikelNr: string;
  extArtikelBez: string;
  intArtikelNr: string;
  intArtikelBez: string;
  extLieferant: string;
  intLieferant: number | null;
  ean: string;
  pzn: string;
  mengeMilli: number;
  mengeArt: string;
  nettoPreisCt4: number;
  bruttoPreisCt4: number;
  mwstBp: number;
  deleteFlag: boolean;
  idents: string[];
  kontoVorschlag: number | null;
  kost1: string;
  kost2: string;
};

export type LineIssue = { field: string; code: string };

/** VAT rate of a line that names none: the German standard rate. */
export const DEFAULT_VAT_BP = 1900;
const TRUE_FLAGS = new Set(['1', 'true', 'ja', 'j', 'x', 'yes', 'y']);

const text = (row: CanonicalRow, field: keyof CanonicalRow) => (row[field] ?? '').trim();

function readPrices(row: CanonicalRow, mwstBp: number, required: boolean, issues: LineIssue[]) {
  const net = text(row, 'NETTO_PREIS');
  const gross = text(row, 'BRUTTO_PREIS');
  if (!net && !gross) {
    if (required) issues.push({ field: 'NETTO_PREIS', code: 'goodsreceipt.import_missing_price' });
    return { nettoPreisCt4: 0, bruttoPreisCt4: 0 };
  }
  const parsedNet = net ? parseScaled(net, PRICE_DECIMALS) : null;
  const parsedGross = gross ? parseScaled(gross, PRICE_DECIMALS) : null;
  if (parsedNet && !parsedNet.ok) issues.push({ field: 'NETTO_PREIS', code: 'goodsreceipt.invalid_price' });
  if (parsedGross && !parsedGross.ok)
    issues.push({ field: 'BRUTTO_PREIS', code: 'goodsreceipt.invalid_price' });
  const netValue = parsedNet?.ok ? parsedNet.value : null;
  const grossValue = parsedGross?.ok ? parsedGross.value : null;
  return {
    nettoPreisCt4: netValue ?? (grossValue === null ? 0 : netFromGross(grossValue, mwstBp)),
    bruttoPreisCt4: grossValue ?? (netValue === null ? 0 : grossFromNet(netValue, mwstBp)),
  };
}

function readDate(row: CanonicalRow, field: 'BESTELL_DATUM' | 'WE_DATUM', issues: LineIssue[]) {
  const value = text(row, field);
  if (!value) return null;
  const date = parseDate(value);
  if (!date) issues.push({ field, code: 'goodsreceipt.invalid_date' });
  return date;
}

function readAccount(
  row: CanonicalRow,
  field: 'INT_LIEFERANT' | 'KONTENVORSCHLAG',
  code: string,
  issues: LineIssue[],
) {
  const parsed = parseAccountNumber(text(row, field));
  if (parsed === false) {
    issues.push({ field, code });
    return null;
  }
  return parsed;
}

/**
 * Checks one imported line and converts it: an order number (IDENT1) or delivery-note number, a
 * quantity above 0, a net or gross price (`priceRequired`; the other follows from the VAT rate,
 * 19 % when none is given), valid dates and account numbers. The order date falls back to the
 * receipt date, then to `today`. Every problem of the line is listed.
 */
export function readLine(
  row: CanonicalRow,
  options: { priceRequired: boolean; today: string },
): { draft: WkDraft; issues: [] } | { draft: null; issues: LineIssue[] } {
  const issues: LineIssue[] = [];
  if (!text(row, 'IDENT1') && !text(row, 'WE_SCHEIN_NR'))
    issues.push({ field: 'IDENT1', code: 'goodsreceipt.import_missing_key' });
  const quantityText = text(row, 'MENGE');
  const quantity = quantityText ? parseScaled(quantityText, QUANTITY_DECIMALS) : null;
  if (!quantity) issues.push({ field: 'MENGE', code: 'goodsreceipt.import_missing_quantity' });
  else if (!quantity.ok || quantity.value === 0)
    issues.push({ field: 'MENGE', code: 'goodsreceipt.invalid_quantity' });
  const rateText = text(row, 'MWST');
  const rate = rateText ? parseRate(rateText) : { ok: true as const, value: DEFAULT_VAT_BP };
  if (!rate.ok) issues.push({ field: 'MWST', code: 'goodsreceipt.invalid_vat' });
  const mwstBp = rate.ok ? rate.value : DEFAULT_VAT_BP;
  const prices = readPrices(row, mwstBp, options.priceRequired, issues);
  const bestellDatum = readDate(row, 'BESTELL_DATUM', issues);
  const weDatum = readDate(row, 'WE_DATUM', issues);
  const intLieferant = readAccount(row, 'INT_LIEFERANT', 'goodsreceipt.import_invalid_supplier', issues);
  const kontoVorschlag = readAccount(row, 'KONTENVORSCHLAG', 'goodsreceipt.import_invalid_account', issues);
  if (issues.length > 0 || !quantity?.ok) return { draft: null, issues };
  return {
    draft: {
      besteller: text(row, 'BESTELLER'),
      bestellDatum: bestellDatum ?? weDatum ?? options.today,
      weDatum,
      weScheinNr: text(row, 'WE_SCHEIN_NR'),
      extArtikelNr: text(row, 'EXT_ARTIKEL_NR'),
      extArtikelBez: text(row, 'EXT_ARTIKEL_BEZ'),
      intArtikelNr: text(row, 'INT_ARTIKEL_NR'),
      intArtikelBez: text(row, 'INT_ARTIKEL_BEZ'),
      extLieferant: text(row, 'EXT_LIEFERANT'),
      intLieferant,
      ean: text(row, 'EAN').replace(/\s/g, ''),
      pzn: text(row, 'PZN').replace(/\s/g, ''),
      mengeMilli: quantity.value,
      mengeArt: text(row, 'MENGE_ART'),
      ...prices,
      mwstBp,
      deleteFlag: TRUE_FLAGS.has(text(row, 'DELETE_FLAG').toLowerCase()),
      idents: (
        ['IDENT1', 'IDENT2', 'IDENT3', 'IDENT4', 'IDENT5', 'IDENT6', 'IDENT7', 'IDENT8', 'IDENT9'] as const
      ).map((field) => text(row, field)),
      kontoVorschlag,
      kost1: text(row, 'KOST1'),
      kost2: text(row, 'KOST2'),
    },
    issues: [],
  };
}

const normal = (value: string) => value.trim().toUpperCase();

/** What identifies an article of a line: supplier's or own number, EAN, PZN, else its name. */
export function articleKey(
  line: Pick<WkDraft, 'extArtikelNr' | 'intArtikelNr' | 'ean' | 'pzn' | 'extArtikelBez'>,
) {
  return normal(line.extArtikelNr || line.intArtikelNr || line.ean || line.pzn || line.extArtikelBez);
}

/**
 * Lines with equal keys are duplicates. A receipt (delivery-note number given) is the same when its
 * note, supplier, position and article are; an order line when its order number, position (or the
 * article, without a position) and supplier are.
 */
export function duplicateKey(
  line: Pick<WkDraft, 'idents' | 'weScheinNr' | 'intLieferant' | 'extLieferant'> &
    Parameters<typeof articleKey>[0],
) {
  const supplier = line.intLieferant ?? normal(line.extLieferant);
  const position = normal(line.idents[1] ?? '');
  if (line.weScheinNr.trim()) {
    return ['R', normal(line.weScheinNr), supplier, position, articleKey(line)].join('|');
  }
  return ['O', normal(line.idents[0] ?? ''), position || `A:${articleKey(line)}`, supplier].join('|');
}
