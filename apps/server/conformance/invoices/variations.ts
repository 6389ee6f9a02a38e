import type { PageText, PageWord } from '@belegfluss/shared';
import type { TextOp } from './blocks.js';
import type { Random } from './random.js';

/**
 * Variations of a real invoice's text layer, drawn anew: its labels said with other words (German,
 * English, French, Dutch synonyms), its head blocks moved to the other side, another font, or the
 * page made two columns (footer as a sidebar). The values stay as printed, so the truth stays.
 */
export type VariationKind = 'synonyms' | 'moved' | 'two-column' | 'all';

/** Labels as invoices print them, and other words real invoices use for the same thing. */
const SYNONYMS: [RegExp, string[]][] = [
  [/\bRechnungs-?(?:nummer|nr\.?)/i, ['Rechnung Nr.', 'Beleg-Nr.', 'Rechnungs-Nr.', 'Re.-Nr.']],
  [/\bRechnungsdatum\b/i, ['Datum der Rechnung', 'Belegdatum', 'Ausstellungsdatum']],
  [/\b(?:Gesamtbetrag netto|Summe netto|Nettobetrag|Netto ?summe|Gesamt netto)\b/i, ['Warenwert netto', 'Zwischensumme netto', 'Nettowert']],
  [/\b(?:Gesamtbetrag brutto|Bruttobetrag|Brutto ?summe|Rechnungsbetrag|Gesamtbetrag)\b/i, ['Endbetrag', 'Gesamtsumme', 'Rechnungssumme', 'Summe brutto']],
  [/\b(?:Zahlbetrag|Zu zahlen(?:der Betrag)?|Fälliger Betrag)\b/i, ['Offener Betrag', 'Noch zu zahlen', 'Zahlbetrag']],
  [/\bUmsatzsteuer\b/, ['MwSt.', 'USt.', 'Mehrwertsteuer']],
  [/\bMwSt\.?/, ['USt.', 'Umsatzsteuer']],
  [/\bBestell(?:nummer|-?Nr\.?)/i, ['Ihre Bestellung', 'Bestell-Nr.', 'Ihre Bestellnummer']],
  [/\bUSt-?Id(?:Nr)?\.?|Umsatzsteuer-?ID/i, ['USt-IdNr.', 'Umsatzsteuer-Identifikationsnummer', 'USt.-ID']],
  [/\bInvoice (?:number|no\.?)/i, ['Invoice #', 'Invoice No.', 'Document number']],
  [/\bInvoice date\b/i, ['Date of issue', 'Issue date', 'Invoice Date']],
  [/\bTotal amount\b/i, ['Grand total', 'Invoice total']],
  [/\bFacture N°|N° de facture|Numéro de facture/i, ['Facture n°', 'N° facture', 'Numéro de facture']],
  [/\bDate de facture\b/i, ["Date d'émission", 'Date de facturation']],
  [/\bTotal HT\b/i, ['Montant HT', 'Total hors taxes', 'Sous-total HT']],
  [/\bTotal TTC\b/i, ['Montant TTC', 'Total toutes taxes comprises']],
  [/\bNet à payer\b/i, ['Reste à payer', 'Solde à payer']],
]; // prettier-ignore

type PlacedWord = { text: string; x0: number; x1: number; y0: number; y1: number; block: number };

function wordsOf(page: PageText): PlacedWord[][] {
  return page.lines.map((line) =>
    page.words.slice(line.firstWord, line.firstWord + line.wordCount).map((word: PageWord) => ({
      text: word.text,
      ...word.box,
      block: line.block,
    })),
  );
}

/** Replaces one known label in a line by a synonym, moving the words after it when it grew. */
function replaceLabels(line: PlacedWord[], random: Random): PlacedWord[] {
  const text = line.map((word) => word.text).join(' ');
  for (const [label, options] of SYNONYMS) {
    const match = label.exec(text);
    if (!match) continue;
    const replacement = random.pick(options);
    let offset = 0;
    const covered: number[] = [];
    line.forEach((word, index) => {
      const end = offset + word.text.length;
      if (end > match.index && offset < match.index + match[0].length) covered.push(index);
      offset = end + 1;
    });
    if (!covered.length) return line;
    const first = line[covered[0]!]!;
    const last = line[covered[covered.length - 1]!]!;
    const before = text.slice(0, match.index).split(' ').pop() ?? '';
    const after = text.slice(match.index + match[0].length).split(' ')[0] ?? '';
    const charWidth = (last.x1 - first.x0) / Math.max(1, match[0].length);
    const newText = `${before}${replacement}${after}`;
    const newWidth = newText.length * charWidth;
    const grown = Math.max(0, first.x0 + newWidth - last.x1);
    const replaced: PlacedWord = { ...first, text: newText, x1: first.x0 + newWidth };
    return [
      ...line.slice(0, covered[0]),
      replaced,
      ...line
        .slice(covered[covered.length - 1]! + 1)
        .map((word) => ({ ...word, x0: word.x0 + grown, x1: word.x1 + grown })),
    ];
  }
  return line;
}

/** Mirrors the narrow blocks of the head of the first page: the address window goes right, the info block left. */
function moveHeadBlocks(lines: PlacedWord[][], page: PageText): PlacedWord[][] {
  if (page.pageIndex !== 0) return lines;
  const blockBoxes = new Map<number, { x0: number; x1: number; y1: number }>();
  for (const word of lines.flat()) {
    const box = blockBoxes.get(word.block) ?? { x0: Infinity, x1: -Infinity, y1: -Infinity };
    blockBoxes.set(word.block, {
      x0: Math.min(box.x0, word.x0),
      x1: Math.max(box.x1, word.x1),
      y1: Math.max(box.y1, word.y1),
    });
  }
  return lines.map((line) =>
    line.map((word) => {
      const box = blockBoxes.get(word.block)!;
      if (box.y1 > page.height * 0.45 || box.x1 - box.x0 > page.width * 0.55) return word;
      const shift = page.width - box.x1 - box.x0;
      return { ...word, x0: word.x0 + shift, x1: word.x1 + shift };
    }),
  );
}

/** Squeezes the page into a right column and sets its footer lines as a sidebar on the left. */
function twoColumns(lines: PlacedWord[][], page: PageText): PlacedWord[][] {
  const sidebarWidth = page.width * 0.24;
  const scale = (page.width - sidebarWidth - 30) / page.width;
  const footerTop = page.height * 0.84;
  const result: PlacedWord[][] = [];
  let sideY = page.height * 0.25;
  for (const line of lines) {
    if (line.every((word) => word.y0 >= footerTop)) {
      let current: PlacedWord[] = [];
      let x = 20;
      for (const word of line) {
        const width = word.x1 - word.x0;
        const height = word.y1 - word.y0;
        if (current.length && x + width > sidebarWidth) {
          result.push(current);
          current = [];
          x = 20;
          sideY += height * 1.3;
        }
        current.push({ ...word, x0: x, x1: x + width, y0: sideY, y1: sideY + height });
        x += width + height * 0.3;
      }
      if (current.length) result.push(current);
      sideY += (line[0]!.y1 - line[0]!.y0) * 1.6;
      continue;
    }
    result.push(
      line.map((word) => ({
        ...word,
        x0: sidebarWidth + 20 + word.x0 * scale,
        x1: sidebarWidth + 20 + word.x1 * scale,
        y0: word.y0 + (word.y1 - word.y0) * (1 - scale),
      })),
    );
  }
  return result;
}

function toOps(lines: PlacedWord[][], pageIndex: number): TextOp[] {
  return lines.flatMap((line) =>
    line.map((word) => {
      const height = word.y1 - word.y0;
      return {
        page: pageIndex,
        text: word.text,
        x: word.x0,
        y: word.y1 - height * 0.22,
        size: Math.max(4, height * 0.86),
        maxWidth: (word.x1 - word.x0) * 1.05 + 1,
      };
    }),
  );
}

/** The text pieces of a variation of one page. */
export function varyPage(page: PageText, kind: VariationKind, random: Random): TextOp[] {
  let lines = wordsOf(page);
  if (kind === 'synonyms' || kind === 'all') lines = lines.map((line) => replaceLabels(line, random));
  if (kind === 'moved' || kind === 'all') lines = moveHeadBlocks(lines, page);
  if (kind === 'two-column' || kind === 'all') lines = twoColumns(lines, page);
  return toOps(lines, page.pageIndex);
}
