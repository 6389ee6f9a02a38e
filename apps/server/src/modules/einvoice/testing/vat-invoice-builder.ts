/**
 * Small hand-made invoices in UBL or CII for the VAT category rule tests: one description (lines,
 * document allowances/charges, VAT breakdown, tax identifiers, delivery) written in either syntax,
 * with the totals computed from it, so a test changes one fact and both syntaxes show the effect.
 */
export type VatLineSpec = { category: string; rate?: string | undefined; net: string };
export type VatChargeSpec = { charge: boolean; category: string; rate?: string | undefined; amount: string };
export type VatBreakdownSpec = {
  category: string;
  rate?: string | undefined;
  taxable: string;
  tax: string;
  reason?: string | undefined;
  reasonCode?: string | undefined;
};
export type VatInvoiceSpec = {
  lines: VatLineSpec[];
  allowanceCharges?: VatChargeSpec[];
  breakdowns: VatBreakdownSpec[];
  seller?: { vatId?: string | undefined; taxNumber?: string | undefined; country?: string };
  buyer?: { vatId?: string | undefined; legalId?: string | undefined; country?: string };
  taxRepresentativeVatId?: string | undefined;
  delivery?: { date?: string | undefined; country?: string | undefined };
};

const EN16931 = 'urn:cen.eu:en16931:2017';

function toCents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return amount.startsWith('-') ? -cents : cents;
}

function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

function totals(spec: VatInvoiceSpec) {
  const sum = (values: string[]) => values.reduce((total, value) => total + toCents(value), 0n);
  const charges = spec.allowanceCharges ?? [];
  const lineNet = sum(spec.lines.map((line) => line.net));
  const allowances = sum(charges.filter((entry) => !entry.charge).map((entry) => entry.amount));
  const chargeTotal = sum(charges.filter((entry) => entry.charge).map((entry) => entry.amount));
  const net = lineNet - allowances + chargeTotal;
  const vat = sum(spec.breakdowns.map((breakdown) => breakdown.tax));
  return {
    lineNet: fromCents(lineNet),
    allowances: charges.some((entry) => !entry.charge) ? fromCents(allowances) : null,
    charges: charges.some((entry) => entry.charge) ? fromCents(chargeTotal) : null,
    net: fromCents(net),
    vat: fromCents(vat),
    gross: fromCents(net + vat),
  };
}

const optional = (value: string | undefined | null, xml: (value: string) => string) =>
  value === undefined || value === null ? '' : xml(value);

function ublParty(name: string, party: { vatId?: string | undefined; country: string; extra: string }) {
  return `<cac:Party>
      <cbc:EndpointID schemeID="EM">${name.toLowerCase().replace(/\W+/g, '')}@example.org</cbc:EndpointID>
      <cac:PostalAddress><cbc:CityName>Ort</cbc:CityName><cac:Country><cbc:IdentificationCode>${party.country}</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
      ${optional(party.vatId, (id) => `<cac:PartyTaxScheme><cbc:CompanyID>${id}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>`)}
      ${party.extra}
    </cac:Party>`;
}

function ublTaxCategory(element: string, category: string, rate: string | undefined, inner = '') {
  return `<cac:${element}><cbc:ID>${category}</cbc:ID>${optional(rate, (value) => `<cbc:Percent>${value}</cbc:Percent>`)}${inner}<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:${element}>`;
}

export function buildVatUbl(spec: VatInvoiceSpec): string {
  const t = totals(spec);
  const seller = spec.seller ?? {};
  const buyer = spec.buyer ?? {};
  const sellerExtra = `${optional(seller.taxNumber, (id) => `<cac:PartyTaxScheme><cbc:CompanyID>${id}</cbc:CompanyID><cac:TaxScheme><cbc:ID>FC</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>`)}
      <cac:PartyLegalEntity><cbc:RegistrationName>Verkäufer GmbH</cbc:RegistrationName><cbc:CompanyID>HRB 12345</cbc:CompanyID></cac:PartyLegalEntity>`;
  const buyerExtra = `<cac:PartyLegalEntity><cbc:RegistrationName>Käufer AG</cbc:RegistrationName>${optional(buyer.legalId, (id) => `<cbc:CompanyID>${id}</cbc:CompanyID>`)}</cac:PartyLegalEntity>`;
  const delivery = spec.delivery;
  const amount = (element: string, value: string) =>
    `<cbc:${element} currencyID="EUR">${value}</cbc:${element}>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>${EN16931}</cbc:CustomizationID>
  <cbc:ID>USt-1</cbc:ID>
  <cbc:IssueDate>2026-03-02</cbc:IssueDate>
  <cbc:DueDate>2026-03-16</cbc:DueDate>
  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty>${ublParty('Verkaeufer', { vatId: seller.vatId, country: seller.country ?? 'DE', extra: sellerExtra })}</cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty>${ublParty('Kaeufer', { vatId: buyer.vatId, country: buyer.country ?? 'DE', extra: buyerExtra })}</cac:AccountingCustomerParty>
  ${optional(spec.taxRepresentativeVatId, (id) => `<cac:TaxRepresentativeParty><cac:PartyName><cbc:Name>Fiskalvertreter</cbc:Name></cac:PartyName><cac:PostalAddress><cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country></cac:PostalAddress><cac:PartyTaxScheme><cbc:CompanyID>${id}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme></cac:TaxRepresentativeParty>`)}
  ${delivery ? `<cac:Delivery>${optional(delivery.date, (date) => `<cbc:ActualDeliveryDate>${date}</cbc:ActualDeliveryDate>`)}${optional(delivery.country, (country) => `<cac:DeliveryLocation><cac:Address><cac:Country><cbc:IdentificationCode>${country}</cbc:IdentificationCode></cac:Country></cac:Address></cac:DeliveryLocation>`)}</cac:Delivery>` : ''}
  ${(spec.allowanceCharges ?? [])
    .map(
      (entry) =>
        `<cac:AllowanceCharge><cbc:ChargeIndicator>${entry.charge}</cbc:ChargeIndicator><cbc:AllowanceChargeReason>${entry.charge ? 'Fracht' : 'Rabatt'}</cbc:AllowanceChargeReason>${amount('Amount', entry.amount)}${ublTaxCategory('TaxCategory', entry.category, entry.rate)}</cac:AllowanceCharge>`,
    )
    .join('\n  ')}
  <cac:TaxTotal>${amount('TaxAmount', t.vat)}${spec.breakdowns
    .map(
      (breakdown) =>
        `<cac:TaxSubtotal>${amount('TaxableAmount', breakdown.taxable)}${amount('TaxAmount', breakdown.tax)}${ublTaxCategory(
          'TaxCategory',
          breakdown.category,
          breakdown.rate,
          optional(
            breakdown.reasonCode,
            (code) => `<cbc:TaxExemptionReasonCode>${code}</cbc:TaxExemptionReasonCode>`,
          ) +
            optional(
              breakdown.reason,
              (reason) => `<cbc:TaxExemptionReason>${reason}</cbc:TaxExemptionReason>`,
            ),
        )}</cac:TaxSubtotal>`,
    )
    .join('')}</cac:TaxTotal>
  <cac:LegalMonetaryTotal>${amount('LineExtensionAmount', t.lineNet)}${amount('TaxExclusiveAmount', t.net)}${amount('TaxInclusiveAmount', t.gross)}${optional(t.allowances, (value) => amount('AllowanceTotalAmount', value))}${optional(t.charges, (value) => amount('ChargeTotalAmount', value))}${amount('PayableAmount', t.gross)}</cac:LegalMonetaryTotal>
  ${spec.lines
    .map(
      (line, index) =>
        `<cac:InvoiceLine><cbc:ID>${index + 1}</cbc:ID><cbc:InvoicedQuantity unitCode="C62">1</cbc:InvoicedQuantity>${amount('LineExtensionAmount', line.net)}<cac:Item><cbc:Name>Artikel ${index + 1}</cbc:Name>${ublTaxCategory('ClassifiedTaxCategory', line.category, line.rate)}</cac:Item><cac:Price>${amount('PriceAmount', line.net)}</cac:Price></cac:InvoiceLine>`,
    )
    .join('\n  ')}
</Invoice>
`;
}

function ciiTax(element: string, category: string, rate: string | undefined) {
  return `<ram:${element}><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>${category}</ram:CategoryCode>${optional(rate, (value) => `<ram:RateApplicablePercent>${value}</ram:RateApplicablePercent>`)}</ram:${element}>`;
}

function ciiParty(element: string, name: string, party: { country: string; legal?: string; ids: string }) {
  return `<ram:${element}><ram:Name>${name}</ram:Name>${optional(party.legal, (id) => `<ram:SpecifiedLegalOrganization><ram:ID>${id}</ram:ID></ram:SpecifiedLegalOrganization>`)}<ram:PostalTradeAddress><ram:CityName>Ort</ram:CityName><ram:CountryID>${party.country}</ram:CountryID></ram:PostalTradeAddress>${party.ids}</ram:${element}>`;
}

const ciiRegistration = (scheme: string, id: string | undefined) =>
  optional(
    id,
    (value) =>
      `<ram:SpecifiedTaxRegistration><ram:ID schemeID="${scheme}">${value}</ram:ID></ram:SpecifiedTaxRegistration>`,
  );

const ciiDate = (iso: string) =>
  `<udt:DateTimeString format="102">${iso.replaceAll('-', '')}</udt:DateTimeString>`;

export function buildVatCii(spec: VatInvoiceSpec): string {
  const t = totals(spec);
  const seller = spec.seller ?? {};
  const buyer = spec.buyer ?? {};
  const delivery = spec.delivery;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${EN16931}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument><ram:ID>USt-1</ram:ID><ram:TypeCode>380</ram:TypeCode><ram:IssueDateTime>${ciiDate('2026-03-02')}</ram:IssueDateTime></rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    ${spec.lines
      .map(
        (line, index) =>
          `<ram:IncludedSupplyChainTradeLineItem><ram:AssociatedDocumentLineDocument><ram:LineID>${index + 1}</ram:LineID></ram:AssociatedDocumentLineDocument><ram:SpecifiedTradeProduct><ram:Name>Artikel ${index + 1}</ram:Name></ram:SpecifiedTradeProduct><ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${line.net}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement><ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">1</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery><ram:SpecifiedLineTradeSettlement>${ciiTax('ApplicableTradeTax', line.category, line.rate)}<ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${line.net}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement></ram:IncludedSupplyChainTradeLineItem>`,
      )
      .join('\n    ')}
    <ram:ApplicableHeaderTradeAgreement>
      ${ciiParty('SellerTradeParty', 'Verkäufer GmbH', { country: seller.country ?? 'DE', legal: 'HRB 12345', ids: `<ram:URIUniversalCommunication><ram:URIID schemeID="EM">verkaeufer@example.org</ram:URIID></ram:URIUniversalCommunication>${ciiRegistration('FC', seller.taxNumber)}${ciiRegistration('VA', seller.vatId)}` })}
      ${ciiParty('BuyerTradeParty', 'Käufer AG', { country: buyer.country ?? 'DE', ...(buyer.legalId ? { legal: buyer.legalId } : {}), ids: `<ram:URIUniversalCommunication><ram:URIID schemeID="EM">kaeufer@example.org</ram:URIID></ram:URIUniversalCommunication>${ciiRegistration('VA', buyer.vatId)}` })}
      ${optional(spec.taxRepresentativeVatId, (id) => ciiParty('SellerTaxRepresentativeTradeParty', 'Fiskalvertreter', { country: 'DE', ids: ciiRegistration('VA', id) }))}
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery>${optional(delivery?.country, (country) => `<ram:ShipToTradeParty><ram:PostalTradeAddress><ram:CountryID>${country}</ram:CountryID></ram:PostalTradeAddress></ram:ShipToTradeParty>`)}${optional(delivery?.date, (date) => `<ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime>${ciiDate(date)}</ram:OccurrenceDateTime></ram:ActualDeliverySupplyChainEvent>`)}</ram:ApplicableHeaderTradeDelivery>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      ${spec.breakdowns
        .map(
          (breakdown) =>
            `<ram:ApplicableTradeTax><ram:CalculatedAmount>${breakdown.tax}</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode>${optional(breakdown.reason, (reason) => `<ram:ExemptionReason>${reason}</ram:ExemptionReason>`)}<ram:BasisAmount>${breakdown.taxable}</ram:BasisAmount><ram:CategoryCode>${breakdown.category}</ram:CategoryCode>${optional(breakdown.reasonCode, (code) => `<ram:ExemptionReasonCode>${code}</ram:ExemptionReasonCode>`)}${optional(breakdown.rate, (rate) => `<ram:RateApplicablePercent>${rate}</ram:RateApplicablePercent>`)}</ram:ApplicableTradeTax>`,
        )
        .join('\n      ')}
      ${(spec.allowanceCharges ?? [])
        .map(
          (entry) =>
            `<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>${entry.charge}</udt:Indicator></ram:ChargeIndicator><ram:ActualAmount>${entry.amount}</ram:ActualAmount><ram:Reason>${entry.charge ? 'Fracht' : 'Rabatt'}</ram:Reason>${ciiTax('CategoryTradeTax', entry.category, entry.rate)}</ram:SpecifiedTradeAllowanceCharge>`,
        )
        .join('\n      ')}
      <ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime>${ciiDate('2026-03-16')}</ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:LineTotalAmount>${t.lineNet}</ram:LineTotalAmount>${optional(t.charges, (value) => `<ram:ChargeTotalAmount>${value}</ram:ChargeTotalAmount>`)}${optional(t.allowances, (value) => `<ram:AllowanceTotalAmount>${value}</ram:AllowanceTotalAmount>`)}<ram:TaxBasisTotalAmount>${t.net}</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="EUR">${t.vat}</ram:TaxTotalAmount><ram:GrandTotalAmount>${t.gross}</ram:GrandTotalAmount><ram:DuePayableAmount>${t.gross}</ram:DuePayableAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>
`;
}

export function buildVatInvoice(syntax: 'UBL' | 'CII', spec: VatInvoiceSpec): string {
  return syntax === 'UBL' ? buildVatUbl(spec) : buildVatCii(spec);
}
