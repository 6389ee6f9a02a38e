import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, baseUrl, launchBrowser, newPage, runMark, signIn, STATE_TIMEOUT } from './browser.js';

let browser: Browser;
let close: () => Promise<void>;
/** Every e2e file shares one server and database: this run's numbers and names carry a unique mark. */
const mark = runMark('WE');
const orderNumber = `B-${mark}`;
const title = `Rechnung ${mark}`;
const definitionName = `Wareneingang ${mark}`;
const remark =
  'Auf eine Differenz zwischen Rechnungssumme und Gesamtbetrag der Bestellung(en) wurde hingewiesen.';

type Setup = { mandantId: string; instanceId: string };

/** A born-digital invoice for the order (made here, never copied from a corpus). */
async function invoicePdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  [
    `Mühlenwerke ${mark}`,
    title,
    `Bestellnummer ${orderNumber}`,
    `MEHL-${mark} 10 Sack 50,00 500,00`,
    `HEFE-${mark} 20 kg 20,00 400,00`,
    'Gesamtbetrag 1.071,00 EUR',
  ].forEach((line, index) => page.drawText(line, { x: 60, y: 780 - index * 24, size: 12, font }));
  return document.save();
}

/**
 * Through the API: the account 3400, a creditor of this run, a Wait4Order workflow approved by Anna
 * Admin, the order (two lines, 1,071.00 gross) imported as an ERP sends it, the invoice captured with
 * its order number, creditor and amount, and the workflow started.
 */
async function setUp(): Promise<Setup> {
  const admin = await apiAs('admin', 'Admin-2026');
  const me = (await admin.get('/api/auth/me')) as { mandanten: { id: string; mandnr: number }[] };
  const mandantId = me.mandanten.find((mandant) => mandant.mandnr === 10001)?.id as string;
  // Another e2e file may have added the account already.
  await admin
    .post('/api/man/konten/add', { mandantId, kind: 'SACHKONTO', number: '3400', name: 'Wareneingang 19 %' })
    .catch(() => undefined);
  const free = (await admin.get(
    `/api/man/personenkonten/freefirstnumber?mandantId=${mandantId}&kind=KREDITOR`,
  )) as { number: number };
  const kreditor = String(free.number);
  await admin.post('/api/man/personenkonten/add', {
    mandantId,
    kind: 'KREDITOR',
    number: kreditor,
    name: `Mühlenwerke ${mark}`,
  });
  const participants = (await admin.get(`/api/wf/workflows/participants?mandantId=${mandantId}`)) as {
    Kind: string;
    Id: string;
    Kuerzel: string;
  }[];
  const adminId = participants.find((entry) => entry.Kind === 'User' && entry.Kuerzel === 'admin')?.Id;
  const definition = (await admin.post('/api/wf/workflows/buildapprovewf', {
    mandantId,
    Name: definitionName,
    Type: 'Wait4Order',
    Users: [{ Id: adminId, Step: 1 }],
  })) as { Id: string };

  const line = (position: number, article: string, quantity: number, unit: string, price: string) => ({
    IDENT1: orderNumber,
    IDENT2: String(position),
    BESTELL_DATUM: '2026-02-03',
    INT_LIEFERANT: kreditor,
    EXT_LIEFERANT: `Mühlenwerke ${mark}`,
    EXT_ARTIKEL_NR: article,
    EXT_ARTIKEL_BEZ: article,
    MENGE: quantity,
    MENGE_ART: unit,
    NETTO_PREIS: price,
    MWST: '19',
    KONTENVORSCHLAG: '3400',
  });
  const imported = (await admin.post('/api/cap/wawi/ImportOrders', {
    mandantId,
    Quelle: `ERP ${mark}`,
    Lines: [line(1, `MEHL-${mark}`, 10, 'Sack', '50.00'), line(2, `HEFE-${mark}`, 20, 'kg', '20.00')],
  })) as { Imported: number };
  expect(imported.Imported).toBe(2);

  const stack = (await admin.post('/api/cap/stack/create', { mandantId, name: `Eingang ${mark}` })) as {
    id: string;
  };
  const documentId = await upload(admin, mandantId, stack.id);
  await admin.post('/api/cap/CapIndex/SaveIndexData', {
    mandantId,
    documentId,
    values: [
      { field: 'Bestellnummer', value: orderNumber },
      { field: 'Kreditor', value: kreditor },
      { field: 'Betrag', value: '1.071,00' },
      { field: 'Belegdatum', value: '10.02.2026' },
    ],
  });
  const started = (await admin.post('/api/wf/workflows/sendworkflowmulti', {
    mandantId,
    DocIDs: [documentId],
    DefinitionId: definition.Id,
  })) as { Result: { WF_INSTANCEID: string }[] };
  await admin.signOut();
  return { mandantId, instanceId: started.Result[0]?.WF_INSTANCEID as string };
}

type Api = Awaited<ReturnType<typeof apiAs>>;

/** Uploads the invoice into the stack, waits until its jobs are done and answers the document's id. */
async function upload(admin: Api, mandantId: string, stackId: string): Promise<string> {
  const token = await fetch(`${baseUrl()}/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'admin',
      password: 'Admin-2026',
    }).toString(),
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const form = new FormData();
  form.append(
    'files',
    new Blob([Buffer.from(await invoicePdf())], { type: 'application/pdf' }),
    `${title}.pdf`,
  );
  const response = await fetch(
    `${baseUrl()}/api/job/main/addfilestostack?mandantId=${mandantId}&stackId=${stackId}`,
    { method: 'POST', headers: { authorization: `Bearer ${accessToken}` }, body: form },
  );
  expect(response.status, await response.clone().text()).toBe(200);
  const done = ['finished', 'faulty', 'canceled'];
  await expect
    .poll(
      async () => {
        const jobs = (await admin.get(
          `/api/job/main/getjobs?mandantId=${mandantId}&stackId=${stackId}&includePickedUp=true`,
        )) as { state: string }[];
        return jobs.length > 0 && jobs.every((job) => done.includes(job.state));
      },
      { timeout: STATE_TIMEOUT, interval: 250 },
    )
    .toBe(true);
  const tree = (await admin.get(`/api/cap/stack/read?mandantId=${mandantId}&stackId=${stackId}`)) as {
    folders: { documents: { id: string }[] }[];
  };
  const documentId = tree.folders.flatMap((folder) => folder.documents)[0]?.id;
  if (!documentId) throw new Error('the invoice was not captured');
  return documentId;
}

const row = (page: Page) => page.getByTestId('workflow-row').filter({ hasText: title });
const actions = (page: Page) => page.getByLabel('Aktionen');
const panel = (page: Page) => page.getByTestId('goods-receipt-panel');
const linkedGrid = (page: Page) => page.getByRole('table', { name: 'Verknüpfte Bestellungen' });

/** Clicks "Genehmigen" and places the stamp on the page; the Rechnungskontrolle may answer. */
async function stampApproval(page: Page) {
  await page.getByRole('tab', { name: 'Dokument' }).click();
  await page.getByTestId('workflow-page').locator('img').waitFor();
  await actions(page).getByRole('button', { name: 'Genehmigen' }).click();
  await page.getByText('Klicken Sie auf die Seite, um den Stempel „Genehmigt“ zu setzen.').waitFor();
  const sheet = page.getByTestId('workflow-page');
  const frame = await sheet.boundingBox();
  if (!frame) throw new Error('no page shown');
  await sheet.click({ position: { x: frame.width * 0.6, y: frame.height * 0.5 } });
}

const invoiceCheck = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Rechnungskontrolle' });

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close());

describe('Goods receipt (Wareneingang)', () => {
  it('links the imported order to the invoice, corrects a price, creates booking proposals and asks Rechnungskontrolle', async () => {
    const { instanceId } = await setUp();
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signIn(page, 'admin', 'Admin-2026');
    const notice = page.getByRole('dialog').filter({ hasText: /offene Workflow-Anfrage/ });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'OK' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Workflow', exact: true }).click();
    await row(page).click();

    // The panel opens on the creditor's open lines; auto-link finds the order by its number.
    await page.getByRole('tab', { name: 'Wareneingang' }).click();
    await panel(page).getByText(`MEHL-${mark}`).first().waitFor({ timeout: STATE_TIMEOUT });
    await panel(page).getByRole('button', { name: 'Automatisch verknüpfen' }).click();
    await panel(page).getByText('Automatisch verknüpft: 2 sicher, 0 unsicher.').waitFor();
    await linkedGrid(page).getByText(`HEFE-${mark}`).first().waitFor();
    await panel(page)
      .getByTestId('goods-receipt-totals')
      .getByText(/^Differenz: 0,00\s€$/)
      .waitFor();

    // A price correction of the flour (50,00 → 45,00 net) makes the orders 59,50 € short of the invoice.
    await linkedGrid(page).getByText(`MEHL-${mark}`).first().click();
    await panel(page).getByRole('button', { name: 'Korrigieren' }).click();
    const correction = page.getByRole('dialog', { name: 'Position korrigieren' });
    await correction.getByLabel('Korrekturgrund').first().click();
    await page.getByRole('option', { name: 'Neuer Preis' }).click();
    await correction.getByLabel('Korrigierter Nettopreis').fill('45,00');
    await correction.getByRole('button', { name: 'Korrektur speichern' }).click();
    await correction.waitFor({ state: 'detached' });
    await panel(page)
      .getByTestId('goods-receipt-totals')
      .getByText(/^Differenz: -59,50\s€$/)
      .waitFor();

    // Booking proposals: Yes creates the split lines from the linked lines, then the success text.
    await panel(page).getByRole('button', { name: 'Buchungsvorschläge erzeugen' }).click();
    const question = page.getByRole('dialog').filter({ hasText: 'Buchungsvorschläge erzeugt werden?' });
    const created = page.waitForResponse((response) =>
      response.url().includes('/api/cap/wawi/CreateSplitEntriesFromBuWk'),
    );
    await question.getByRole('button', { name: 'Ja' }).click();
    const proposals = (await (await created).json()) as { Created: number; Linked: number };
    expect(proposals.Linked).toBe(2);
    expect(proposals.Created).toBeGreaterThan(0);
    const success = page
      .getByRole('dialog')
      .filter({ hasText: 'Buchungsvorschläge wurden erfolgreich erzeugt!' });
    await success.getByRole('button', { name: 'OK' }).click();
    await success.waitFor({ state: 'detached' });
    const admin = await apiAs('admin', 'Admin-2026');
    const status = async () =>
      ((await admin.get(`/api/wf/workflows/workflow/${instanceId}`)) as { Status: string }).Status;
    const statusBefore = await status();

    // The approval stops at the Rechnungskontrolle: Cancel keeps the workflow, OK approves it.
    await stampApproval(page);
    await invoiceCheck(page)
      .getByText(
        'Es wurde eine Differenz zwischen der Rechnungssumme und dem Gesamtbetrag der Bestellung(en) festgestellt.',
      )
      .waitFor();
    await invoiceCheck(page).getByRole('button', { name: 'Abbrechen' }).click();
    await invoiceCheck(page).waitFor({ state: 'detached' });
    expect(await row(page).count()).toBe(1);
    expect(await status()).toBe(statusBefore);

    await stampApproval(page);
    await invoiceCheck(page).getByRole('button', { name: 'OK' }).click();
    await row(page).waitFor({ state: 'detached' });
    const history = JSON.stringify(await admin.get(`/api/wf/workflows/history/${instanceId}`));
    expect(history).toContain(remark);
    await admin.signOut();
    await page.close();
  });
});
