import type { Attack, IsolationTarget } from './attack.js';

/** Cost centres, index fields and process types (`/kostenstellen`, `/fields`, `/vorgang`), aimed at Mandant B. */
export function catalogueAttacks({ mandantA, mandantB, b }: IsolationTarget): Attack[] {
  return [
    { method: 'POST', url: '/api/man/kostenstellen/import', multipart: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/kostenstellen/export', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/kostenstellen/list', query: { mandantId: mandantB } },
    {
      method: 'POST',
      url: '/api/man/kostenstellen/add',
      body: { mandantId: mandantB, number: '900', name: 'X', overwrite: true },
    },
    {
      method: 'POST',
      url: '/api/man/kostenstellen/edit',
      body: { mandantId: mandantB, id: b.costCentre, number: '900', name: 'X' },
    },
    {
      method: 'POST',
      url: '/api/man/kostenstellen/edit',
      body: { mandantId: mandantA, id: b.costCentre, number: '900', name: 'X' },
    },
    {
      method: 'POST',
      url: '/api/man/kostenstellen/delete',
      body: { mandantId: mandantB, ids: [b.costCentre] },
    },
    {
      method: 'POST',
      url: '/api/man/kostenstellen/delete',
      body: { mandantId: mandantA, ids: [b.costCentre] },
    },
    { method: 'GET', url: '/api/man/fields/keywords', query: { mandantId: mandantB } },
    { method: 'POST', url: '/api/man/fields/addkeyword', body: { mandantId: mandantB, name: 'X' } },
    {
      method: 'POST',
      url: '/api/man/fields/updatekeyword',
      body: { mandantId: mandantB, id: b.tag, name: 'X' },
    },
    {
      method: 'POST',
      url: '/api/man/fields/updatekeyword',
      body: { mandantId: mandantA, id: b.tag, name: 'X' },
    },
    { method: 'POST', url: '/api/man/fields/deletekeyword', body: { mandantId: mandantB, id: b.tag } },
    { method: 'POST', url: '/api/man/fields/deletekeyword', body: { mandantId: mandantA, id: b.tag } },
    { method: 'GET', url: '/api/man/vorgang/list', query: { mandantId: mandantB } },
    { method: 'POST', url: '/api/man/vorgang/add', body: { mandantId: mandantB, kuerzel: 'X', name: 'X' } },
    {
      method: 'POST',
      url: '/api/man/vorgang/edit',
      body: { mandantId: mandantB, id: b.vorgang, kuerzel: 'X', name: 'X' },
    },
    {
      method: 'POST',
      url: '/api/man/vorgang/edit',
      body: { mandantId: mandantA, id: b.vorgang, kuerzel: 'X', name: 'X' },
    },
    { method: 'POST', url: '/api/man/vorgang/delete', body: { mandantId: mandantB, id: b.vorgang } },
    { method: 'POST', url: '/api/man/vorgang/delete', body: { mandantId: mandantA, id: b.vorgang } },
  ];
}
