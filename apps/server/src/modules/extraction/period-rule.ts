import { restOfRow } from './layout.js';
import { candidateFrom, type Candidate, type ExtractionRule } from './rules.js';

const PERIOD_LABEL =
  /\b(?:leistungs|liefer|abrechnungs|rechnungs)zeitraum|\bleistungsperiode|\b(?:service|billing|delivery)\s+period|\bp[ée]riode\s+de\s+(?:prestation|facturation)/iu;
/** What may stand between the two dates of a period: "-", "–", "bis", "to", "au". */
const PERIOD_JOIN = /^\s*(?:[-–—]|bis|to|until|au|jusqu'au)\s*$/iu;

/**
 * A delivery or service period ("Leistungszeitraum: 01.10.2018 – 31.10.2018"): its first date is
 * LieferAnfang, its second LieferEnde (LieferEnde otherwise repeats a single delivery date).
 */
export function periodRule(field: 'deliveryDateStart' | 'deliveryDateEnd'): ExtractionRule {
  return {
    id: `builtin:period-${field}`,
    field,
    origin: 'builtin',
    find(context) {
      const candidates: Candidate[] = [];
      for (const original of context.layout.segments) {
        const label = PERIOD_LABEL.exec(original.text);
        if (!label) continue;
        const segment = restOfRow(context.layout, original);
        const from = segment.text.indexOf(label[0]) + label[0].length;
        const dates = context.finders
          .date(segment.text.slice(from))
          .map((date) => ({ ...date, start: date.start + from, end: date.end + from }));
        const [start, end] = dates;
        if (!start || !end || !PERIOD_JOIN.test(segment.text.slice(start.end, end.start))) continue;
        const match = field === 'deliveryDateStart' ? start : end;
        candidates.push(candidateFrom(field, 'builtin:period', 0.95, segment, match));
      }
      return candidates;
    },
  };
}
