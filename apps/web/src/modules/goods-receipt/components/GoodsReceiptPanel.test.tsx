import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { orderedColumns } from '@belegfluss/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { fakeServer, json, renderInApp, signedInManager } from '../../../test/harness.js';
import { createGoodsReceiptApi } from '../goods-receipt.api.js';
import { linkedRow, wkRow } from '../goods-receipt.testing.js';
import { GoodsReceiptPanel } from './GoodsReceiptPanel.js';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(() => vi.unstubAllGlobals());

const mandantId = '00000000-0000-4000-8000-0000000000a1';
const documentId = '00000000-0000-4000-8000-0000000000d1';
const W = '/api/cap/wawi';
const rows = [wkRow(1), wkRow(2, { BESTELL_DATUM: '2026-01-05' }), wkRow(3)];

function serve() {
  return fakeServer({
    [`GET ${W}/GetDocumentIndexInfos`]: () =>
      json({
        Infos: [
          { Key: 'Konto', Value: '70001' },
          { Key: 'Datum', Value: '15.01.2026' },
          { Key: 'Umsatz', Value: '-743,75' },
        ],
        ReceiptOption: true,
      }),
    [`GET ${W}/GetSmallestUnlinkedDateTime`]: () => json({ Date: '2026-01-05' }),
    [`GET ${W}/SetNewDocumentAndRebuildState`]: () => json({}),
    [`GET ${W}/getbuwkcolumnorder`]: () => json(orderedColumns([])),
    [`GET ${W}/savebuwkcolumnorder`]: (request) =>
      json(orderedColumns((new URL(request.url).searchParams.get('Columns') ?? '').split(','))),
    [`POST ${W}/GetGridViewAllData`]: () => json({ Rows: rows, Total: rows.length }),
    [`POST ${W}/GetGridViewDocData`]: () => json({ Rows: [linkedRow(9)], Netto: '125.00', Brutto: '148.75' }),
    [`GET ${W}/gettotalpriceoflinkedwe`]: () =>
      json({
        Count: 1,
        Netto: '125.00',
        Brutto: '148.75',
        Umsatz: '743.75',
        Difference: '-595.00',
        ExceedsTolerance: true,
      }),
    [`POST ${W}/ChangeWkSelectionGridViewAll`]: () => json({}),
    [`POST ${W}/LinkWkToDoc`]: () => json({ Changes: [], Safe: 0, Unsafe: 0, InvalidView: 3 }),
    [`POST ${W}/CreateSplitEntriesFromBuWk`]: () =>
      json({ Result: true, Created: 1, Linked: 1, SurchargesManual: false }),
  });
}

function renderPanel() {
  const changed: string[] = [];
  renderInApp(
    <GoodsReceiptPanel
      api={createGoodsReceiptApi()}
      mandantId={mandantId}
      documentId={documentId}
      numbers={{ kanzlei: 1, mandNr: 10001, betriebNr: 0 }}
      isPostback={false}
      canEdit
      pageImage={async () => new Blob(['png'], { type: 'image/png' })}
      onChanged={() => changed.push('changed')}
    />,
    { manager: signedInManager([]) },
  );
  return changed;
}

const allGrid = async () => within(await screen.findByRole('table', { name: 'Offene Bestellungen' }));
const bodyOf = (request: Request) => request.json() as Promise<Record<string, unknown>>;

describe('GoodsReceiptPanel', () => {
  it("opens the document with the filter built from its index: the supplier's open lines up to the document date", async () => {
    const server = serve();
    renderPanel();
    expect(await (await allGrid()).findByText('ART-2')).toBeTruthy();
    const [call] = server.calls('GET', `${W}/SetNewDocumentAndRebuildState`);
    const query = Object.fromEntries(new URL(call!.url).searchParams);
    expect(query).toMatchObject({
      sHeftUID: documentId,
      nMandNr: '10001',
      nBetriebNr: '0',
      nKanzlei: '1',
      selectedType: 'ONLY_UNLINKED',
      lnKreditor: '70001',
      dtStartDate: '2026-01-05',
      dtEndDate: '2026-01-15',
      sUmsatz: '743.75',
    });
    expect(
      new URL(server.calls('GET', `${W}/GetSmallestUnlinkedDateTime`)[0]!.url).searchParams.get('lnKreditor'),
    ).toBe('70001');
    expect(within(screen.getByTestId('goods-receipt-totals')).getByText(/Differenz/).textContent).toMatch(
      /595,00/,
    );
  });

  it('links only with exactly one selected row', async () => {
    const server = serve();
    renderPanel();
    const grid = await allGrid();
    const link = screen.getByRole('button', { name: 'Verknüpfen' }) as HTMLButtonElement;
    expect(link.disabled).toBe(true);
    fireEvent.click(await grid.findByText('ART-1'));
    await waitFor(() => expect(link.disabled).toBe(false));
    fireEvent.click(grid.getByText('ART-3'), { ctrlKey: true });
    await waitFor(() => expect(link.disabled).toBe(true));
    expect(server.calls('POST', `${W}/ChangeWkSelectionGridViewAll`)).toHaveLength(1);
    fireEvent.click(grid.getByText('ART-3'));
    await waitFor(() => expect(link.disabled).toBe(false));
    fireEvent.click(link);
    await waitFor(() => expect(server.calls('POST', `${W}/LinkWkToDoc`)).toHaveLength(1));
    expect(await bodyOf(server.calls('POST', `${W}/LinkWkToDoc`)[0]!)).toEqual({
      mandantId,
      HeftUID: documentId,
      WkIds: [rows[2]!.EXT_WE_ID],
    });
  });

  it('sorts the open orders on the server by the clicked column, again the other way', async () => {
    const server = serve();
    renderPanel();
    const grid = await allGrid();
    await grid.findByText('ART-1');
    fireEvent.click(grid.getByRole('button', { name: 'Bestelldatum' }));
    await waitFor(async () => {
      const calls = server.calls('POST', `${W}/GetGridViewAllData`);
      expect((await bodyOf(calls.at(-1)!)).Sort).toEqual([{ SortField: 'BESTELL_DATUM', Ascending: true }]);
    });
    fireEvent.click(grid.getByRole('button', { name: /Bestelldatum/ }));
    await waitFor(async () => {
      const calls = server.calls('POST', `${W}/GetGridViewAllData`);
      expect((await bodyOf(calls.at(-1)!)).Sort).toEqual([{ SortField: 'BESTELL_DATUM', Ascending: false }]);
    });
    expect(grid.getByRole('columnheader', { name: /Bestelldatum/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it("saves the user's column order when a column is dragged onto another", async () => {
    const server = serve();
    renderPanel();
    const grid = await allGrid();
    await grid.findByText('ART-1');
    fireEvent.dragStart(grid.getByRole('columnheader', { name: 'EAN' }));
    fireEvent.drop(grid.getByRole('columnheader', { name: 'Status' }));
    await waitFor(() => expect(server.calls('GET', `${W}/savebuwkcolumnorder`)).toHaveLength(1));
    const columns = new URL(server.calls('GET', `${W}/savebuwkcolumnorder`)[0]!.url).searchParams.get(
      'Columns',
    );
    expect(columns?.split(',').slice(0, 3)).toEqual(['EAN', 'LINK_STATE', 'ARCHIV']);
    expect(columns?.split(',')).toHaveLength(36);
    await waitFor(() =>
      expect(
        grid
          .getAllByRole('columnheader')
          .slice(0, 2)
          .map((header) => header.textContent),
      ).toEqual(['EAN', 'Status']),
    );
  });

  it('creates booking proposals only after Yes and then says so', async () => {
    const server = serve();
    const changed = renderPanel();
    await (await allGrid()).findByText('ART-1');
    const create = await screen.findByRole('button', { name: 'Buchungsvorschläge erzeugen' });
    fireEvent.click(create);
    fireEvent.click(await screen.findByRole('button', { name: 'Nein' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Nein' })).toBeNull());
    expect(server.calls('POST', `${W}/CreateSplitEntriesFromBuWk`)).toHaveLength(0);
    fireEvent.click(create);
    expect(
      await screen.findByText('Sollen aus den verknüpften Bestellungen Buchungsvorschläge erzeugt werden?'),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Buchungsvorschläge wurden erfolgreich erzeugt!')).toBeTruthy();
    expect(server.calls('POST', `${W}/CreateSplitEntriesFromBuWk`)).toHaveLength(1);
    expect(changed).toEqual(['changed']);
  });
});
