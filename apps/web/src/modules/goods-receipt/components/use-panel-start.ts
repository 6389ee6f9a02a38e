import { useQuery } from '@tanstack/react-query';
import { WkType } from '@belegfluss/shared';
import { panelStart } from '../goods-receipt.view-model.js';
import type { GoodsReceiptApi } from '../goods-receipt.api.js';

/** The document the panel turns to, with its Mandant's numbers. */
export type PanelDocument = {
  api: GoodsReceiptApi;
  mandantId: string;
  documentId: string;
  numbers: { kanzlei: number; mandNr: number; betriebNr: number };
  isPostback: boolean;
};

const todayIso = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * Turns the panel to the document (spec 001, goods-receipt flow): reads Konto, Datum and Umsatz,
 * builds the filter, fetches the earliest unlinked date and builds the new document state. Once per
 * document: later changes reload the grids, not this.
 */
export function usePanelStart(props: PanelDocument) {
  const { api, mandantId, documentId, numbers } = props;
  return useQuery({
    queryKey: ['goods-receipt-start', documentId],
    staleTime: Infinity,
    queryFn: async () => {
      const infos = await api.indexInfos(mandantId, documentId);
      const start = panelStart(infos, props.isPostback, todayIso());
      const earliest = await api.smallestUnlinkedDate(mandantId, start.kreditor);
      await api.setNewDocument({
        sHeftUID: documentId,
        nMandNr: numbers.mandNr,
        nBetriebNr: numbers.betriebNr,
        nKanzlei: numbers.kanzlei,
        dtStartDate: earliest.Date?.slice(0, 10) ?? undefined,
        dtEndDate: start.endDate,
        selectedType: start.filter,
        sSelectedWkType: WkType.ALL,
        lnKreditor: start.kreditor,
        sUmsatz: start.umsatz,
      });
      return { ...start, receiptOption: infos.ReceiptOption };
    },
  });
}
