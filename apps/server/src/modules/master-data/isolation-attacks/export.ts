import type { Attack, IsolationTarget } from './attack.js';

/** The booking export (`/externfibu`), aimed at Mandant B: checks, start, state, options, reset, import. */
export function exportAttacks({ mandantB }: IsolationTarget): Attack[] {
  const period = { from: '2026-01-01', to: '2026-01-31' };
  const base = '/api/man/externfibu';
  return [
    { method: 'POST', url: `${base}/datevchecks`, body: { mandantId: mandantB, ...period } },
    { method: 'POST', url: `${base}/export`, body: { mandantId: mandantB, ...period, confirmed: true } },
    { method: 'GET', url: `${base}/state`, query: { mandantId: mandantB } },
    { method: 'GET', url: `${base}/exportoptions`, query: { mandantId: mandantB } },
    { method: 'GET', url: `${base}/periodcheck`, query: { mandantId: mandantB, ...period } },
    {
      method: 'POST',
      url: `${base}/reset`,
      body: { mandantId: mandantB, documentIds: ['00000000-0000-4000-8000-000000000001'], reason: 'Angriff' },
    },
    { method: 'POST', url: `${base}/import`, multipart: { mandantId: mandantB } },
    { method: 'GET', url: `${base}/fiscalyear`, query: { mandantId: mandantB, date: '2026-01-15' } },
  ];
}
