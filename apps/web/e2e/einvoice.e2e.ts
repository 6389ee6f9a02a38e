import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
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
    // The result opens on the readable view; every business term is under "Alle Angaben".
    const readable = page.getByTestId('einvoice-readable');
    await readable.waitFor();
    expect(await readable.getByText('Kaffeerösterei Hanse GmbH').first().isVisible()).toBe(true);
    expect(await readable.getByText('Espressobohnen, 1 kg').isVisible()).toBe(true);
    expect(await page.getByTestId('einvoice-readable-payable').textContent()).toBe('142,80 €');
    await page.getByRole('tab', { name: 'Alle Angaben', exact: true }).click();
    await page.getByTestId('einvoice-view').waitFor();
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

/** The invoice as a Factur-X (EN 16931 profile) CII: 434,49 net, 82,55 VAT, 517,04 gross. */
const facturXInvoice = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>E2E-HYB-1</ram:ID><ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20260401</udt:DateTimeString></ram:IssueDateTime>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>1</ram:LineID></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct><ram:Name>Röstmaschine, Wartung</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>434.49</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">1</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement>
        <ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>19</ram:RateApplicablePercent></ram:ApplicableTradeTax>
        <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>434.49</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>
      </ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:ApplicableHeaderTradeAgreement>
      <ram:BuyerReference>04011000-12345-03</ram:BuyerReference>
      <ram:SellerTradeParty>
        <ram:Name>Kaffeerösterei Hanse GmbH</ram:Name>
        <ram:PostalTradeAddress><ram:PostcodeCode>28195</ram:PostcodeCode><ram:LineOne>Bohnenweg 5</ram:LineOne><ram:CityName>Bremen</ram:CityName><ram:CountryID>DE</ram:CountryID></ram:PostalTradeAddress>
        <ram:URIUniversalCommunication><ram:URIID schemeID="EM">rechnung@kaffeeroesterei.example</ram:URIID></ram:URIUniversalCommunication>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE987654321</ram:ID></ram:SpecifiedTaxRegistration>
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty>
        <ram:Name>Bäckerei Sonnenschein GmbH</ram:Name>
        <ram:PostalTradeAddress><ram:PostcodeCode>80331</ram:PostcodeCode><ram:CityName>München</ram:CityName><ram:CountryID>DE</ram:CountryID></ram:PostalTradeAddress>
      </ram:BuyerTradeParty>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery>
      <ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime><udt:DateTimeString format="102">20260330</udt:DateTimeString></ram:OccurrenceDateTime></ram:ActualDeliverySupplyChainEvent>
    </ram:ApplicableHeaderTradeDelivery>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementPaymentMeans>
        <ram:TypeCode>58</ram:TypeCode>
        <ram:PayeePartyCreditorFinancialAccount><ram:IBANID>DE02120300000000202051</ram:IBANID></ram:PayeePartyCreditorFinancialAccount>
      </ram:SpecifiedTradeSettlementPaymentMeans>
      <ram:ApplicableTradeTax>
        <ram:CalculatedAmount>82.55</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>434.49</ram:BasisAmount>
        <ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>19</ram:RateApplicablePercent>
      </ram:ApplicableTradeTax>
      <ram:SpecifiedTradePaymentTerms>
        <ram:DueDateDateTime><udt:DateTimeString format="102">20260415</udt:DateTimeString></ram:DueDateDateTime>
      </ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:LineTotalAmount>434.49</ram:LineTotalAmount>
        <ram:TaxBasisTotalAmount>434.49</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">82.55</ram:TaxTotalAmount>
        <ram:GrandTotalAmount>517.04</ram:GrandTotalAmount>
        <ram:DuePayableAmount>517.04</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>
`;

/** A ZUGFeRD/Factur-X hybrid: a printed page whose total (571,04) is not the XML's (517,04), and the XML. */
async function hybridWithChangedTotal(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  [
    'Kaffeerösterei Hanse GmbH, Bohnenweg 5, 28195 Bremen',
    'Rechnung',
    'Rechnungsnummer: E2E-HYB-1',
    'Rechnungsdatum: 01.04.2026',
    'Röstmaschine, Wartung  1 x 434,49 EUR',
    'Nettobetrag: 434,49 EUR',
    'Umsatzsteuer 19 %: 82,55 EUR',
    'Gesamtbetrag: 571,04 EUR',
    'IBAN: DE02 1203 0000 0000 2020 51',
    'USt-IdNr.: DE987654321',
  ].forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 22, size: 11, font }));
  await document.attach(Buffer.from(facturXInvoice), 'factur-x.xml', {
    mimeType: 'text/xml',
    description: 'Factur-X',
  });
  return Buffer.from(await document.save());
}

describe('hybrid e-invoice whose PDF and XML disagree', () => {
  it('shows the changed total in the viewer and turns green once the user confirms the XML', async () => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signIn(page, 'erfasser', 'Erfasser-2026');
    await page.getByRole('link', { name: 'Rechnungsverarbeitung' }).click();
    await page.getByTestId('stack-tree').getByText('E-Rechnung', { exact: true }).click();
    const fileName = `hybrid-${randomUUID().slice(0, 8)}.pdf`;
    await page.getByTestId('upload-input').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: await hybridWithChangedTotal(),
    });
    await page.getByTestId('upload-accepted').waitFor();
    const node = page.getByTestId('document-node').filter({ hasText: fileName });
    await node.waitFor({ timeout: STATE_TIMEOUT });
    await node.click();
    await page.getByRole('tab', { name: 'E-Rechnung', exact: true }).click();

    const differs = page.getByTestId('einvoice-pdf-differs');
    await differs.waitFor({ timeout: STATE_TIMEOUT });
    expect(await differs.getByTestId('einvoice-pdf-difference').allTextContents()).toContain(
      'PDF zeigt 571,04 €, XML enthält 517,04 €',
    );
    const state = page.getByTestId('einvoice-state');
    expect(await state.textContent()).toBe('Fehlerhaft');
    await page.getByRole('tab', { name: 'PDF-Abgleich' }).click();
    await page.getByTestId('einvoice-comparison').getByText('weicht ab').first().waitFor();

    await page.getByTestId('einvoice-confirm-xml').click();
    await page.getByTestId('einvoice-pdf-confirmed').waitFor();
    await expect.poll(() => state.textContent()).toBe('Freigegeben');
    expect(await page.getByTestId('einvoice-pdf-confirmed').textContent()).toContain(
      'Die XML ist die Rechnung',
    );
    await page.close();
  });
});
