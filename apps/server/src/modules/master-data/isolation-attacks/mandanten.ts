import type { Attack, IsolationTarget } from './attack.js';

/** Mandant information, bank accounts and external workflow users (`/mandanten`), aimed at Mandant B. */
export function mandantAttacks({ mandantA, mandantB, b }: IsolationTarget): Attack[] {
  const bank = { accountName: 'Fremd', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };
  return [
    { method: 'GET', url: '/api/man/mandanten/getbankaccounts', query: { mandantId: mandantB } },
    { method: 'POST', url: '/api/man/mandanten/addbankaccount', body: { mandantId: mandantB, ...bank } },
    {
      method: 'POST',
      url: '/api/man/mandanten/editbankaccount',
      body: { mandantId: mandantB, id: b.bank, ...bank },
    },
    {
      method: 'POST',
      url: '/api/man/mandanten/editbankaccount',
      body: { mandantId: mandantA, id: b.bank, ...bank },
    },
    {
      method: 'POST',
      url: '/api/man/mandanten/deletebankaccount',
      body: { mandantId: mandantB, id: b.bank },
    },
    {
      method: 'POST',
      url: '/api/man/mandanten/deletebankaccount',
      body: { mandantId: mandantA, id: b.bank },
    },
    {
      method: 'POST',
      url: '/api/man/mandanten/setdefaultbankaccount',
      body: { mandantId: mandantB, id: b.bank },
    },
    {
      method: 'POST',
      url: '/api/man/mandanten/setdefaultbankaccount',
      body: { mandantId: mandantA, id: b.bank },
    },
    { method: 'GET', url: '/api/man/mandanten/getactivefields', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/mandanten/getfullmandantinfo', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/mandanten/getfibufieldslensettings', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/mandanten/getexternalworkflowusers', query: { mandantId: mandantB } },
    {
      method: 'POST',
      url: '/api/man/mandanten/addexternalworkflowuser',
      body: { mandantId: mandantB, name: 'X', email: 'x@example.com' },
    },
    {
      method: 'POST',
      url: '/api/man/mandanten/editexternalworkflowuser',
      body: { mandantId: mandantB, id: b.externalUser, name: 'X', email: 'x@example.com' },
    },
    {
      method: 'POST',
      url: '/api/man/mandanten/editexternalworkflowuser',
      body: { mandantId: mandantA, id: b.externalUser, name: 'X', email: 'x@example.com' },
    },
    {
      method: 'POST',
      url: '/api/man/mandanten/deleteexternalworkflowuser',
      body: { mandantId: mandantB, id: b.externalUser },
    },
    {
      method: 'POST',
      url: '/api/man/mandanten/deleteexternalworkflowuser',
      body: { mandantId: mandantA, id: b.externalUser },
    },
  ];
}
