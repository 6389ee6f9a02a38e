import { SearchDirection } from '@belegfluss/shared';
import { SELLER_WORDS } from './builtin-labels.js';
import type { Layout, Segment } from './layout.js';
import { partyOf } from './party.js';
import { candidateFrom, searchNearAnchor, type Candidate, type ExtractionRule } from './rules.js';

/** Legal forms that end a company name (German, Austrian, Swiss, English, French, Dutch, Italian). */
const LEGAL_FORM =
  /(?:GmbH\s*&\s*Co\.?(?:\s*KG(?:aA)?)?|gGmbH|GmbH|mbH|AG\s*&\s*Co\.?\s*KG|AG|KGaA|KG|OHG|GbR|PartG(?:mbB)?|UG\s*\(haftungsbeschränkt\)|UG|e\.\s?K\.|e\.\s?V\.|eG|a\.\s?G\.|SE|Ltd\.?|Limited|LLP|PLC|plc|Inc\.?|LLC|Corp\.?|Corporation|SARL|S\.A\.R\.L\.|SAS|SASU|EURL|SA|S\.A\.|SNC|B\.V\.|BV|N\.V\.|NV|S\.r\.l\.|Srl|S\.p\.A\.|SpA)(?![\p{L}])/u;
const LEGAL_FORM_AT_END = new RegExp(`${LEGAL_FORM.source}\\s*$`, 'u');

/** Separators of a sender line: "Bei Spiel GmbH ● Ecke 12 ● 12345 Stadthausen". */
const SEPARATOR = /\s+[-–|•●·∙]\s+|\s*[|•●·∙]\s*|,\s+/u;

/** What a label, a number or an address line looks like: not a name. */
const NOT_A_NAME =
  /^(?:[\d\s.,/+()-]+|.*:\s*$|.*\b(?:straße|strasse|str\.|weg|platz|allee|gasse|ring|road|street|rue|chemin|avenue)\b.*\d.*|\d{4,5}\s+\p{L}.*|.*@.*|(?:tel|fax|telefon|phone|e-mail|www|http|iban|bic|ust|steuer|gln|nummer|kunden|datum|seite|page)\b.*)$/iu;

/** French invoices name the legal form on its own ("SARL au capital de …"): the trade name goes without it. */
const FRENCH_FORM_WITH_CAPITAL = /\b(SARL|SAS|SASU|EURL|SA|SNC)\s+au\s+capital\b/i;

function cleanName(text: string): string {
  return text
    .replace(/^[\s:.,\-–]+|[\s:,\-–]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function looksLikeName(text: string): boolean {
  const name = cleanName(text);
  return name.length >= 2 && name.length <= 80 && /\p{L}{2}/u.test(name) && !NOT_A_NAME.test(name);
}

/** The part of a segment that names a company with a legal form, e.g. "Kraxi GmbH" in "Kraxi GmbH · Flugzeugallee 17". */
function companyPart(text: string): { name: string; start: number } | null {
  let offset = 0;
  for (const part of text.split(SEPARATOR)) {
    const start = text.indexOf(part, offset);
    offset = start + part.length;
    const form = LEGAL_FORM.exec(part);
    if (!form) continue;
    const name = cleanName(part.slice(0, form.index + form[0].length));
    if (looksLikeName(name) && name.length > form[0].length + 1) return { name, start };
  }
  return null;
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
  const value = withoutStatedFrenchForm(name, layout);
  return candidateFrom('sellerName', rule, score, segment, { value, start, end: start + name.length });
}

/**
 * Seller name: the "Name" line of the seller's section, the line under a seller header
 * ("Verkäufer", "Rechnungsersteller", "Lieferant" …), company names with a legal form (letterhead,
 * sender line, footer; not in the buyer's block), and the letterhead's first line.
 */
export function sellerNameRule(): ExtractionRule {
  return {
    id: 'builtin:seller-name',
    field: 'sellerName',
    origin: 'builtin',
    find(context) {
      const { layout } = context;
      const candidates: Candidate[] = [];
      const counts = new Map<string, number>();
      for (const segment of layout.segments) {
        const company = companyPart(segment.text);
        if (company)
          counts.set(company.name.toLowerCase(), (counts.get(company.name.toLowerCase()) ?? 0) + 1);
      }

      for (const segment of layout.segments) {
        const page = layout.pages.find((candidate) => candidate.pageIndex === segment.pageIndex)!;
        const party = partyOf(layout, segment);

        // "Name: Lieferant GmbH" inside the seller's section.
        const nameLabel = /^(?:name|firma|firmenname|company|nom|raison\s+sociale)\s*:?\s*/iu.exec(
          segment.text,
        );
        if (nameLabel && party === 'seller') {
          const end = nameLabel[0].length;
          for (const hit of searchNearAnchor(
            layout,
            { segment, start: 0, end },
            (text) => (looksLikeName(text) ? [{ value: cleanName(text), start: 0, end: text.length }] : []),
            {
              directions: [SearchDirection.sameLine, SearchDirection.right],
            },
          )) {
            candidates.push(
              nameCandidate(
                layout,
                'builtin:seller-name-label',
                0.95,
                hit.segment,
                hit.match.value,
                hit.match.start,
              ),
            );
          }
        }

        // The line under a seller header.
        if (SELLER_WORDS.test(segment.text) && segment.text.length < 40) {
          const rows = page.rows;
          for (let index = segment.row + 1; index <= segment.row + 3 && index < rows.length; index += 1) {
            const below = rows[index]!.segments.find(
              (other) => other.box.x0 >= segment.box.x0 - 20 && other.box.x0 <= segment.box.x1 + 40,
            );
            if (!below) continue;
            const company = companyPart(below.text);
            if (company) {
              candidates.push(
                nameCandidate(layout, 'builtin:seller-header', 0.85, below, company.name, company.start),
              );
              break;
            }
            if (looksLikeName(below.text) && !/\d/.test(below.text)) {
              candidates.push(
                nameCandidate(layout, 'builtin:seller-header', 0.7, below, cleanName(below.text), 0),
              );
              break;
            }
          }
        }

        // Company names with a legal form anywhere.
        const company = companyPart(segment.text);
        if (company) {
          let score = 0.45;
          const top = segment.box.y0 / page.height;
          if (segment.pageIndex === 0 && top < 0.2) score += 0.2;
          if (segment.pageIndex === 0 && top > 0.85) score += 0.05;
          if ((counts.get(company.name.toLowerCase()) ?? 0) > 1) score += 0.15;
          if (SEPARATOR.test(segment.text) && company.start === 0) score += 0.1;
          if (party === 'seller') score += 0.15;
          if (party === 'buyer') score -= 0.45;
          candidates.push(
            nameCandidate(layout, 'builtin:seller-company', score, segment, company.name, company.start),
          );
        }
      }

      // The letterhead: the first line of the first page, when it reads like a name.
      const first = layout.pages[0]?.rows[0]?.segments[0];
      if (first) {
        const part = first.text.split(SEPARATOR)[0] ?? '';
        if (looksLikeName(part) && partyOf(layout, first) !== 'buyer') {
          candidates.push(nameCandidate(layout, 'builtin:seller-letterhead', 0.4, first, cleanName(part), 0));
        }
      }
      return candidates;
    },
  };
}
