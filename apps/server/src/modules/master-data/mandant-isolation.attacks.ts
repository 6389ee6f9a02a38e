import { settingDefinitions, settingKeys, type SettingDefinition } from '@belegfluss/shared';

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

/**
 * Every management call that names a Mandant, aimed at Mandant B: with B's id, and with A's id but
 * B's records. The test checks the list against the OpenAPI document, so a new route needs a line here.
 */
export function isolationAttacks({ mandantA, mandantB, b }: IsolationTarget): Attack[] {
  const settingAttacks: Attack[] = settingKeys.flatMap((key) => {
    const definition = settingDefinitions[key] as SettingDefinition;
    if (definition.scope !== 'mandant') return [];
    return [
      {
        method: 'GET',
        url: `/api/man/${definition.base}/get${definition.call}`,
        query: { mandantId: mandantB },
      },
      {
        method: 'POST',
        url: `/api/man/${definition.base}/set${definition.call}`,
        body: { mandantId: mandantB, value: definition.defaultValue },
      },
    ] satisfies Attack[];
  });
  const creditor = { kind: 'KREDITOR', number: '70555', name: 'Eindringling' };
  const bank = { accountName: 'Fremd', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };
  return [
    ...settingAttacks,
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
    { method: 'GET', url: '/api/man/konten/imports', query: { mandantId: mandantB } },
    { method: 'POST', url: '/api/man/konten/import', multipart: { mandantId: mandantB } },
    { method: 'POST', url: '/api/man/kostenstellen/import', multipart: { mandantId: mandantB } },
    { method: 'POST', url: '/api/man/personenkonten/import', multipart: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/konten/export', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/kostenstellen/export', query: { mandantId: mandantB } },
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
    { method: 'GET', url: '/api/man/settings/getcapturefieldsettings', query: { mandantId: mandantB } },
    {
      method: 'POST',
      url: '/api/man/system/senddocumentmail',
      multipart: {
        mandantId: mandantB,
        to: 'a@example.com',
        subject: 'S',
        message: 'M',
        pdfFileName: 'a.pdf',
      },
    },
    { method: 'GET', url: '/api/man/system/getadatabetriebe', query: { mandantId: mandantB } },
    { method: 'GET', url: '/api/man/system/getUD_TEXT_AUSWAHL', query: { mandantId: mandantB } },
    {
      method: 'GET',
      url: '/api/man/wiedervorlagen/get',
      query: { mandantId: mandantB, documentId: 'doc-b' },
    },
    {
      method: 'POST',
      url: '/api/man/wiedervorlagen/save',
      body: { mandantId: mandantB, documentId: 'doc-b', entries: [] },
    },
    {
      method: 'GET',
      url: '/api/man/wiedervorlagen/due',
      query: { mandantId: mandantB, until: '2999-12-31' },
    },
    { method: 'GET', url: '/api/man/wiedervorlagen/users', query: { mandantId: mandantB } },
    {
      method: 'GET',
      url: '/api/man/adata/accountchanges',
      query: { mandantId: mandantB, since: '2000-01-01T00:00:00Z' },
    },
    { method: 'GET', url: '/api/man/user/getrights', query: { mandantId: mandantB } },
  ];
}
