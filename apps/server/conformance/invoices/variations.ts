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

type Unit = { x0: number; x1: number; y0: number; y1: number; blocks: Set<number> };

/** Blocks side by side with a narrow gap (a label column and its values) move together as one unit. */
function unitsOf(words: PlacedWord[]): Unit[] {
  const boxes = new Map<number, Unit>();
  for (const word of words) {
    const box = boxes.get(word.block) ?? {
      x0: Infinity,
      x1: -Infinity,
      y0: Infinity,
      y1: -Infinity,
      blocks: new Set([word.block]),
    };
    boxes.set(word.block, {
      ...box,
      x0: Math.min(box.x0, word.x0),
      x1: Math.max(box.x1, word.x1),
      y0: Math.min(box.y0, word.y0),
      y1: Math.max(box.y1, word.y1),
    });
  }
  const units = [...boxes.values()];
  for (let merged = true; merged;) {
    merged = false;
    for (let a = 0; a < units.length && !merged; a += 1) {
      for (let b = a + 1; b < units.length && !merged; b += 1) {
        const [u, v] = [units[a]!, units[b]!];
        const overlapY = u.y0 < v.y1 && v.y0 < u.y1;
        const gap = Math.max(u.x0, v.x0) - Math.min(u.x1, v.x1);
        if (!overlapY || gap > 70) continue;
        units[a] = {
          x0: Math.min(u.x0, v.x0),
          x1: Math.max(u.x1, v.x1),
          y0: Math.min(u.y0, v.y0),
          y1: Math.max(u.y1, v.y1),
          blocks: new Set([...u.blocks, ...v.blocks]),
        };
        units.splice(b, 1);
        merged = true;
      }
    }
  }
  return units;
}

/** Mirrors the narrow units of the head of the first page: the address window goes right, the info block left. */
function moveHeadBlocks(lines: PlacedWord[][], page: PageText): PlacedWord[][] {
  if (page.pageIndex !== 0) return lines;
  const units = unitsOf(lines.flat());
  const unitOf = (block: number) => units.find((unit) => unit.blocks.has(block))!;
  return lines.map((line) =>
    line.map((word) => {
      const unit = unitOf(word.block);
      if (unit.y1 > page.height * 0.45 || unit.x1 - unit.x0 > page.width * 0.55) return word;
      const shift = page.width - unit.x1 - unit.x0;
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

/** Words closer than a word space form a phrase, drawn as one string (so the new font spaces it naturally). */
function phrases(line: PlacedWord[]): PlacedWord[] {
  const result: PlacedWord[] = [];
  for (const word of line) {
    const previous = result[result.length - 1];
    const height = word.y1 - word.y0;
    if (previous && word.x0 - previous.x1 < height * 0.6 && word.x0 >= previous.x0) {
      result[result.length - 1] = {
        ...previous,
        text: `${previous.text} ${word.text}`,
        x1: Math.max(previous.x1, word.x1),
        y0: Math.min(previous.y0, word.y0),
        y1: Math.max(previous.y1, word.y1),
      };
    } else {
      result.push({ ...word });
    }
  }
  return result;
}

function toOps(lines: PlacedWord[][], pageIndex: number): TextOp[] {
  return lines.flatMap((line) =>
    phrases(line).map((word) => {
      const height = word.y1 - word.y0;
      return {
        page: pageIndex,
        text: word.text,
        x: word.x0,
        y: word.y1 - height * 0.22,
        size: Math.max(4, height * 0.86),
        maxWidth: Math.max(1, (word.x1 - word.x0) * 0.98),
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
