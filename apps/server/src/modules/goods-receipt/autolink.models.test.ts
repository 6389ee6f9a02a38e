import { describe, expect, it } from 'vitest';
import { collectEvidence, decideAutoLinks, splitReferences, type Candidate } from './autolink.models.js';
import type { WkRow } from './receipts.repository.js';

const line = (id: string, values: Partial<WkRow>): WkRow =>
  ({
    id,
    ident1: 'B-1',
    ident2: '',
    intLieferant: 70001,
    extLieferant: '',
    extArtikelNr: '',
    intArtikelNr: '',
    ean: '',
    pzn: '',
    mengeMilli: 1000,
    nettoPreisCt4: 100_000,
    bruttoPreisCt4: 119_000,
    ...values,
  }) as WkRow;

const evidence = (umsatz: number | null, creditor: number | null = 70001, lines: string[] = []) =>
  collectEvidence({
    values: {},
    creditor,
    umsatzCents: umsatz,
    pages: [
      {
        id: 'page',
        index: 0,
        width: 595,
        height: 842,
        words: lines.flatMap((text, row) =>
          text.split(' ').map((word, column) => ({
            text: word,
            box: { x0: column * 50, y0: row * 20, x1: column * 50 + 40, y1: row * 20 + 10 },
          })),
        ),
      },
    ],
  });

const byOrder = (...rows: WkRow[]): Candidate[] => rows.map((row) => ({ line: row, via: 'order' }));

describe('auto-link decisions', () => {
  it('splits an order reference field into its numbers', () => {
    expect(splitReferences('b-1, B-2')).toEqual(['b-1', 'B-2', 'B-1']);
  });

  it('is safe for one supplier whose lines make the invoice amount', () => {
    const links = decideAutoLinks(byOrder(line('a', {}), line('b', {})), evidence(2_380));
    expect(links.map((link) => link.state)).toEqual(['LINKED_AUTO_SAFE', 'LINKED_AUTO_SAFE']);
  });

  it('is unsafe with the reasons when the supplier differs or the amount does not fit', () => {
    const links = decideAutoLinks(byOrder(line('a', {})), evidence(500_00, 70002));
    expect(links[0]).toMatchObject({ state: 'LINKED_AUTO_UNSAFE' });
    expect(links[0]?.hints.sort()).toEqual(['NOT_ON_DOCUMENT', 'SUPPLIER_MISMATCH']);
  });

  it('is safe despite another amount when every article and quantity is printed', () => {
    const links = decideAutoLinks(
      byOrder(line('a', { extArtikelNr: 'X-1' })),
      evidence(999_00, 70001, ['X-1 1 Stk 1.000,00']),
    );
    expect(links[0]).toMatchObject({ state: 'LINKED_AUTO_SAFE', area: { pageId: 'page' } });
  });

  it('treats lines found only by article as unsafe, and the same article twice as ambiguous', () => {
    const onlyArticle = decideAutoLinks(
      [{ line: line('a', { extArtikelNr: 'X-1' }), via: 'article' }],
      evidence(11_90, 70001, ['X-1 1']),
    );
    expect(onlyArticle[0]?.hints).toContain('ARTICLE_ONLY');
    const twice = decideAutoLinks(
      byOrder(line('a', { extArtikelNr: 'X-1' }), line('b', { extArtikelNr: 'X-1' })),
      evidence(2_380),
    );
    expect(twice.map((link) => link.state)).toEqual(['LINKED_AUTO_UNSAFE', 'LINKED_AUTO_UNSAFE']);
    expect(twice[0]?.hints).toContain('ARTICLE_AMBIGUOUS');
  });
});
