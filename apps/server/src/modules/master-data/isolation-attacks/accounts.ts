import type { Attack, IsolationTarget } from './attack.js';

/** Ledger and personal accounts (`/konten`, `/personenkonten`), their imports and exports, aimed at Mandant B. */
export function accountAttacks({ mandantA, mandantB, b }: IsolationTarget): Attack[] {
  const creditor = { kind: 'KREDITOR', number: '70555', name: 'Eindringling' };
  return [
    { method: 'GET', url: '/api/man/konten/list', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/konten/exists', query: { mandantId: mandantB, number: '4711' } },
    {
      method: 'POST',
      url: '/api/man/konten/add',
      body: { mandantId: mandantB, kind: 'SACHKONTO', number: '4712', name: 'X' },
    },
    {
      method: 'POST',
      url: '/api/man/konten/edit',
      body: { mandantId: mandantB, id: b.ledger, number: '4711', name: 'X' },
    },
    {
      method: 'POST',
      url: '/api/man/konten/edit',
      body: { mandantId: mandantA, id: b.ledger, number: '4711', name: 'X' },
    },
    { method: 'POST', url: '/api/man/konten/delete', body: { mandantId: mandantB, ids: [b.ledger] } },
    {
      method: 'POST',
      url: '/api/man/konten/delete',
      body: { mandantId: mandantA, ids: [b.ledger, b.creditor] },
    },
    { method: 'POST', url: '/api/man/konten/applyframe', body: { mandantId: mandantB, frame: 'SKR03' } },
    { method: 'POST', url: '/api/man/konten/applyframe', body: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/konten/chart', query: { mandantId: mandantB } },
    { method: 'POST', url: '/api/man/konten/chart', body: { mandantId: mandantB, frame: 'SKR04' } },
    { method: 'GET', url: '/api/man/konten/complete', query: { mandantId: mandantB, term: '47' } },
    {
      method: 'GET',
      url: '/api/man/konten/taxkey',
      query: { mandantId: mandantB, account: '4711', vatCase: 'input', rate: '19' },
    },
    { method: 'GET', url: '/api/man/konten/imports', query: { mandantId: mandantB } },
    { method: 'POST', url: '/api/man/konten/import', multipart: { mandantId: mandantB } },
    { method: 'POST', url: '/api/man/personenkonten/import', multipart: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/konten/export', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/personenkonten/export', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/personenkonten/list', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/personenkonten/get', query: { mandantId: mandantB, id: b.creditor } },
    { method: 'GET', url: '/api/man/personenkonten/get', query: { mandantId: mandantA, id: b.creditor } },
    { method: 'GET', url: '/api/man/personenkonten/search', query: { mandantId: mandantB, q: 'Geheim' } },
    { method: 'POST', url: '/api/man/personenkonten/add', body: { mandantId: mandantB, ...creditor } },
    {
      method: 'POST',
      url: '/api/man/personenkonten/edit',
      body: { mandantId: mandantB, id: b.creditor, ...creditor },
    },
    {
      method: 'POST',
      url: '/api/man/personenkonten/edit',
      body: { mandantId: mandantA, id: b.creditor, number: '70555', name: 'X' },
    },
    {
      method: 'POST',
      url: '/api/man/personenkonten/saveinfo',
      body: { mandantId: mandantB, id: b.creditor, city: 'X' },
    },
    {
      method: 'POST',
      url: '/api/man/personenkonten/saveinfo',
      body: { mandantId: mandantA, id: b.creditor, city: 'X' },
    },
    { method: 'POST', url: '/api/man/personenkonten/delete', body: { mandantId: mandantB, id: b.creditor } },
    { method: 'POST', url: '/api/man/personenkonten/delete', body: { mandantId: mandantA, id: b.creditor } },
    {
      method: 'POST',
      url: '/api/man/personenkonten/multidelete',
      body: { mandantId: mandantB, ids: [b.creditor] },
    },
    {
      method: 'POST',
      url: '/api/man/personenkonten/multidelete',
      body: { mandantId: mandantA, ids: [b.creditor] },
    },
    {
      method: 'GET',
      url: '/api/man/personenkonten/freefirstnumber',
      query: { mandantId: mandantB, kind: 'KREDITOR' },
    },
    {
      method: 'GET',
      url: '/api/man/personenkonten/freelastnumber',
      query: { mandantId: mandantB, kind: 'KREDITOR' },
    },
    {
      method: 'GET',
      url: '/api/man/personenkonten/accountproposals',
      query: { mandantId: mandantB, personalAccountId: b.creditor },
    },
    {
      method: 'GET',
      url: '/api/man/personenkonten/accountproposals',
      query: { mandantId: mandantA, personalAccountId: b.creditor },
    },
    {
      method: 'GET',
      url: '/api/man/personenkonten/bookingproposalinfos',
      query: { mandantId: mandantB, personalAccountId: b.creditor },
    },
    {
      method: 'GET',
      url: '/api/man/personenkonten/bookingproposalinfos',
      query: { mandantId: mandantA, personalAccountId: b.creditor },
    },
    {
      method: 'POST',
      url: '/api/man/personenkonten/savebookingproposals',
      body: { mandantId: mandantB, personalAccountId: b.creditor, proposals: [] },
    },
    {
      method: 'POST',
      url: '/api/man/personenkonten/savebookingproposals',
      body: { mandantId: mandantA, personalAccountId: b.creditor, proposals: [] },
    },
  ];
}
