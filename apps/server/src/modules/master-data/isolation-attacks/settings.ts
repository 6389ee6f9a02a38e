import { settingDefinitions, settingKeys, type SettingDefinition } from '@belegfluss/shared';
import type { Attack, IsolationTarget } from './attack.js';

/** Mandant settings (one pair per setting definition), system, Wiedervorlagen, ADATA and user calls, aimed at Mandant B. */
export function settingAttacks({ mandantB }: IsolationTarget): Attack[] {
  const definitionAttacks: Attack[] = settingKeys.flatMap((key) => {
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
  return [
    ...definitionAttacks,
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
