import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertBuilt, login, percentile, report, startServer } from './bench-utils.js';

/**
 * Master data figures on the built server over HTTP:
 * - masterdata.import_50k_accounts_s: a CSV of 50,000 ledger accounts, from upload until the job finished;
 * - masterdata.creditor_search_100k_p95_ms: creditor search among 100,000 personal accounts (name,
 *   number, city and IBAN fragments), one request at a time, p95 of the round trip.
 */
assertBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-bench-masterdata-'));

let seed = 20260301;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;

const surnames = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hartmann',
  'Lange',
  'Werner',
  'Krause',
  'Lehmann',
  'Köhler',
  'Maier',
  'Vogel',
  'Jäger',
  'Sommer',
];
const trades = [
  'Bau',
  'Elektro',
  'Holz',
  'Metall',
  'Druck',
  'Logistik',
  'Papier',
  'Bürotechnik',
  'Reinigung',
  'Sanitär',
  'Software',
  'Catering',
  'Transporte',
  'Werkzeuge',
  'Textil',
  'Garten',
  'Getränke',
  'Backwaren',
  'Kfz',
  'Energie',
];
const forms = ['GmbH', 'KG', 'OHG', 'e.K.', 'AG', 'GmbH & Co. KG'];
const cities = [
  'Berlin',
  'Hamburg',
  'München',
  'Köln',
  'Frankfurt',
  'Stuttgart',
  'Düsseldorf',
  'Leipzig',
  'Dortmund',
  'Essen',
  'Bremen',
  'Dresden',
  'Hannover',
  'Nürnberg',
  'Duisburg',
  'Bochum',
  'Wuppertal',
  'Bielefeld',
  'Bonn',
  'Münster',
  'Mannheim',
  'Karlsruhe',
  'Augsburg',
  'Wiesbaden',
  'Freiburg',
  'Rostock',
  'Kassel',
  'Ulm',
  'Trier',
  'Passau',
];

function germanIban(bankCode: string, account: string): string {
  const bban = `${bankCode}${account.padStart(10, '0')}`;
  let remainder = 0;
  for (const digit of `${bban}131400`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `DE${String(98 - remainder).padStart(2, '0')}${bban}`;
}

async function upload(
  baseUrl: string,
  token: string,
  url: string,
  mandantId: string,
  name: string,
  csv: string,
) {
  const form = new FormData();
  form.set('mandantId', mandantId);
  form.set('file', new Blob([csv], { type: 'text/csv' }), name);
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload failed: ${await response.text()}`);
  return ((await response.json()) as { job: { id: string } }).job.id;
}

async function waitForJob(baseUrl: string, token: string, id: string) {
  for (;;) {
    const job = (await (
      await fetch(`${baseUrl}/api/job/jobs/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      state: string;
      errorText: string | null;
      result: unknown;
    };
    if (job.state === 'finished') return job;
    if (job.state === 'faulty' || job.state === 'canceled')
      throw new Error(`import ${job.state}: ${job.errorText}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

try {
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const token = await login(server.baseUrl, 'admin', 'Admin-2026');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const me = (await (await fetch(`${server.baseUrl}/api/auth/me`, { headers })).json()) as {
      mandanten: { id: string; mandnr: number }[];
    };
    const mandantId = me.mandanten.find((mandant) => mandant.mandnr === 10001)?.id as string;

    const accounts = ['Konto;Bezeichnung'];
    for (let index = 0; index < 50_000; index += 1)
      accounts.push(`${100_000 + index};${pick(trades)}aufwand ${pick(cities)} ${index}`);
    const started = performance.now();
    const accountsJob = await upload(
      server.baseUrl,
      token,
      '/api/man/konten/import',
      mandantId,
      'konten.csv',
      accounts.join('\r\n'),
    );
    await waitForJob(server.baseUrl, token, accountsJob);
    report('masterdata.import_50k_accounts_s', (performance.now() - started) / 1000, 's');

    const ranges = await fetch(`${server.baseUrl}/api/man/settings/setpersonalaccountranges`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        mandantId,
        value: {
          debitorFrom: '1000000',
          debitorTo: '6999999',
          kreditorFrom: '7000000',
          kreditorTo: '9999999',
        },
      }),
    });
    if (!ranges.ok) throw new Error(await ranges.text());
    const creditors = ['Konto;Art;Name;Kurzbezeichnung;Ort;IBAN'];
    const names: string[] = [];
    const ibans: string[] = [];
    for (let index = 0; index < 100_000; index += 1) {
      const name = `${pick(surnames)} ${pick(trades)} ${String.fromCharCode(65 + Math.floor(random() * 26))}${Math.floor(random() * 900 + 100)} ${pick(forms)}`;
      const iban = germanIban(
        String(10_000_000 + Math.floor(random() * 89_999_999)),
        String(Math.floor(random() * 9_999_999_999)),
      );
      names.push(name);
      ibans.push(iban);
      creditors.push(`${7_000_000 + index};Kreditor;${name};${name.slice(0, 15)};${pick(cities)};${iban}`);
    }
    const creditorsJob = await upload(
      server.baseUrl,
      token,
      '/api/man/personenkonten/import',
      mandantId,
      'kreditoren.csv',
      creditors.join('\r\n'),
    );
    await waitForJob(server.baseUrl, token, creditorsJob);

    const terms: string[] = [];
    for (let index = 0; index < 450; index += 1) {
      const kind = index % 4;
      if (kind === 0) {
        const name = pick(names);
        const start = Math.floor(random() * (name.length - 6));
        terms.push(name.slice(start, start + 4 + Math.floor(random() * 4)).trim());
      } else if (kind === 1)
        terms.push(String(7_000_000 + Math.floor(random() * 100_000)).slice(0, 4 + Math.floor(random() * 4)));
      else if (kind === 2) terms.push(pick(cities));
      else terms.push(pick(ibans).slice(8, 16));
    }
    const latencies: number[] = [];
    for (const [index, term] of terms.entries()) {
      const url = `${server.baseUrl}/api/man/personenkonten/search?${new URLSearchParams({ mandantId, kind: 'KREDITOR', q: term, limit: '20' })}`;
      const begin = performance.now();
      const response = await fetch(url, { headers });
      const hits = (await response.json()) as unknown[];
      if (!response.ok || !Array.isArray(hits)) throw new Error(`search failed for ${term}`);
      if (index >= 50) latencies.push(performance.now() - begin);
    }
    report('masterdata.creditor_search_100k_p95_ms', percentile(latencies, 95), 'ms');
    report('masterdata.creditor_search_100k_p50_ms', percentile(latencies, 50), 'ms');
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
