import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DocViewModel, WawiState } from '@belegfluss/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { fakeServer, json, renderInApp, signedInManager } from '../../../test/harness.js';
import { createGoodsReceiptApi } from '../goods-receipt.api.js';
import { linkedRow } from '../goods-receipt.testing.js';
import { DocumentAreasSection } from './DocumentAreasSection.js';
import { usePanelRun } from './use-panel-run.js';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const mandantId = '00000000-0000-4000-8000-0000000000a1';
const documentId = '00000000-0000-4000-8000-0000000000d1';
const pageId = '00000000-0000-4000-8000-0000000000e1';
const W = '/api/cap/wawi';
const marked = linkedRow(9);
const unmarked = linkedRow(10, { EXT_ARTIKEL_NR: 'ART-OHNE' });
const markedId = marked.BuWkData.ID_BU_WK as string;
const unmarkedId = unmarked.BuWkData.ID_BU_WK as string;

function view(markMode: boolean): DocViewModel {
  return {
    Pages: [{ PageUID: pageId, Index: 0, Width: 595, Height: 842 }],
    SelectedPageUID: pageId,
    MarkMode: markMode,
    Areas: [
      {
        ID_BU_WK: markedId,
        EXT_WE_ID: marked.EXT_WE_ID,
        PageUID: pageId,
        Box: { x0: 40, y0: 100, x1: 150, y1: 110 },
        LINK_STATE: 'LINKED_AUTO_SAFE',
        Selected: false,
        Label: 'ART-9',
      },
    ],
  };
}

function state(selected: string | null): WawiState {
  return {
    mandantId,
    SelectedHeftUID: documentId,
    SelectedPageUID: pageId,
    SelectedGridViewAllFilter: {
      FROM: null,
      TO: null,
      FilterMode: 'ALL_DATA',
      WkType: 'ALL',
      Kreditor: -1,
      Search: '',
    },
    SelectedWkId: null,
    SelectedBuWkId: selected,
    MarkMode: false,
    Amount: null,
  };
}

function serve(options: { markMode: boolean; selected: string | null }) {
  return fakeServer({
    [`POST ${W}/GetDocViewModel`]: () => json(view(options.markMode)),
    [`GET ${W}/GetState`]: () => json(state(options.selected)),
    [`POST ${W}/GetGridViewDocData`]: () => json({ Rows: [marked, unmarked], Netto: '0', Brutto: '0' }),
    [`POST ${W}/ChangeWkSelectionGridViewDoc`]: () => json({ State: state(markedId), InvalidView: 0 }),
    [`POST ${W}/ChangeSplitArea`]: () => json({ State: state(options.selected), InvalidView: 0 }),
    [`POST ${W}/ChangeMarkModusState`]: () => json({ State: state(options.selected), InvalidView: 0 }),
  });
}

function Section(props: { editable: boolean }) {
  const run = usePanelRun(documentId);
  return (
    <DocumentAreasSection
      api={createGoodsReceiptApi()}
      mandantId={mandantId}
      documentId={documentId}
      editable={props.editable}
      run={run}
      pageImage={async () => new Blob(['png'], { type: 'image/png' })}
    />
  );
}

const render = (editable = true) =>
  renderInApp(<Section editable={editable} />, { manager: signedInManager([]) });
const bodyOf = async (request: Request) => (await request.json()) as Record<string, unknown>;

describe('DocumentAreasSection', () => {
  it('draws the marked area of a linked line on its page and selects the line when it is clicked', async () => {
    const server = serve({ markMode: false, selected: null });
    render();
    const area = await screen.findByTestId('goods-receipt-area');
    expect(area.style.left).toBe(`${(40 / 595) * 100}%`);
    expect(area.style.top).toBe(`${(100 / 842) * 100}%`);
    expect(area.getAttribute('title')).toContain('ART-9');
    fireEvent.click(area);
    await waitFor(() => expect(server.calls('POST', `${W}/ChangeWkSelectionGridViewDoc`)).toHaveLength(1));
    expect(await bodyOf(server.calls('POST', `${W}/ChangeWkSelectionGridViewDoc`)[0]!)).toEqual({
      mandantId,
      BuWkIds: [markedId],
    });
  });

  it('in mark mode, a dragged frame marks where the selected line is printed, in page points', async () => {
    const server = serve({ markMode: true, selected: unmarkedId });
    render();
    expect((await screen.findByTestId('goods-receipt-mark-hint')).textContent).toContain('ART-OHNE');
    const page = screen.getByTestId('goods-receipt-page');
    vi.spyOn(page, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      top: 0,
      width: 297.5,
      height: 421,
      right: 297.5,
      bottom: 421,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.pointerDown(page, { clientX: 20, clientY: 150, pointerId: 1 });
    fireEvent.pointerMove(page, { clientX: 120, clientY: 160, pointerId: 1 });
    fireEvent.pointerUp(page, { clientX: 120, clientY: 160, pointerId: 1 });
    await waitFor(() => expect(server.calls('POST', `${W}/ChangeSplitArea`)).toHaveLength(1));
    expect(await bodyOf(server.calls('POST', `${W}/ChangeSplitArea`)[0]!)).toEqual({
      mandantId,
      BuWkId: unmarkedId,
      Area: { PageUID: pageId, Box: { x0: 40, y0: 300, x1: 240, y1: 320 } },
    });
  });

  it('asks for a linked line before marking, and a reader cannot mark or switch the mark mode', async () => {
    serve({ markMode: true, selected: null });
    render();
    expect((await screen.findByTestId('goods-receipt-mark-hint')).textContent).toBe(
      'Wählen Sie zuerst eine verknüpfte Position aus.',
    );
    vi.unstubAllGlobals();
    serve({ markMode: true, selected: markedId });
    document.body.innerHTML = '';
    render(false);
    await screen.findByTestId('goods-receipt-area');
    expect((screen.getByRole('switch', { name: 'Positionen markieren' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Markierung entfernen' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByTestId('goods-receipt-mark-hint')).toBeNull();
  });
});
