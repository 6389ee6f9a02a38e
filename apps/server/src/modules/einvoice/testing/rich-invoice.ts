/**
 * A hand-made UBL invoice that uses most optional business terms once (document and line
 * allowances/charges with base amounts, a price discount, periods, a preceding invoice, a payee, a
 * tax currency, card payment, prepaid and rounding amounts, item identifiers and attributes), valid
 * as built, so each rule test changes one term and expects its rule to fire.
 *
 * Amounts: lines 99.00 + 1.00 = 100.00; document allowance 10.00, charge 5.00 → 95.00 without VAT;
 * VAT 19 % = 18.05 → 113.05; prepaid 10.00, rounding −0.05 → 103.00 due.
 */
export const RICH_UBL = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>
  <cbc:ID>R-100</cbc:ID>
  <cbc:IssueDate>2026-03-02</cbc:IssueDate>
  <cbc:DueDate>2026-03-16</cbc:DueDate>
  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
  <cbc:Note>Lieferung gemäß Rahmenvertrag</cbc:Note>
  <cbc:TaxPointDate>2026-02-28</cbc:TaxPointDate>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cbc:TaxCurrencyCode>USD</cbc:TaxCurrencyCode>
  <cbc:BuyerReference>Abt. 7</cbc:BuyerReference>
  <cac:InvoicePeriod><cbc:StartDate>2026-02-01</cbc:StartDate><cbc:EndDate>2026-02-28</cbc:EndDate></cac:InvoicePeriod>
  <cac:OrderReference><cbc:ID>B-4711</cbc:ID></cac:OrderReference>
  <cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>R-099</cbc:ID><cbc:IssueDate>2026-01-30</cbc:IssueDate></cac:InvoiceDocumentReference></cac:BillingReference>
  <cac:AdditionalDocumentReference><cbc:ID>Lieferschein-17</cbc:ID></cac:AdditionalDocumentReference>
  <cac:AccountingSupplierParty>
    <cac:Party>
      <cbc:EndpointID schemeID="EM">rechnung@werkzeug.example</cbc:EndpointID>
      <cac:PartyIdentification><cbc:ID>L-100</cbc:ID></cac:PartyIdentification>
      <cac:PostalAddress><cbc:StreetName>Hammerweg 1</cbc:StreetName><cbc:CityName>Kassel</cbc:CityName><cbc:PostalZone>34117</cbc:PostalZone><cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
      <cac:PartyTaxScheme><cbc:CompanyID>DE123456789</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
      <cac:PartyLegalEntity><cbc:RegistrationName>Werkzeug Kassel GmbH</cbc:RegistrationName><cbc:CompanyID>HRB 4711</cbc:CompanyID></cac:PartyLegalEntity>
      <cac:Contact><cbc:Name>Greta Graf</cbc:Name><cbc:Telephone>0561 12345</cbc:Telephone><cbc:ElectronicMail>graf@werkzeug.example</cbc:ElectronicMail></cac:Contact>
    </cac:Party>
  </cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty>
    <cac:Party>
      <cbc:EndpointID schemeID="EM">einkauf@tischlerei.example</cbc:EndpointID>
      <cac:PostalAddress><cbc:CityName>Göttingen</cbc:CityName><cbc:PostalZone>37073</cbc:PostalZone><cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
      <cac:PartyLegalEntity><cbc:RegistrationName>Tischlerei Holm KG</cbc:RegistrationName></cac:PartyLegalEntity>
    </cac:Party>
  </cac:AccountingCustomerParty>
  <cac:PayeeParty><cac:PartyName><cbc:Name>Factoring Nord AG</cbc:Name></cac:PartyName></cac:PayeeParty>
  <cac:Delivery>
    <cbc:ActualDeliveryDate>2026-02-27</cbc:ActualDeliveryDate>
    <cac:DeliveryLocation><cac:Address><cbc:CityName>Göttingen</cbc:CityName><cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country></cac:Address></cac:DeliveryLocation>
  </cac:Delivery>
  <cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cac:PayeeFinancialAccount><cbc:ID>DE02120300000000202051</cbc:ID></cac:PayeeFinancialAccount></cac:PaymentMeans>
  <cac:PaymentMeans><cbc:PaymentMeansCode>48</cbc:PaymentMeansCode><cac:CardAccount><cbc:PrimaryAccountNumberID>1234</cbc:PrimaryAccountNumberID><cbc:NetworkID>VISA</cbc:NetworkID></cac:CardAccount></cac:PaymentMeans>
  <cac:PaymentTerms><cbc:Note>14 Tage netto</cbc:Note></cac:PaymentTerms>
  <cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:AllowanceChargeReasonCode>95</cbc:AllowanceChargeReasonCode><cbc:AllowanceChargeReason>Rabatt</cbc:AllowanceChargeReason><cbc:MultiplierFactorNumeric>10</cbc:MultiplierFactorNumeric><cbc:Amount currencyID="EUR">10.00</cbc:Amount><cbc:BaseAmount currencyID="EUR">100.00</cbc:BaseAmount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:AllowanceCharge>
  <cac:AllowanceCharge><cbc:ChargeIndicator>true</cbc:ChargeIndicator><cbc:AllowanceChargeReasonCode>FC</cbc:AllowanceChargeReasonCode><cbc:AllowanceChargeReason>Fracht</cbc:AllowanceChargeReason><cbc:Amount currencyID="EUR">5.00</cbc:Amount><cbc:BaseAmount currencyID="EUR">100.00</cbc:BaseAmount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:AllowanceCharge>
  <cac:TaxTotal>
    <cbc:TaxAmount currencyID="EUR">18.05</cbc:TaxAmount>
    <cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">95.00</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">18.05</cbc:TaxAmount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal>
  </cac:TaxTotal>
  <cac:TaxTotal><cbc:TaxAmount currencyID="USD">19.50</cbc:TaxAmount></cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="EUR">100.00</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="EUR">95.00</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">113.05</cbc:TaxInclusiveAmount>
    <cbc:AllowanceTotalAmount currencyID="EUR">10.00</cbc:AllowanceTotalAmount>
    <cbc:ChargeTotalAmount currencyID="EUR">5.00</cbc:ChargeTotalAmount>
    <cbc:PrepaidAmount currencyID="EUR">10.00</cbc:PrepaidAmount>
    <cbc:PayableRoundingAmount currencyID="EUR">-0.05</cbc:PayableRoundingAmount>
    <cbc:PayableAmount currencyID="EUR">103.00</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
  <cac:InvoiceLine>
    <cbc:ID>1</cbc:ID>
    <cbc:Note>Sonderanfertigung</cbc:Note>
    <cbc:InvoicedQuantity unitCode="C62">2</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">99.00</cbc:LineExtensionAmount>
    <cac:InvoicePeriod><cbc:StartDate>2026-02-01</cbc:StartDate><cbc:EndDate>2026-02-15</cbc:EndDate></cac:InvoicePeriod>
    <cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:AllowanceChargeReason>Mengenrabatt</cbc:AllowanceChargeReason><cbc:Amount currencyID="EUR">2.00</cbc:Amount><cbc:BaseAmount currencyID="EUR">100.00</cbc:BaseAmount></cac:AllowanceCharge>
    <cac:AllowanceCharge><cbc:ChargeIndicator>true</cbc:ChargeIndicator><cbc:AllowanceChargeReason>Verpackung</cbc:AllowanceChargeReason><cbc:Amount currencyID="EUR">1.00</cbc:Amount><cbc:BaseAmount currencyID="EUR">100.00</cbc:BaseAmount></cac:AllowanceCharge>
    <cac:Item>
      <cbc:Description>Hobel aus Buche</cbc:Description>
      <cbc:Name>Hobel</cbc:Name>
      <cac:SellersItemIdentification><cbc:ID>H-7</cbc:ID></cac:SellersItemIdentification>
      <cac:StandardItemIdentification><cbc:ID schemeID="0160">4012345678901</cbc:ID></cac:StandardItemIdentification>
      <cac:OriginCountry><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:OriginCountry>
      <cac:CommodityClassification><cbc:ItemClassificationCode listID="STI">82055100</cbc:ItemClassificationCode></cac:CommodityClassification>
      <cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>
      <cac:AdditionalItemProperty><cbc:Name>Holzart</cbc:Name><cbc:Value>Buche</cbc:Value></cac:AdditionalItemProperty>
    </cac:Item>
    <cac:Price>
      <cbc:PriceAmount currencyID="EUR">50.00</cbc:PriceAmount>
      <cbc:BaseQuantity unitCode="C62">1</cbc:BaseQuantity>
      <cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:Amount currencyID="EUR">5.00</cbc:Amount><cbc:BaseAmount currencyID="EUR">55.00</cbc:BaseAmount></cac:AllowanceCharge>
    </cac:Price>
  </cac:InvoiceLine>
  <cac:InvoiceLine>
    <cbc:ID>2</cbc:ID>
    <cbc:InvoicedQuantity unitCode="H87">1</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">1.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Schleifpapier</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">1.00</cbc:PriceAmount></cac:Price>
  </cac:InvoiceLine>
</Invoice>
`;
