import { SearchDirection } from '@belegfluss/shared';
import { BUYER_WORDS, SELLER_WORDS } from './builtin-labels.js';
import type { Layout, LayoutPage, Segment } from './layout.js';
import { partyOf, senderLines } from './party.js';
import { candidateFrom, searchNearAnchor, type Candidate, type ExtractionRule } from './rules.js';

/** Legal forms that end a company name (German, Austrian, Swiss, English, French, Dutch, Italian). */
const LEGAL_FORM =
  /(?<![\p{L}])(?:[Gg][Mm][Bb][Hh]\s*&\s*[Cc][Oo]\.?(?:\s*KG(?:aA)?)?|gGmbH|[Gg][Mm][Bb][Hh]|mbH|AG\s*&\s*Co\.?\s*KG|AG|KGaA|KG|OHG|GbR|PartG(?:mbB)?|UG\s*\(haftungsbeschränkt\)|UG|e\.\s?K\.|e\.\s?V\.|eG|a\.\s?G\.|SE|Ltd\.?|Limited|LLP|PLC|plc|Inc\.?|LLC|Corp\.?|Corporation|SARL|S\.A\.R\.L\.|SAS|SASU|EURL|SA|S\.A\.|SNC|B\.V\.|BV|N\.V\.|NV|V\.O\.F\.|VOF|C\.V\.|BVBA|SPRL|S\.L\.|S\.r\.l\.|Srl|S\.p\.A\.|SpA)(?![\p{L}])/u;

/** Separators of a sender line: "Bei Spiel GmbH ● Ecke 12 ● 12345 Stadthausen". */
const SEPARATOR = /\s+[-–|•●·∙]\s+|\s*[|•●·∙]\s*|,\s+/u;
const SEPARATOR_START = /^(?:\s+[-–|•●·∙]\s+|\s*[|•●·∙]\s*|,\s+)/u;

/** What a label, a number, an address line or a copyright note looks like: not a name. */
const NOT_A_NAME =
  /^(?:[\d\s.,/+()-]+|.*:\s*$|.*(?:straße|strasse|str\.|weg|platz|allee|gasse|ring|road|street|rue|chemin|avenue)\b.*\d.*|(?:\(c\)|©|copyright).*|\d{4,5}\s+\p{L}.*|.*@.*|(?:tel|fax|telefon|phone|e-mail|www|http|iban|bic|ust|steuer|gln|nummer|kunden|datum|seite|page)\b.*)$/iu;

/** A label word, a currency or a heading ending in the document's kind is never a name ("Rechnungswährung", "EUR", "Visualisierung eRechnung"). */
const LABEL_WORD =
  /^(?:[\p{L}.-]*(?:nummer|number|datum|date|w[äa]hrung|currency|betrag|amount|summe|adresse|anschrift|zeitraum)\s*:?|EUR|USD|GBP|CHF|€|(?:\S+\s+){0,2}e?-?(?:rechnung|invoice|facture|factuur)|.*(?:rechnung|invoice|facture|factuur)\s*(?:nr\.?|no\.?|n°|#|nummer|number)?\s*\d.*)$/iu;

/** A country on its own line ends an address; it is never a name. */
const COUNTRY =
  /^(?:deutschland|germany|allemagne|duitsland|[öo]sterreich|austria|autriche|schweiz|suisse|switzerland|zwitserland|frankreich|france|frankrijk|nederland|niederlande|netherlands|the\s+netherlands|pays-bas|belgi[eë]|belgique|belgium|belgien|luxemb(?:o|ou)rg|italia|italy|italien|espa[ñn]a|spain|spanien|united\s+kingdom|uk|great\s+britain|gro[ßs]britannien|ireland|irland|usa|u\.s\.a\.|united\s+states(?:\s+of\s+america)?|new\s+zealand|neuseeland|australia|canada|polska|poland|polen|danmark|denmark|d[äa]nemark|sverige|sweden|schweden)\.?$/iu;

/** A document title or heading is never a name ("RECHNUNG", "Tax Invoice", "Factuur"). */
const TITLE =
  /^(?:tax\s+|proforma\s+|pro-forma\s+)?(?:rechnung|invoice|facture|factuur|gutschrift|credit\s?note|avoir|creditnota|quittung|receipt|re[çc]u|kassenbon|kassabon|bon|ticket(?:\s+de\s+caisse)?|lieferschein|angebot|sales\s+receipt|rechnungskorrektur)\b.{0,20}$/iu;

/**
 * French invoices may name the legal form on its own ("SARL au capital de …"): the trade name then goes
 * without it. Printed after the name ("Gandi SAS au capital de …"), the form is part of the name.
 */
const FRENCH_FORM_WITH_CAPITAL = /(?:^|[-–|•·,]\s*)(SARL|SAS|SASU|EURL|SA|SNC)\s+au\s+capital\b/i;

/** "Sold by: Gandi SAS" → "Gandi SAS": a label before a colon is not part of the name. */
function withoutLabel(text: string): string {
  const colon = text.lastIndexOf(':');
  if (colon < 0 || colon === text.length - 1) return text;
  const before = text.slice(0, colon).trim();
  return before.split(/\s+/).length <= 4 && !LEGAL_FORM.test(before) ? text.slice(colon + 1) : text;
}

function cleanName(text: string): string {
  return withoutLabel(text)
    .replace(/^[\s:.,\-–]+|[\s:,\-–]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function looksLikeName(text: string): boolean {
  const name = cleanName(text);
  return (
    name.length >= 2 &&
    name.length <= 80 &&
    /\p{L}{2}/u.test(name) &&
    !NOT_A_NAME.test(name) &&
    !TITLE.test(name) &&
    !COUNTRY.test(name) &&
    !LABEL_WORD.test(name) &&
    !BUYER_WORDS.test(name)
  );
}

/** The pieces of a line between separators; a legal form after a comma stays with its name ("Stratus, Inc."). */
function namePieces(text: string): string[] {
  const pieces: string[] = [];
  let rest = text;
  for (let match = SEPARATOR.exec(rest); match; match = SEPARATOR.exec(rest)) {
    const after = rest.slice(match.index + match[0].length);
    const form = LEGAL_FORM.exec(after);
    const formFollows =
      match[0].trim() === ',' && form?.index === 0 && !/^[\s,]*\p{L}/u.test(after.slice(form[0].length));
    if (formFollows) {
      pieces.push(rest.slice(0, match.index + match[0].length + form[0].length));
      rest = after.slice(form[0].length).replace(SEPARATOR_START, '');
      continue;
    }
    pieces.push(rest.slice(0, match.index));
    rest = after;
  }
  pieces.push(rest);
  return pieces.filter((piece) => piece.length > 0);
}

/** The part of a segment that names a company with a legal form, e.g. "Kraxi GmbH" in "Kraxi GmbH · Flugzeugallee 17". */
function companyPart(text: string): { name: string; start: number } | null {
  let offset = 0;
  for (const part of namePieces(text)) {
    const start = text.indexOf(part, offset);
    offset = start + part.length;
    const form = LEGAL_FORM.exec(part);
    if (!form) continue;
    // "308,500 KG" is a weight: a company name has a word before its legal form.
    if (!/\p{L}{2}/u.test(part.slice(0, form.index))) continue;
    const name = cleanName(part.slice(0, form.index + form[0].length));
    if (looksLikeName(name)) return { name, start };
  }
  return null;
}

function pageOf(layout: Layout, segment: Segment): LayoutPage {
  return layout.pages.find((candidate) => candidate.pageIndex === segment.pageIndex)!;
}

/** The segment on a neighbouring row that starts where `segment` starts and is close enough to continue it. */
function alignedNeighbour(layout: Layout, segment: Segment, step: -1 | 1): Segment | null {
  const page = pageOf(layout, segment);
  const row = page.rows[segment.row];
  const other = page.rows[segment.row + step];
  if (!row || !other) return null;
  // Left-aligned, or right-aligned as in a letterhead set flush right.
  const line = other.segments.find(
    (candidate) =>
      Math.abs(candidate.box.x0 - segment.box.x0) <= 4 || Math.abs(candidate.box.x1 - segment.box.x1) <= 4,
  );
  if (!line) return null;
  const gap = step === 1 ? line.box.y0 - segment.box.y1 : segment.box.y0 - line.box.y1;
  if (gap > row.lineHeight * 0.8) return null;
  // A line with a label to its left ("Anschrift: Musterstr. 12") starts another field.
  if (other.segments.some((candidate) => candidate.column < line.column && /:\s*$/.test(candidate.text)))
    return null;
  return line;
}

/**
 * Completes a name printed over two lines: "MVM Musterhafter" above "Versicherungsverein a.G.".
 * A line without a legal form takes the next line when that one ends the name with one; a line with
 * a legal form takes the line above when that one is a bare name start.
 */
function completeName(layout: Layout, segment: Segment, name: string): string {
  if (!LEGAL_FORM.test(name)) {
    const next = alignedNeighbour(layout, segment, 1);
    const company = next ? companyPart(next.text) : null;
    return next && company && company.start === 0 ? `${name} ${company.name}` : name;
  }
  const above = alignedNeighbour(layout, segment, -1);
  if (!above || /[\d:]/.test(above.text) || LEGAL_FORM.test(above.text) || SELLER_WORDS.test(above.text))
    return name;
  return looksLikeName(above.text) && partyOf(layout, above) !== 'buyer'
    ? `${cleanName(above.text)} ${name}`
    : name;
}

function withoutStatedFrenchForm(name: string, layout: Layout): string {
  const stated = layout.segments
    .map((segment) => FRENCH_FORM_WITH_CAPITAL.exec(segment.text)?.[1])
    .find(Boolean);
  if (!stated) return name;
  const trimmed = name.replace(new RegExp(`\\s+${stated}\\.?$`, 'i'), '');
  return trimmed.length >= 2 ? trimmed : name;
}

function nameCandidate(
  layout: Layout,
  rule: string,
  score: number,
  segment: Segment,
  name: string,
  start: number,
): Candidate {
  const completed = start === 0 ? completeName(layout, segment, name) : name;
  const value = withoutStatedFrenchForm(completed, layout);
  return candidateFrom('sellerName', rule, score, segment, { value, start, end: start + name.length });
}

const NAME_LABEL = /^(?:name|firma|firmenname|company|nom|raison\s+sociale)\s*:?\s*/iu;
const nameFinder = (text: string) =>
  looksLikeName(text) ? [{ value: cleanName(text), start: 0, end: text.length }] : [];

/** "Name: Lieferant GmbH" inside the seller's section. */
function fromNameLabel(layout: Layout, segment: Segment): Candidate[] {
  const label = NAME_LABEL.exec(segment.text);
  if (!label || partyOf(layout, segment) !== 'seller') return [];
  const hits = searchNearAnchor(layout, { segment, start: 0, end: label[0].length }, nameFinder, {
    directions: [SearchDirection.sameLine, SearchDirection.right],
  });
  return hits.map((hit) =>
    nameCandidate(layout, 'builtin:seller-name-label', 0.95, hit.segment, hit.match.value, hit.match.start),
  );
}

/** The first name-like line under a seller header ("Verkäufer", "Rechnungsersteller", "Lieferant" …). */
function fromSellerHeader(layout: Layout, segment: Segment): Candidate[] {
  if (!SELLER_WORDS.test(segment.text)) return [];
  const inline = /^[^:]{2,30}:\s*(\S.*)$/u.exec(segment.text);
  if (inline && looksLikeName(inline[1]!)) {
    const start = segment.text.length - inline[1]!.length;
    return [nameCandidate(layout, 'builtin:seller-header', 0.9, segment, cleanName(inline[1]!), start)];
  }
  if (segment.text.length >= 40) return [];
  const rows = pageOf(layout, segment).rows;
  for (let index = segment.row + 1; index <= segment.row + 3 && index < rows.length; index += 1) {
    const below = rows[index]!.segments.find(
      (other) => other.box.x0 >= segment.box.x0 - 20 && other.box.x0 <= segment.box.x1 + 40,
    );
    if (!below) continue;
    // "Globale Nummer: 4000001123452" is a field of the section, not its name.
    if (rows[index]!.segments.some((other) => /:\s*$/.test(other.text))) continue;
    const line = cleanName(namePieces(below.text)[0] ?? '');
    if (looksLikeName(line) && !/\d/.test(line)) {
      const score = companyPart(line) ? 0.85 : 0.7;
      return [nameCandidate(layout, 'builtin:seller-header', score, below, line, 0)];
    }
  }
  return [];
}

/** Company names with a legal form: the letterhead and sender line score high, the buyer's block low. */
function fromLegalForm(layout: Layout, segment: Segment, counts: Map<string, number>): Candidate[] {
  const company = companyPart(segment.text);
  if (!company || BUYER_WORDS.test(segment.text)) return [];
  const page = pageOf(layout, segment);
  const party = partyOf(layout, segment);
  const top = segment.box.y0 / page.height;
  let score = 0.45;
  if (segment.pageIndex === 0 && top < 0.2) score += 0.2;
  if (segment.pageIndex === 0 && top > 0.85) score += 0.05;
  if ((counts.get(company.name.toLowerCase()) ?? 0) > 1) score += 0.15;
  if (SEPARATOR.test(segment.text) && company.start === 0) score += 0.1;
  if (party === 'seller') score += 0.15;
  if (party === 'buyer') score -= 0.45;
  return [nameCandidate(layout, 'builtin:seller-company', score, segment, company.name, company.start)];
}

/** The line printed largest in the head of the first page (a letterhead), when it reads as a name. */
function fromLargestHead(layout: Layout): Candidate[] {
  const page = layout.pages[0];
  if (!page) return [];
  const head = page.rows.filter((row) => row.box.y1 < page.height * 0.3);
  const sized = head.flatMap((row) => row.segments.map((segment) => ({ segment, height: row.lineHeight })));
  sized.sort((a, b) => b.height - a.height);
  const typical =
    page.rows.map((row) => row.lineHeight).sort((a, b) => a - b)[Math.floor(page.rows.length / 2)] ?? 0;
  for (const { segment, height } of sized.slice(0, 3)) {
    if (height < typical * 1.25) break;
    const part = cleanName(namePieces(segment.text)[0] ?? '');
    if (!looksLikeName(part) || partyOf(layout, segment) === 'buyer') continue;
    return [
      nameCandidate(
        layout,
        'builtin:seller-letterhead-large',
        companyPart(part) ? 0.6 : 0.5,
        segment,
        part,
        0,
      ),
    ];
  }
  return [];
}

/** The first piece of the sender line over the address window ("Lena Voigt · Mühlweg 3 · 04109 Leipzig"). */
function fromSenderLine(layout: Layout): Candidate[] {
  return senderLines(layout).flatMap((segment) => {
    const part = cleanName(namePieces(segment.text)[0] ?? '');
    if (!looksLikeName(part)) return [];
    const score = companyPart(part) ? 0.75 : 0.6;
    return [nameCandidate(layout, 'builtin:seller-sender-line', score, segment, part, 0)];
  });
}

/**
 * Seller name: the "Name" line of the seller's section, the line under a seller header, company
 * names with a legal form (letterhead, sender line, footer; not in the buyer's block), and the
 * letterhead's first line.
 */
export function sellerNameRule(): ExtractionRule {
  return {
    id: 'builtin:seller-name',
    field: 'sellerName',
    origin: 'builtin',
    find({ layout }) {
      const counts = new Map<string, number>();
      for (const segment of layout.segments) {
        const key = companyPart(segment.text)?.name.toLowerCase();
        if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const candidates = layout.segments.flatMap((segment) => [
        ...fromNameLabel(layout, segment),
        ...fromSellerHeader(layout, segment),
        ...fromLegalForm(layout, segment, counts),
      ]);
      candidates.push(...fromLargestHead(layout), ...fromSenderLine(layout));
      const first = layout.pages[0]?.rows[0]?.segments[0];
      const part = first ? cleanName(namePieces(first.text)[0] ?? '') : '';
      if (first && looksLikeName(part) && partyOf(layout, first) !== 'buyer') {
        candidates.push(nameCandidate(layout, 'builtin:seller-letterhead', 0.4, first, part, 0));
      }
      return candidates;
    },
  };
}
