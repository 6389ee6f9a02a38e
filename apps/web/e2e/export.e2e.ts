import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, baseUrl, launchBrowser, newPage, runMark, signIn, STATE_TIMEOUT } from './browser.js';

let browser: Browser;
let close: () => Promise<void>;
/** Every e2e file shares one server and database: this run's names carry a unique mark. */
const mark = runMark('EX');
const title = `Rechnung ${mark}`;
const stackName = `Export ${mark}`;
/** A month no other test books in, so the Mandant-wide export takes this invoice only. */
const period = { from: '2019-07-01', to: '2019-07-31' };
/** Longer than DATEV's 60 characters: the booking line leaves its text empty, so this name is the Buchungstext. */
const creditorName = `Werkzeughandel Brandt KG ${mark}, Maschinen, Werkzeuge und Zubehör für das Handwerk`;
const creditor = '70077';
let mandantId: string;
let stackId: string;
let documentId: string;

type Api = Awaited<ReturnType<typeof apiAs>>;

/** A born-digital invoice (made here, never copied from a corpus). */
async function invoicePdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  ['Werkzeughandel Brandt KG', title, 'Rechnungsdatum: 10.07.2019', 'Gesamtbetrag 119,00 EUR'].forEach(
    (line, index) => page.drawText(line, { x: 60, y: 780 - index * 24, size: 12, font }),
  );
  return document.save();
}

/** Uploads the invoice into the stack as the capture page does (multipart to addfilestostack). */
async function upload(username: string, password: string) {
  const token = await fetch(`${baseUrl()}/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
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
}

/** The stack's document once its import job is done. */
async function importedDocument(api: Api): Promise<string> {
  await expect
    .poll(async () => {
      const statistics = (await api.get(
        `/api/cap/stack/statistics?mandantId=${mandantId}&stackId=${stackId}`,
      )) as { documents: number; openJobs: number };
      return statistics.documents === 1 && statistics.openJobs === 0;
    })
    .toBe(true);
  const tree = (await api.get(`/api/cap/stack/read?mandantId=${mandantId}&stackId=${stackId}`)) as {
    folders: { documents: { id: string }[] }[];
  };
  return tree.folders[0]?.documents[0]?.id as string;
}

/**
 * The clerk's part through the API: accounts, a stack, the invoice, its mask and booking; then
 * Frieda Freigeber approves it in a workflow.
 */
async function bookAndApprove() {
  const admin = await apiAs('admin', 'Admin-2026');
  const me = (await admin.get('/api/auth/me')) as { mandanten: { id: string; mandnr: number }[] };
  mandantId = me.mandanten.find((mandant) => mandant.mandnr === 10001)?.id as string;
  // Another test may have added them already: a duplicate is refused, which is fine here.
  await admin
    .post('/api/man/konten/add', { mandantId, kind: 'SACHKONTO', number: '4930', name: 'Bürobedarf' })
    .catch(() => undefined);
  await admin
    .post('/api/man/personenkonten/add', {
      mandantId,
      kind: 'KREDITOR',
      number: creditor,
      name: creditorName,
    })
    .catch(() => undefined);
  stackId = (
    (await admin.post('/api/cap/stack/create', { mandantId, name: stackName, autoJobs: [] })) as {
      id: string;
    }
  ).id;
  await upload('admin', 'Admin-2026');
  documentId = await importedDocument(admin);
  await admin.post('/api/cap/CapIndex/SaveIndexData', {
    mandantId,
    documentId,
    values: [
      { field: 'Belegdatum', value: '2019-07-10' },
      { field: 'Kennung', value: `RE-${mark}` },
      { field: 'Betrag', value: '119.00' },
      { field: 'Kreditor', value: creditor },
    ],
  });
  await admin.post('/api/cap/CapIndex/SaveBooking', {
    mandantId,
    documentId,
    creditor,
    lines: [
      {
        GKONTO: '4930',
        SL_BU: '',
        MWST_SATZ: '19',
        NETTO: '100.00',
        MWST: '19.00',
        BRUTTO: '119.00',
        BUTEXT: '',
      },
    ],
  });
  const participants = (await admin.get(`/api/wf/workflows/participants?mandantId=${mandantId}`)) as {
    Kind: string;
    Id: string;
    Kuerzel: string;
  }[];
  const freigeberId = participants.find(
    (entry) => entry.Kind === 'User' && entry.Kuerzel === 'freigeber',
  )?.Id;
  const started = (await admin.post('/api/wf/workflows/sendworkflowmulti', {
    mandantId,
    DocIDs: [documentId],
    Users: [{ Id: freigeberId, Step: 1 }],
  })) as { Result: { WF_INSTANCEID: string }[] };
  await admin.signOut();
  const freigeber = await apiAs('freigeber', 'Freigabe-2026');
  await freigeber.post(`/api/wf/workflows/submit/${started.Result[0]?.WF_INSTANCEID}`, {
    sDocUID: documentId,
    bApproveResult: 'Genehmigt',
    sAnmerkung: 'Sachlich richtig',
  });
  await freigeber.signOut();
}

const exportDialog = (page: Page) => page.getByTestId('export-dialog');

async function checkPeriod(page: Page) {
  const dialog = exportDialog(page);
  await dialog.getByTestId('export-from').fill(period.from);
  await dialog.getByTestId('export-to').fill(period.to);
  await dialog.getByRole('button', { name: 'Prüfen' }).click();
  await dialog.getByTestId('export-check-summary').waitFor();
  return dialog;
}

/** Runs the export from an open dialog and returns the file names it lists. */
async function exportAndWait(page: Page): Promise<string[]> {
  const dialog = exportDialog(page);
  await dialog.getByRole('button', { name: 'Exportieren' }).click();
  await dialog.getByTestId('export-files').waitFor({ timeout: STATE_TIMEOUT });
  return dialog.getByTestId('export-files').locator('li').allTextContents();
}

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close());

describe('booking export', () => {
  it('checks, exports once into the download manager, exports nothing twice, and exports again after a reset', async () => {
    await bookAndApprove();
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signIn(page, 'admin', 'Admin-2026');
    await page.getByTestId('user-menu').waitFor();
    await page.goto(`/#/MainFrame/Unides?mandantId=${mandantId}&stackId=${stackId}&documentId=${documentId}`);
    await page.getByTestId('document-actions').waitFor();

    // The stack's export: the pre-export check lists the shortened Buchungstext, linked to the invoice.
    await page.getByTestId('stack-export').click();
    let dialog = await checkPeriod(page);
    expect(await dialog.getByTestId('export-check-summary').textContent()).toBe(
      'Zu exportieren: 1 Belege mit 1 Buchungszeilen; Buchungsperioden: 2019-07',
    );
    const finding = dialog.getByTestId('export-issue').filter({ hasText: 'Buchungstext' });
    expect(await finding.textContent()).toContain(
      `Die Eingabe "${creditorName}" im Feld "Buchungstext" ist zu lang. Es wird auf "60" Stellen gekürzt.`,
    );
    await finding.getByRole('link', { name: title }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('document-actions').waitFor();
    await expect.poll(() => page.locator('[data-field="Kennung"]').inputValue()).toBe(`RE-${mark}`);

    // Export: the job's progress, then its files, which the download manager holds.
    await page.getByTestId('stack-export').click();
    dialog = await checkPeriod(page);
    const files = await exportAndWait(page);
    expect(files).toEqual(
      expect.arrayContaining([
        'EXTF_Buchungsstapel_DATEV_10001_2019-07.csv',
        'Belege_DATEV_10001_2019-07-01_2019-07-31.zip',
      ]),
    );
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('download-button').click();
    const downloads = page.getByRole('dialog', { name: 'Verfügbare Downloads' });
    const batchRow = downloads.locator('.ag-row[row-id]', {
      hasText: 'EXTF_Buchungsstapel_DATEV_10001_2019-07',
    });
    await batchRow.waitFor();
    const packageRow = downloads.locator('.ag-row[row-id]', {
      hasText: 'Belege_DATEV_10001_2019-07-01_2019-07-31',
    });
    await packageRow.waitFor();
    const fetchEntry = async (row: typeof batchRow) => {
      await row.click();
      await page.waitForFunction(() => document.querySelectorAll('.ag-row-selected[row-id]').length === 1);
      const download = downloads.getByRole('button', { name: 'Herunterladen' });
      await download.and(page.locator(':enabled')).waitFor();
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      return { name: file.suggestedFilename(), bytes: readFileSync((await file.path()) as string) };
    };
    const batch = await fetchEntry(batchRow);
    expect(batch.name).toBe('EXTF_Buchungsstapel_DATEV_10001_2019-07.csv');
    // Windows-1252; the texts here use only letters it shares with Latin-1 (ü, ä).
    const csv = batch.bytes.toString('latin1');
    expect(csv.startsWith('"EXTF";700;21;"Buchungsstapel";13;')).toBe(true);
    // The Beleglink BEDI "<GUID>" as a quoted CSV field: its quotes doubled.
    expect(csv).toContain(`"BEDI ""${documentId.toUpperCase()}"""`);

    expect(csv).toContain(`"${creditorName.slice(0, 60)}"`);
    const images = await fetchEntry(packageRow);
    const zip = unzipSync(images.bytes);
    expect(Object.keys(zip).sort()).toEqual(
      [`${documentId.toUpperCase()}.pdf`, `${documentId.toUpperCase()}.xml`, 'document.xml'].sort(),
    );
    await downloads.getByRole('button', { name: 'OK' }).click();
    await downloads.waitFor({ state: 'hidden' });

    // The same period a second time: nothing left to export.
    await page.getByTestId('stack-export').click();
    dialog = await checkPeriod(page);
    await dialog.getByText('Es sind keine exportierbaren Belege vorhanden.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Exportieren' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();

    // Verwaltung: the export is reset with a reason, which is listed, and the next export takes the invoice again.
    await page.goto('/#/MainFrame/Verwaltung/FiBuExport');
    const mandant = page.getByRole('combobox', { name: 'Mandant', exact: true });
    await mandant.click();
    await page.getByRole('option', { name: /^10001 / }).click();
    const panel = page.getByTestId('export-panel');
    const run = panel.getByTestId('export-run').filter({ hasText: '01.07.2019 – 31.07.2019' });
    await run.waitFor();
    await run.getByRole('button', { name: 'Zurücksetzen' }).click();
    const reset = page.getByTestId('export-reset-dialog');
    const submit = reset.getByRole('button', { name: 'Zurücksetzen' });
    expect(await submit.isDisabled()).toBe(true);
    await reset.getByTestId('export-reset-reason').fill(`Stapel in DATEV gelöscht ${mark}`);
    await submit.click();
    await panel.getByText('1 Beleg wurde zurückgesetzt.').waitFor();
    await panel
      .getByTestId('export-reset')
      .filter({ hasText: `Stapel in DATEV gelöscht ${mark}` })
      .waitFor();

    await panel.getByRole('button', { name: 'Buchungsexport starten' }).click();
    dialog = await checkPeriod(page);
    expect(await dialog.getByTestId('export-check-summary').textContent()).toContain('1 Belege');
    expect(await exportAndWait(page)).toContain('EXTF_Buchungsstapel_DATEV_10001_2019-07.csv');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect
      .poll(() => panel.getByTestId('export-run').filter({ hasText: '01.07.2019 – 31.07.2019' }).count())
      .toBe(2);
    await page.close();
  });
});
