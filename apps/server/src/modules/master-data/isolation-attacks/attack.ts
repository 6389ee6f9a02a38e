export type Attack = {
  method: 'GET' | 'POST';
  url: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  multipart?: Record<string, string>;
};

export type BRecord = 'ledger' | 'creditor' | 'costCentre' | 'tag' | 'vorgang' | 'bank' | 'externalUser';
export type IsolationTarget = { mandantA: string; mandantB: string; b: Record<BRecord, string> };

/** Text every record of Mandant B carries: no answer to an attack may contain it. */
export const MARK = 'Geheim-B';
