import type { Database } from '../src/kernel/database.js';

/** Words of German invoices, most common first; the generated page texts draw from them Zipf-like. */
const COMMON = [
  'Rechnung',
  'Betrag',
  'Lieferung',
  'Zahlung',
  'Datum',
  'Steuer',
  'Leistung',
  'Kunde',
  'Artikel',
  'Menge',
  'Preis',
  'Gesamtbetrag',
  'Nettobetrag',
  'Umsatzsteuer',
  'Bankverbindung',
  'Zahlungsziel',
  'Skonto',
  'Auftrag',
  'Bestellung',
  'Lieferschein',
  'Gutschrift',
  'Mahnung',
  'Versand',
  'Verpackung',
  'Rabatt',
  'Stück',
  'Einheit',
  'Büromaterial',
  'Reparatur',
  'Wartung',
  'Material',
  'Arbeitszeit',
  'Anfahrt',
  'Miete',
  'Strom',
  'Heizung',
];
const SYLLABLES = [
  'ka',
  'lo',
  'mer',
  'stein',
  'bach',
  'holz',
  'berg',
  'feld',
  'mann',
  'wald',
  'tor',
  'rin',
  'gen',
  'dorf',
];

function vocabulary(size: number): string[] {
  const words = [...COMMON];
  for (let index = 0; words.length < size; index += 1) {
    const a = SYLLABLES[index % SYLLABLES.length] as string;
    const b = SYLLABLES[Math.floor(index / SYLLABLES.length) % SYLLABLES.length] as string;
    const c = SYLLABLES[Math.floor(index / SYLLABLES.length ** 2) % SYLLABLES.length] as string;
    words.push(`${a}${b}${c}${index}`);
  }
  return words;
}

/** A seeded random generator, so every run builds the same archive. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Page texts of 1000 template documents (10 pages of about 40 words): the common words occur in
 * most of them, the rest Zipf-distributed over 3000 words. Archived documents reuse them round robin.
 */
export function templateTexts(): string[] {
  const words = vocabulary(3000);
  const next = random(42);
  return Array.from({ length: 1000 }, () => {
    const pages: string[] = [];
    for (let page = 0; page < 10; page += 1) {
      const line: string[] = [];
      for (let word = 0; word < 40; word += 1) {
        line.push(words[Math.floor(words.length * next() ** 3)] as string);
      }
      pages.push(line.join(' '));
    }
    return pages.join('\n');
  });
}

/**
 * Writes `count` archived documents of one Mandant straight into the archive tables with SQL
 * (generate_series): ten years of document dates, 5000 creditors, amounts, accounts, cost centres,
 * index values, and the German tsvector of one of the template texts.
 */
export async function generateArchive(
  database: Database,
  mandantId: string,
  count: number,
  log: (line: string) => void,
) {
  await database.execute(`CREATE TEMP TABLE bench_template (id int PRIMARY KEY, tsv tsvector)`);
  const texts = templateTexts();
  for (let start = 0; start < texts.length; start += 100) {
    const chunk = texts.slice(start, start + 100);
    await database.execute(
      `INSERT INTO bench_template SELECT $1::int + ordinality - 1, to_tsvector('german', text)
       FROM unnest($2::text[]) WITH ORDINALITY AS t(text, ordinality)`,
      [start, chunk],
    );
  }
  // Built after the load, as a bulk import would: the product's index definitions, read back from the catalogue.
  const indexes = (
    await database.execute(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'archive_document' AND indexname LIKE 'archive_document_%_idx'`,
    )
  ).rows as { indexname: string; indexdef: string }[];
  for (const index of indexes) await database.execute(`DROP INDEX ${index.indexname}`);
  const batch = 50_000;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await database.execute(
      `INSERT INTO archive_document (mandant_id, source_document_id, revision, title, document_type, document_kind,
         original_sha256, original_content_type, pdf_sha256, pdf_format, page_count, document_date, gross_cents,
         creditor, invoice_number, accounts, cost_centres, index_values, history, search_text, content_hash,
         archived_at, archived_by_name)
       SELECT $1, gen_random_uuid(), 1, 'Beleg ' || g || '.pdf', 'Rechnung', 'pdf', md5(g::text) || md5((-g)::text),
         'application/pdf', NULL, 'pdf', 1 + (g % 19), date '2016-01-01' + (g % 3650), (g::bigint * 7919) % 500000 + 100,
         'Kreditor ' || (g % 5000), 'RE-' || g, ARRAY[4000 + (g % 900)]::bigint[], ARRAY[(100 + g % 50)::text],
         jsonb_build_array(
           jsonb_build_object('field', 'Belegdatum', 'value', to_char(date '2016-01-01' + (g % 3650), 'YYYY-MM-DD')),
           jsonb_build_object('field', 'Kennung', 'value', 'RE-' || g),
           jsonb_build_object('field', 'Kreditor', 'value', 'Kreditor ' || (g % 5000)),
           jsonb_build_object('field', 'Betrag', 'value', to_char(((g::bigint * 7919) % 500000 + 100) / 100.0, 'FM9999990.00'))),
         '[]'::jsonb, t.tsv, md5(g::text) || md5((g + 1)::text),
         timestamptz '2016-01-01 00:00:00+00' + (g % 3650) * interval '1 day' + (g % 86400) * interval '1 second', 'Bench'
       FROM generate_series($2::int, $3::int) g JOIN bench_template t ON t.id = g % 1000`,
      [mandantId, from, to],
    );
    log(`  ${to.toLocaleString('de-DE')} Dokumente erzeugt`);
  }
  await database.execute(
    `INSERT INTO archive_retention (source_document_id, mandant_id, retention_class, retention_until)
    SELECT source_document_id, mandant_id, 'booking_document', (extract(year from document_date)::int + 8 || '-12-31')::date
    FROM archive_document WHERE mandant_id = $1`,
    [mandantId],
  );
  for (const index of indexes) {
    await database.execute(index.indexdef);
    log(`  Index ${index.indexname} gebaut`);
  }
  await database.execute('ANALYZE');
}
