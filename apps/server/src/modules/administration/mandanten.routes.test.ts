import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCaller, demoMandanten } from '../master-data/testing.js';
import { createExternalUsersUseCases } from './external-users.usecases.js';

let t: TestApp;
let admin: ReturnType<typeof createCaller>;
let mandanten: Record<number, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = createCaller(t, await t.login('admin'));
  mandanten = await demoMandanten(t);
});
afterAll(async () => t.close());

describe('/mandanten: Mandant administration', () => {
  it('creates a Mandant from SKR04 and keeps MANDNR/BETRIEBNR unique', async () => {
    const created = await admin.post('/api/man/mandanten/create', {
      mandnr: 10004,
      name: 'Tischlerei Holzwurm e.K.',
      fibu: 'DATEV',
      city: 'Freiburg',
      vatId: 'de136695976',
      fiscalYearStartMonth: 7,
      accountFrame: 'SKR04',
    });
    expect(created.json()).toMatchObject({
      mandnr: 10004,
      betriebnr: 0,
      kanzleiNr: 1,
      city: 'Freiburg',
      vatId: 'DE136695976',
      accountFrame: 'SKR04',
    });
    const kasse = await admin.get('/api/man/konten/exists', { mandantId: created.json().id, number: '1600' });
    expect(kasse.json()).toMatchObject({ exists: true, name: 'Kasse' });
    const twice = await admin.post('/api/man/mandanten/create', {
      mandnr: 10004,
      name: 'Doppelt',
      fibu: 'DATEV',
    });
    expect(twice.json().error.message).toBe(
      'Ein Mandant mit dieser Mandanten- und Betriebsnummer existiert bereits.',
    );
    const nameless = await admin.post('/api/man/mandanten/create', {
      mandnr: 10005,
      name: ' ',
      fibu: 'DATEV',
    });
    expect(nameless.json().error.message).toBe('Bitte geben Sie den Namen des Mandanten ein.');
    const clerk = createCaller(t, await t.login('erfasser'));
    expect(
      (await clerk.post('/api/man/mandanten/create', { mandnr: 10006, name: 'X', fibu: 'DATEV' })).statusCode,
    ).toBe(403);
  });

  it('reads and saves the full Mandant information', async () => {
    const info = await admin.get('/api/man/mandanten/getfullmandantinfo', {
      mandantId: mandanten[10002] as string,
    });
    expect(info.json()).toMatchObject({
      mandnr: 10002,
      fibu: 'ADDISON',
      kanzleiName: 'Steuerkanzlei Muster & Partner',
    });
    const saved = await admin.post('/api/man/mandanten/savefullmandantinfo', {
      ...(info.json() as object),
      street: 'Werkstraße 5',
      zip: '70173',
      city: 'Stuttgart',
    });
    expect(saved.json()).toMatchObject({ street: 'Werkstraße 5', city: 'Stuttgart', fibu: 'ADDISON' });
    const clash = await admin.post('/api/man/mandanten/savefullmandantinfo', {
      ...(info.json() as object),
      mandnr: 10001,
    });
    expect(clash.statusCode).toBe(409);
  });

  it('lists Mandanten by accounting system and gives field lengths', async () => {
    const approver = createCaller(t, await t.login('freigeber'));
    expect(
      (await approver.get('/api/man/mandanten/list')).json().map((m: { mandnr: number }) => m.mandnr),
    ).toEqual([10001, 10002]);
    expect(
      (await approver.get('/api/man/mandanten/getbyuserfibu', { fibu: 'ADDISON' }))
        .json()
        .map((m: { mandnr: number }) => m.mandnr),
    ).toEqual([10002]);
    expect((await admin.get('/api/man/mandanten/list')).json().length).toBeGreaterThanOrEqual(4);
    await admin.post('/api/man/mandanten/setdatevudoptions', {
      mandantId: mandanten[10001],
      value: {
        adviserNumber: '1001',
        clientNumber: '1',
        identityNumber: '',
        year: '2027',
        accountingNumber: '1',
        accountLength: 6,
        costSystems: 'KOST1',
        lockBookings: false,
      },
    });
    const lengths = await admin.get('/api/man/mandanten/getfibufieldslensettings', {
      mandantId: mandanten[10001] as string,
    });
    expect(lengths.json()).toMatchObject({
      fibu: 'DATEV',
      accountLength: 6,
      personalAccountLength: 7,
      bookingText: 60,
    });
  });
});

describe('/mandanten: external workflow users', () => {
  it('requires name and e-mail of at most 255 characters, valid and unique', async () => {
    const mandantId = mandanten[10001] as string;
    const cases: [Record<string, string>, string][] = [
      [{ name: '', email: 'a@example.com' }, 'Name und E-Mail-Adresse sind Pflichtangaben.'],
      [{ name: 'A', email: '' }, 'Name und E-Mail-Adresse sind Pflichtangaben.'],
      [
        { name: 'N'.repeat(256), email: 'a@example.com' },
        'Name und E-Mail-Adresse dürfen höchstens 255 Zeichen lang sein.',
      ],
      [
        { name: 'A', email: `${'e'.repeat(250)}@example.com` },
        'Name und E-Mail-Adresse dürfen höchstens 255 Zeichen lang sein.',
      ],
      [{ name: 'A', email: 'kein-mail' }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    ];
    for (const [input, message] of cases) {
      const response = await admin.post('/api/man/mandanten/addexternalworkflowuser', {
        mandantId,
        ...input,
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const first = await admin.post('/api/man/mandanten/addexternalworkflowuser', {
      mandantId,
      name: 'Steuerberater Klein',
      email: 'klein@beratung.example',
      scope: 'CROSS_MANDANT',
    });
    expect(first.json()).toMatchObject({ scope: 'CROSS_MANDANT', mandantId: null, ownerUserId: null });
    const twice = await admin.post('/api/man/mandanten/addexternalworkflowuser', {
      mandantId,
      name: 'Klein',
      email: 'KLEIN@beratung.example',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Der externe Benutzer existiert bereits.');
  });

  it('shows cross-Mandant users to everyone and user-dependent ones only to their owner', async () => {
    const mandantId = mandanten[10001] as string;
    const clerk = createCaller(t, await t.login('erfasser'));
    const own = await clerk.post('/api/man/mandanten/addexternalworkflowuser', {
      mandantId,
      name: 'Lieferant Meyer',
      email: 'meyer@lieferant.example',
    });
    expect(own.json()).toMatchObject({ scope: 'USER', mandantId });
    expect(
      (
        await clerk.post('/api/man/mandanten/addexternalworkflowuser', {
          mandantId,
          name: 'Global',
          email: 'g@example.com',
          scope: 'CROSS_MANDANT',
        })
      ).statusCode,
    ).toBe(403);
    const mine = (await clerk.get('/api/man/mandanten/getexternalworkflowusers', { mandantId })).json();
    expect(mine.map((user: { email: string }) => user.email).sort()).toEqual([
      'klein@beratung.example',
      'meyer@lieferant.example',
    ]);
    const approver = createCaller(t, await t.login('freigeber'));
    const theirs = (await approver.get('/api/man/mandanten/getexternalworkflowusers', { mandantId })).json();
    expect(theirs.map((user: { email: string }) => user.email)).toEqual(['klein@beratung.example']);
    expect(
      (await approver.post('/api/man/mandanten/deleteexternalworkflowuser', { mandantId, id: own.json().id }))
        .statusCode,
    ).toBe(404);
    const renamed = await clerk.post('/api/man/mandanten/editexternalworkflowuser', {
      mandantId,
      id: own.json().id,
      name: 'Meyer GmbH',
      email: 'meyer@lieferant.example',
    });
    expect(renamed.json().name).toBe('Meyer GmbH');
    const useCases = createExternalUsersUseCases(t.deps);
    const otherMandant = mandanten[10002] as string;
    const [clerkId] = (await admin.get('/api/man/user/list'))
      .json()
      .filter((user: { name: string }) => user.name === 'erfasser')
      .map((user: { id: string }) => user.id);
    const kanzleiId = (await t.deps.tenancy.findUserById(clerkId))!.kanzleiId;
    expect(
      (await useCases.listForWorkflow({ kanzleiId, mandantId: otherMandant, userId: clerkId })).map(
        (user) => user.email,
      ),
    ).toEqual(['klein@beratung.example']);
    expect(
      (
        await clerk.post('/api/man/mandanten/deleteexternalworkflowuser', { mandantId, id: own.json().id })
      ).json(),
    ).toEqual({ deleted: 1 });
  });
});
