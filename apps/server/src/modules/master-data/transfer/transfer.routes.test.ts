import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createCaller, demoMandanten } from '../testing.js';
import { encodeWindows1252 } from './delimited.js';

function multipart(fields: Record<string, string>, files: { name: string; content: Buffer }[]) {
  const boundary = `----belegfluss${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const extfHeader = `"EXTF";700;20;"Kontenbeschriftungen";2;20250301100000000;;"RE";"Test";"";1001;456;20250101;4;;;"";"";;;;"";;"";;"";;;"";"";`;

async function upload(
  t: TestApp,
  authorization: string,
  url: string,
  mandantId: string,
  files: { name: string; content: Buffer }[],
) {
  const body = multipart({ mandantId }, files);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization, ...body.headers },
    payload: body.payload,
  });
}

describe('imports while another one waits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ jobs: 'send' });
  });
  afterAll(async () => t.close());

  it('refuses a second import of the same Mandant while the first is not finished', async () => {
    const authorization = await t.login('admin');
    const { 10001: mandantId, 10002: otherMandant } = await demoMandanten(t);
    const file = { name: 'konten.csv', content: Buffer.from('Konto;Bezeichnung\n1000;Kasse\n') };
    const first = await upload(t, authorization, '/api/man/konten/import', mandantId as string, [file]);
    expect(first.statusCode).toBe(200);
    expect(first.json().job.state).toMatch(/created|waiting/);
    const second = await upload(t, authorization, '/api/man/kostenstellen/import', mandantId as string, [
      file,
    ]);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(
      'Der Import von Konten, Kostenstellen oder Personenkonten läuft bereits. Bitte versuchen Sie es später erneut.',
    );
    const elsewhere = await upload(t, authorization, '/api/man/konten/import', otherMandant as string, [
      file,
    ]);
    expect(elsewhere.statusCode).toBe(200);
  });

  it('wants exactly one file of an allowed type', async () => {
    const authorization = await t.login('admin');
    const { 10003: mandantId } = await demoMandanten(t);
    const none = await upload(t, authorization, '/api/man/konten/import', mandantId as string, []);
    expect(none.json().error.message).toBe('Bitte wählen Sie genau eine Datei aus.');
    const file = { name: 'a.csv', content: Buffer.from('Konto;Bezeichnung\n1;A\n') };
    const two = await upload(t, authorization, '/api/man/konten/import', mandantId as string, [file, file]);
    expect(two.json().error.message).toBe('Bitte wählen Sie genau eine Datei aus.');
    const pdf = await upload(t, authorization, '/api/man/konten/import', mandantId as string, [
      { name: 'a.pdf', content: Buffer.from('%PDF') },
    ]);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error.message).toBe(
      'Dieser Dateityp ist nicht erlaubt. Erlaubt sind CSV- und TXT-Dateien.',
    );
  });
});

describe('imports and exports as jobs', () => {
  let t: TestApp;
  let admin: ReturnType<typeof createCaller>;
  let authorization: string;
  let mandantId: string;
  beforeAll(async () => {
    t = await createTestApp({ jobs: 'work' });
    authorization = await t.login('admin');
    admin = createCaller(t, authorization);
    mandantId = (await demoMandanten(t))[10001] as string;
  });
  afterAll(async () => t.close());

  it('imports DATEV Kontenbeschriftungen in Windows-1252 and shows the result on the job', async () => {
    const content = encodeWindows1252(
      [
        extfHeader,
        'Konto;Kontenbeschriftung;Sprach-ID',
        '400;"Betriebsausstattung";"de-DE"',
        '1000;"Kasse";"de-DE"',
        '4930;"Bürobedarf";"de-DE"',
        '',
      ].join('\r\n'),
    );
    const started = await upload(t, authorization, '/api/man/konten/import', mandantId, [
      { name: 'EXTF_Konten.csv', content },
    ]);
    expect(started.json().import).toMatchObject({
      kind: 'ACCOUNTS',
      format: 'DATEV',
      fileName: 'EXTF_Konten.csv',
    });
    const job = await t.deps.jobs.waitForJob(started.json().job.id);
    expect(job).toMatchObject({ state: 'finished', progress: 100 });
    expect(job.result).toMatchObject({
      rows: 3,
      created: 3,
      updated: 0,
      format: 'DATEV',
      encoding: 'Windows-1252',
      formatVersion: 2,
    });
    const office = await admin.get('/api/man/konten/exists', { mandantId, number: '4930' });
    expect(office.json()).toMatchObject({ exists: true, name: 'Bürobedarf' });
    const history = await admin.get('/api/man/konten/imports', { mandantId });
    expect(history.json()[0].job.state).toBe('finished');
  });

  it('writes nothing and shows the lines when a file has invalid rows', async () => {
    const content = Buffer.from('Konto;Name\n70001;Lieferant A\nabc;Lieferant B\n70003;\n');
    const started = await upload(t, authorization, '/api/man/personenkonten/import', mandantId, [
      { name: 'kreditoren.csv', content },
    ]);
    const job = await t.deps.jobs.waitForJob(started.json().job.id);
    expect(job.state).toBe('faulty');
    expect(job.errorCode).toBe('masterdata.import_rows_invalid');
    expect(job.errorText).toContain('Zeile 3: Die Kontonummer muss numerisch sein.');
    expect(job.errorText).toContain('Zeile 4: Bitte geben Sie eine Bezeichnung ein.');
    expect((await admin.get('/api/man/personenkonten/list', { mandantId })).json().total).toBe(0);
  });

  it('updates existing records on a second import and exports them again as CSV and DATEV', async () => {
    const csv = Buffer.from(
      '\ufeffKonto;Art;Name;Ort;IBAN;USt-IdNr.\r\n70001;Kreditor;Mühle Nord;Hamburg;DE89370400440532013000;DE136695976\r\n10001;Debitor;Café Süd;München;;\r\n',
    );
    for (const expected of [
      { created: 2, updated: 0 },
      { created: 0, updated: 2 },
    ]) {
      const started = await upload(t, authorization, '/api/man/personenkonten/import', mandantId, [
        { name: 'pk.csv', content: csv },
      ]);
      const job = await t.deps.jobs.waitForJob(started.json().job.id);
      expect(job.result).toMatchObject(expected);
    }
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/man/personenkonten/export?mandantId=${mandantId}&format=CSV`,
      headers: { authorization },
    });
    expect(exported.headers['content-disposition']).toMatch(
      /attachment; filename="Personenkonten_\d{8}\.csv"/,
    );
    const text = exported.rawPayload.toString('utf8');
    expect(text).toContain('70001;Kreditor;Mühle Nord');
    const datev = await t.app.inject({
      method: 'GET',
      url: `/api/man/personenkonten/export?mandantId=${mandantId}&format=DATEV`,
      headers: { authorization },
    });
    expect(datev.headers['content-type']).toContain('windows-1252');
    expect(datev.rawPayload.subarray(0, 22).toString('latin1')).toBe('"EXTF";700;16;"Debitor');
    expect(datev.rawPayload.includes(Buffer.from('M\xfchle Nord', 'latin1'))).toBe(true);
    const costCentres = await t.app.inject({
      method: 'GET',
      url: `/api/man/kostenstellen/export?mandantId=${mandantId}&format=DATEV`,
      headers: { authorization },
    });
    expect(costCentres.json().error.message).toBe(
      'Diese Funktion wird von diesem Buchhaltungssystem nicht unterstützt.',
    );
  });
});
