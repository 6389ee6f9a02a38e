import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isValidVatId } from '@belegfluss/shared';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, newPage, runMark, signIn, STATE_TIMEOUT } from './browser.js';

let browser: Browser;
let close: () => Promise<void>;
/** Every e2e file shares one server and database: this run's names carry a unique mark. */
const mark = runMark('KT');
const supplier = `Papierhaus ${mark} GmbH`;
const newSupplier = `Druckerei ${mark} GmbH`;
const definitionName = `Kontierung ${mark}`;
const titles = [1, 2, 3].map((index) => `Rechnung ${mark}-${index}`);

/** A German VAT ID with a valid check digit, different for each call of a run. */
function vatId(seed: number): string {
  const base = String((Date.now() + seed * 7919) % 100_000_000).padStart(8, '1');
  for (let digit = 0; digit < 10; digit += 1)
    if (isValidVatId(`DE${base}${digit}`)) return `DE${base}${digit}`;
  throw new Error('no VAT ID');
}
const knownVatId = vatId(1);
const newVatId = vatId(2);

/** Born-digital invoices (made here, never copied from a corpus). */
async function writeInvoices(dir: string): Promise<string[]> {
  return Promise.all(
    titles.map(async (title) => {
      const document = await PDFDocument.create();
      const font = await document.embedFont(StandardFonts.Helvetica);
      const page = document.addPage([595, 842]);
      [title, 'Rechnungsdatum: 12.03.2026', 'Büromaterial'].forEach((line, index) =>
        page.drawText(line, { x: 60, y: 780 - index * 24, size: 12, font }),
      );
      const file = path.join(dir, `${title}.pdf`);
      writeFileSync(file, await document.save());
      return file;
    }),
  );
}

/** Admin sets up the Mandant 10001: two ledger accounts, the known creditor, a one-step approval by Anna Admin. */
async function setUpMasterData() {
  const admin = await apiAs('admin', 'Admin-2026');
  const me = (await admin.get('/api/auth/me')) as { mandanten: { id: string; mandnr: number }[] };
  const mandantId = me.mandanten.find((mandant) => mandant.mandnr === 10001)?.id as string;
  for (const [number, name] of [
    ['4930', 'Bürobedarf'],
    ['3400', 'Wareneingang 19 %'],
  ])
    // Another e2e file may have added the account already.
    await admin
      .post('/api/man/konten/add', { mandantId, kind: 'SACHKONTO', number, name })
      .catch(() => undefined);
  const free = (await admin.get(
    `/api/man/personenkonten/freefirstnumber?mandantId=${mandantId}&kind=KREDITOR`,
  )) as { number: number };
  await admin.post('/api/man/personenkonten/add', {
    mandantId,
    kind: 'KREDITOR',
    number: String(free.number),
    name: supplier,
    vatId: knownVatId,
  });
  const participants = (await admin.get(`/api/wf/workflows/participants?mandantId=${mandantId}`)) as {
    Kind: string;
    Id: string;
    Kuerzel: string;
  }[];
  const adminId = participants.find((entry) => entry.Kind === 'User' && entry.Kuerzel === 'admin')?.Id;
  await admin.post('/api/wf/workflows/buildapprovewf', {
    mandantId,
    Name: definitionName,
    Users: [{ Id: adminId, Step: 1 }],
  });
  await admin.signOut();
  return String(free.number);
}

const documentNode = (page: Page, title: string) =>
  page.getByTestId('document-node').filter({ hasText: title });
const editor = (page: Page) => page.getByTestId('booking-editor');
const bookingLine = (page: Page, index: number) => page.getByTestId(`booking-line-${index}`);

/** Opens a captured document, types its mask values and saves them. */
async function captureValues(page: Page, title: string, values: Record<string, string>) {
  await documentNode(page, title).click();
  await page.getByRole('tab', { name: 'PDF' }).click();
  for (const [field, value] of Object.entries(values))
    await page.locator(`[data-field="${field}"]`).fill(value);
  const save = page.getByTestId('capture-mask').getByRole('button', { name: 'Speichern' });
  await save.click();
  await expect.poll(() => save.isDisabled(), { timeout: STATE_TIMEOUT }).toBe(true);
  await page.getByRole('tab', { name: 'Kontierung' }).click();
  await editor(page).waitFor();
}

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close());

describe('Kontierung', () => {
  it('matches the creditor, the approver splits the booking, the next invoice takes it as proposal, a new creditor comes from an invoice', async () => {
    const creditorNumber = await setUpMasterData();
    const files = await writeInvoices(mkdtempSync(path.join(os.tmpdir(), 'belegfluss-booking-e2e-')));

    const clerk = await newPage(browser);
    await clerk.setViewportSize({ width: 1700, height: 1000 });
    await signIn(clerk, 'erfasser', 'Erfasser-2026');
    await clerk.getByRole('link', { name: 'Rechnungsverarbeitung' }).click();
    await clerk.getByRole('button', { name: 'Neuer Stapel' }).click();
    await clerk.getByLabel('Stapelname').fill(`Eingang ${mark}`);
    await clerk.getByRole('button', { name: 'Anlegen' }).click();
    await clerk.getByRole('dialog').waitFor({ state: 'detached' });
    await clerk.getByTestId('upload-input').setInputFiles(files);
    for (const title of titles) await documentNode(clerk, title).waitFor({ timeout: STATE_TIMEOUT });

    // Invoice 1: the VAT ID finds the creditor; the clerk books it by keyboard on one account.
    await captureValues(clerk, titles[0] as string, {
      Kennung: `RE-${mark}-1`,
      Belegdatum: '12.03.2026',
      Betrag: '238,00',
      Netto19: '200,00',
      MwSt19: '38,00',
      UStId: knownVatId,
    });
    await clerk.getByTestId('booking-creditor-match').filter({ hasText: supplier }).waitFor();
    expect(await clerk.getByTestId('booking-creditor').inputValue()).toBe(creditorNumber);
    const account = bookingLine(clerk, 0).getByLabel('Konto');
    await account.click();
    await account.pressSequentially('4930');
    await account.press('Tab');
    await account.press('Control+s');
    await clerk.getByTestId('booking-complete').filter({ hasText: 'Kontierung vollständig' }).waitFor();
    await clerk.getByTestId('document-actions').getByRole('button', { name: 'In Workflow senden' }).click();
    const start = clerk.getByRole('dialog', { name: 'Beleg in den Workflow senden' });
    await start.getByLabel('Freigabe-Workflow', { exact: true }).click();
    await clerk.getByRole('option', { name: definitionName }).click();
    await start.getByRole('button', { name: 'Senden' }).click();
    await clerk.getByText('Der Beleg wurde in den Workflow gesendet.').waitFor();

    // The approver splits it in the workflow's Buchung tab: half stays on 4930, the rest goes to 3400.
    const approver = await newPage(browser);
    await approver.setViewportSize({ width: 1700, height: 1000 });
    await signIn(approver, 'admin', 'Admin-2026');
    const notice = approver.getByRole('dialog').filter({ hasText: /offene Workflow-Anfrage/ });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'OK' }).click();
    await approver.getByRole('link', { name: 'Workflow', exact: true }).click();
    const row = approver.getByTestId('workflow-row').filter({ hasText: titles[0] as string });
    await row.click();
    await approver.getByRole('tab', { name: 'Buchung' }).click();
    await bookingLine(approver, 0).waitFor();
    const gross = bookingLine(approver, 0).getByLabel('Brutto');
    await gross.fill('119,00');
    await approver.getByTestId('booking-rest').filter({ hasText: 'Rest: 119,00' }).waitFor();
    await gross.press('Alt+n');
    const splitAccount = bookingLine(approver, 1).getByLabel('Konto');
    await splitAccount.fill('3400');
    await splitAccount.press('Control+s');
    await approver.getByTestId('booking-complete').filter({ hasText: 'Kontierung vollständig' }).waitFor();
    expect(await approver.getByTestId('booking-rest').textContent()).toMatch(/Rest: 0,00/);
    expect(await bookingLine(approver, 1).getByText('Splitbuchung von admin').count()).toBe(1);
    await approver.getByRole('tab', { name: 'Dokument' }).click();
    await approver.getByTestId('workflow-page').locator('img').waitFor();
    await approver.getByLabel('Aktionen').getByRole('button', { name: 'Genehmigen' }).click();
    const sheet = approver.getByTestId('workflow-page');
    const frame = await sheet.boundingBox();
    if (!frame) throw new Error('no page shown');
    await sheet.click({ position: { x: frame.width * 0.6, y: frame.height * 0.4 } });
    await row.waitFor({ state: 'detached' });

    // Back in capture the booking is complete and the document green.
    await clerk.reload();
    await clerk.getByTestId('stack-tree').getByText(`Eingang ${mark}`, { exact: true }).click();
    await documentNode(clerk, titles[0] as string).waitFor({ timeout: STATE_TIMEOUT });
    await documentNode(clerk, titles[0] as string).click();
    await clerk
      .getByTestId('document-status')
      .filter({ hasText: /grün|vollständig/i })
      .waitFor();
    await clerk.getByRole('tab', { name: 'Kontierung' }).click();
    await bookingLine(clerk, 1).waitFor();
    expect(await bookingLine(clerk, 1).getByLabel('Konto').inputValue()).toBe('3400');

    // Invoice 2 of the same creditor: the approved booking comes back as "Vorschlag", taken with F8.
    await captureValues(clerk, titles[1] as string, {
      Kennung: `RE-${mark}-2`,
      Betrag: '119,00',
      Netto19: '100,00',
      MwSt19: '19,00',
      UStId: knownVatId,
    });
    await clerk.getByTestId('booking-proposal').waitFor();
    await bookingLine(clerk, 0).getByLabel('Brutto').press('F8');
    await expect.poll(() => bookingLine(clerk, 0).getByLabel('Konto').inputValue()).toBe('4930');
    expect(await clerk.getByTestId('booking-source-0').textContent()).toBe('Vorschlag');
    await bookingLine(clerk, 0).getByLabel('Konto').press('Control+s');
    await clerk.getByTestId('booking-complete').filter({ hasText: 'Kontierung vollständig' }).waitFor();

    // Invoice 3 from an unknown seller: "Kreditor anlegen" opens the creditor prefilled from the invoice.
    await captureValues(clerk, titles[2] as string, {
      Kennung: `RE-${mark}-3`,
      Betrag: '59,50',
      Kreditor: newSupplier,
      UStId: newVatId,
    });
    await clerk.getByRole('button', { name: 'Kreditor anlegen' }).click();
    const dialog = clerk.getByRole('dialog', { name: /Kreditor anlegen/ });
    // The draft follows the invoice's saved values, which may arrive after the dialog opened.
    await expect.poll(() => dialog.getByLabel('Name').inputValue()).toBe(newSupplier);
    expect(await dialog.getByLabel('USt-IdNr.').inputValue()).toBe(newVatId);
    await dialog.getByRole('button', { name: 'Anlegen' }).click();
    await dialog.waitFor({ state: 'detached' });
    await clerk.getByTestId('booking-creditor-match').filter({ hasText: newSupplier }).waitFor();
    expect(await clerk.getByTestId('booking-creditor').inputValue()).toMatch(/^\d+$/);
    await Promise.all([clerk.close(), approver.close()]);
  });
});
