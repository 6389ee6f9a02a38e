import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, STATE_TIMEOUT } from './browser.js';

let browser: Browser;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close());

/** A small XRechnung in UBL, made for this test, without the buyer reference (BT-10). */
const invoiceWithoutBuyerReference = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</cbc:CustomizationID>
  <cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>
  <cbc:ID>E2E-4711</cbc:ID>
  <cbc:IssueDate>2026-04-01</cbc:IssueDate>
  <cbc:DueDate>2026-04-15</cbc:DueDate>
  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty><cac:Party>
    <cbc:EndpointID schemeID="EM">rechnung@kaffeeroesterei.example</cbc:EndpointID>
    <cac:PostalAddress><cbc:StreetName>Bohnenweg 5</cbc:StreetName><cbc:CityName>Bremen</cbc:CityName><cbc:PostalZone>28195</cbc:PostalZone><cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
    <cac:PartyTaxScheme><cbc:CompanyID>DE987654321</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
    <cac:PartyLegalEntity><cbc:RegistrationName>Kaffeerösterei Hanse GmbH</cbc:RegistrationName></cac:PartyLegalEntity>
    <cac:Contact><cbc:Name>Jan Janssen</cbc:Name><cbc:Telephone>0421 555123</cbc:Telephone><cbc:ElectronicMail>jan@kaffeeroesterei.example</cbc:ElectronicMail></cac:Contact>
  </cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party>
    <cbc:EndpointID schemeID="EM">einkauf@sonnenschein.example</cbc:EndpointID>
    <cac:PostalAddress><cbc:CityName>München</cbc:CityName><cbc:PostalZone>80331</cbc:PostalZone><cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
    <cac:PartyLegalEntity><cbc:RegistrationName>Bäckerei Sonnenschein GmbH</cbc:RegistrationName></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingCustomerParty>
  <cac:Delivery><cbc:ActualDeliveryDate>2026-03-30</cbc:ActualDeliveryDate></cac:Delivery>
  <cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cac:PayeeFinancialAccount><cbc:ID>DE02120300000000202051</cbc:ID></cac:PayeeFinancialAccount></cac:PaymentMeans>
  <cac:TaxTotal><cbc:TaxAmount currencyID="EUR">22.80</cbc:TaxAmount>
    <cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">120.00</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">22.80</cbc:TaxAmount>
      <cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal>
  </cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="EUR">120.00</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="EUR">120.00</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">142.80</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount currencyID="EUR">142.80</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
  <cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:InvoicedQuantity unitCode="KGM">8</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="EUR">120.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Espressobohnen, 1 kg</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">15.00</cbc:PriceAmount></cac:Price>
  </cac:InvoiceLine>
</Invoice>
`;

describe('e-invoice check page', () => {
  it('uploads an XRechnung, renders it and shows the rule it breaks', async () => {
    const page = await newPage(browser);
    await signIn(page, 'erfasser', 'Erfasser-2026');
    await page.getByTestId('user-menu').waitFor();
    await page.getByRole('link', { name: 'E-Rechnung prüfen' }).click();
    await page.getByRole('heading', { name: 'E-Rechnung prüfen' }).waitFor();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'kaffee.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(invoiceWithoutBuyerReference),
    });
    await page.getByRole('button', { name: 'Prüfen' }).click();
    await page.getByTestId('einvoice-view').waitFor();
    expect(await page.getByText('Kaffeerösterei Hanse GmbH').first().isVisible()).toBe(true);
    expect(await page.getByText('Espressobohnen, 1 kg').isVisible()).toBe(true);
    expect(await page.getByTestId('einvoice-payable').textContent()).toBe('142,80 EUR');

    await page.getByRole('tab', { name: 'Prüfergebnis' }).click();
    await page.getByTestId('einvoice-report').waitFor();
    expect(await page.getByText('E-Rechnung fehlerhaft').isVisible()).toBe(true);
    const finding = page.getByTestId('einvoice-finding').filter({ hasText: 'BR-DE-15' });
    expect(await finding.textContent()).toContain('Die Käuferreferenz / Leitweg-ID (BT-10) fehlt.');
    await page.close();
  });

  it('refuses hostile XML with a German message', async () => {
    const page = await newPage(browser);
    await signIn(page, 'erfasser', 'Erfasser-2026');
    await page.getByTestId('user-menu').waitFor();
    await page.goto('/#/MainFrame/Unides/einvoice-check');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'xxe.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>',
      ),
    });
    await page.getByRole('button', { name: 'Prüfen' }).click();
    await page.getByTestId('einvoice-reason').waitFor();
    expect(await page.getByTestId('einvoice-reason').textContent()).toContain('DTD');
    await page.close();
  });
});

/** The same invoice, complete: with the buyer reference it is a valid XRechnung. */
const validInvoice = invoiceWithoutBuyerReference.replace(
  '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>',
  '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>\n  <cbc:BuyerReference>04011000-12345-03</cbc:BuyerReference>',
);

async function maskValue(page: Page, field: string) {
  return page.locator(`[data-field="${field}"]`).inputValue();
}

describe('e-invoice in Rechnungsverarbeitung', () => {
  it('validates an upload into the e-invoice stack, fills the mask, shows the e-invoice, its state and notes', async () => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signIn(page, 'erfasser', 'Erfasser-2026');
    await page.getByRole('link', { name: 'Rechnungsverarbeitung' }).click();
    await page.getByTestId('stack-tree').getByText('E-Rechnung', { exact: true }).click();
    await page.getByTestId('upload-input').setInputFiles({
      name: 'kaffee-e2e.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(validInvoice),
    });
    await page.getByTestId('upload-accepted').waitFor();
    const node = page.getByTestId('document-node').filter({ hasText: 'kaffee-e2e.xml' });
    await node.waitFor({ timeout: STATE_TIMEOUT });
    await node.click();

    await page.getByRole('tab', { name: 'E-Rechnung', exact: true }).click();
    // The panel opens on the readable view; every business term is under "Alle Angaben".
    await page.getByTestId('einvoice-readable').waitFor({ timeout: STATE_TIMEOUT });
    expect(
      await page.getByTestId('einvoice-readable').getByText('Kaffeerösterei Hanse GmbH').first().isVisible(),
    ).toBe(true);
    expect(await page.getByTestId('einvoice-readable-payable').textContent()).toBe('142,80 €');

    // The validation job filled the capture mask from the XML; no OCR ran.
    await expect.poll(() => maskValue(page, 'Kennung'), { timeout: STATE_TIMEOUT }).toBe('E2E-4711');
    expect(await maskValue(page, 'Betrag')).toBe('142,80');
    expect(await maskValue(page, 'UStId')).toBe('DE987654321');

    await page.getByRole('tab', { name: 'Prüfergebnis' }).click();
    await page.getByTestId('einvoice-report').waitFor();
    expect(await page.getByText('Gültige E-Rechnung').isVisible()).toBe(true);

    const state = page.getByTestId('einvoice-state');
    expect(await state.textContent()).toBe('Freigegeben');
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    await expect.poll(() => state.textContent()).toBe('Abgelehnt');
    await page.getByRole('button', { name: 'Wieder öffnen' }).click();
    await expect.poll(() => state.textContent()).toBe('Freigegeben');

    await page.getByRole('tab', { name: 'Alle Angaben', exact: true }).click();
    expect(await page.getByTestId('einvoice-payable').textContent()).toBe('142,80 EUR');
    await page.getByRole('button', { name: 'Anmerkungen (0)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Anmerkungen zu Position 1' });
    await drawer.getByLabel('Neue Anmerkung').fill('Preis mit Angebot vergleichen');
    await drawer.getByRole('button', { name: 'Hinzufügen' }).click();
    await drawer.getByTestId('einvoice-note').filter({ hasText: 'Preis mit Angebot vergleichen' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Anmerkungen (1)' }).waitFor();
    await page.close();
  });
});
