import type { Dependencies } from '../app/dependencies.js';
import { demoUsers } from '../app/demo-data.js';
import type { App } from '../kernel/http.js';
import { createAccountsRepository, createPersonalAccountsRepository } from '../modules/master-data/index.js';
import { mandantTable } from '../modules/tenancy/tenancy.tables.js';
import { createSampleInvoice } from './export-sample.documents.js';

type SampleLine = {
  GKONTO: string;
  SL_BU: string;
  MWST_SATZ: string;
  NETTO: string;
  MWST: string;
  BRUTTO: string;
  BUTEXT: string;
  KOST1?: string;
};
type SampleCase = { values: Record<string, string>; creditor: string; lines: SampleLine[] };

const line = (
  account: string,
  rate: string,
  net: string,
  vat: string,
  gross: string,
  text: string,
  key = '',
): SampleLine => ({
  GKONTO: account,
  SL_BU: key,
  MWST_SATZ: rate,
  NETTO: net,
  MWST: vat,
  BRUTTO: gross,
  BUTEXT: text,
});

/** The cases the sample cycles through (each a booked invoice). */
function sampleCase(index: number): SampleCase {
  const month = index % 2 === 0 ? '01' : '02';
  const day = String((index % 27) + 1).padStart(2, '0');
  const base = { Belegdatum: `2025-${month}-${day}`, Kennung: `RE-${2025}-${index + 1}`, Kreditor: '70001' };
  switch (index % 8) {
    case 0:
      return {
        creditor: '70001',
        values: { ...base, Betrag: '119.00' },
        lines: [line('4930', '19', '100.00', '19.00', '119.00', 'Büromaterial')],
      };
    case 1:
      return {
        creditor: '70002',
        values: { ...base, Betrag: '53.50', Kreditor: '70002' },
        lines: [line('4930', '7', '50.00', '3.50', '53.50', 'Fachbücher')],
      };
    case 2:
      return {
        creditor: '70001',
        values: { ...base, Betrag: '12.00' },
        lines: [line('4910', '0', '12.00', '0.00', '12.00', 'Porto')],
      };
    case 3:
      return {
        creditor: '70002',
        values: { ...base, Betrag: '1000.00', Kreditor: '70002' },
        lines: [line('4930', '19', '1000.00', '0.00', '1000.00', 'Bauleistung §13b', '94')],
      };
    case 4:
      return {
        creditor: '70001',
        values: { ...base, Betrag: '172.50' },
        lines: [
          line('4930', '19', '100.00', '19.00', '119.00', 'Toner'),
          line('4930', '7', '50.00', '3.50', '53.50', 'Zeitschriften'),
        ],
      };
    case 5:
      return {
        creditor: '70001',
        values: { ...base, Betrag: '-119.00', Gutschrift: 'true' },
        lines: [line('4930', '19', '-100.00', '-19.00', '-119.00', 'Gutschrift Rücksendung')],
      };
    case 6:
      return {
        creditor: '70002',
        values: { ...base, Betrag: '238.00', Waehrung: 'USD', Kreditor: '70002' },
        lines: [line('4930', '19', '200.00', '38.00', '238.00', 'Software-Lizenz (USD)')],
      };
    default:
      return {
        creditor: '70001',
        values: { ...base, Betrag: '59.50' },
        lines: [line('4930', '19', '50.00', '9.50', '59.50', 'Bäckerei "Müller" – Brötchen für Besprechung')],
      };
  }
}

/** Books generated invoices of a Mandant through the HTTP API and runs its export job. */
export async function createSampleBooks(app: App, deps: Dependencies) {
  const admin = demoUsers.find((user) => user.kuerzel === 'admin');
  const token = await app.inject({
    method: 'POST',
    url: '/Token',
    payload: new URLSearchParams({
      grant_type: 'password',
      username: 'admin',
      password: admin?.password ?? '',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const authorization = `Bearer ${(token.json() as { access_token: string }).access_token}`;
  const call = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json() as Record<string, unknown>;
  };
  const mandanten = await deps.db
    .select({ id: mandantTable.id, mandnr: mandantTable.mandnr })
    .from(mandantTable);

  return {
    async bookAndExport(mandnr: number, count: number) {
      const mandant = mandanten.find((candidate) => candidate.mandnr === mandnr);
      if (!mandant) throw new Error(`Mandant ${mandnr} fehlt`);
      const mandantId = mandant.id;
      const accounts = createAccountsRepository(deps);
      for (const [number, name] of [
        [4930, 'Bürobedarf'],
        [4910, 'Porto'],
      ] as const)
        await accounts.insert({ mandantId, kind: 'SACHKONTO', number, name });
      const personal = createPersonalAccountsRepository(deps);
      await personal.insert(mandantId, {
        kind: 'KREDITOR',
        number: 70001,
        name: 'Papier & Co. „Schulz“ GmbH',
      });
      await personal.insert(mandantId, { kind: 'KREDITOR', number: 70002, name: 'Müller Bau OHG' });
      for (let index = 0; index < count; index += 1) {
        const sample = sampleCase(index);
        const documentId = await createSampleInvoice(deps, mandantId, `Rechnung ${index + 1}`, sample.values);
        await call('POST', '/api/cap/CapIndex/SaveBooking', {
          mandantId,
          documentId,
          creditor: sample.creditor,
          lines: sample.lines,
        });
      }
      const started = await call('POST', '/api/man/externfibu/export', {
        mandantId,
        from: '2025-01-01',
        to: '2025-02-28',
        exchangeRates: { USD: '1,0850' },
        confirmed: true,
      });
      const job = await deps.jobs.waitForJob(started.jobId as string);
      if (job.state !== 'finished') throw new Error(`Export ${mandnr}: ${JSON.stringify(job)}`);
      const state = await call('GET', `/api/man/externfibu/state?mandantId=${mandantId}`);
      const run = (state.runs as { id: string; files: { fileName: string; sha256: string }[] }[]).find(
        (candidate) => candidate.id === started.runId,
      );
      const files: { fileName: string; bytes: Buffer }[] = [];
      for (const file of run?.files ?? []) {
        const chunks: Buffer[] = [];
        for await (const chunk of await deps.storage.getStream(file.sha256)) chunks.push(chunk as Buffer);
        files.push({ fileName: file.fileName, bytes: Buffer.concat(chunks) });
      }
      return files;
    },
  };
}
