import { add, eq, round, sub, sum, ZERO, writtenFractionDigits } from '../engine/decimal.js';
import type { InvoiceLine } from '../engine/model.js';
import { all, descendants, xmlPath, type XmlElement } from '../engine/xml.js';
import { num, present, type RuleContext } from './rule-context.js';

const SKONTO_LINE = /^#(SKONTO)#TAGE=([0-9]+#PROZENT=[0-9]+\.[0-9]{2})(#BASISBETRAG=-?[0-9]+\.[0-9]{2})?#$/;
/** One @, not flanked by blanks or dots, no dot at either end, a dot in the domain; any script. */
const EMAIL = /^(?!\.)[^\s@]*[^\s@.]@[^\s@.][^\s@]*\.[^\s@.]+$/u;
const TELEPHONE = /.*([0-9].*){3,}.*/;
const URL_WITH_SCHEME = /([a-zA-Z])([a-zA-Z0-9+.-])+:.*/;
const SUPPORTED_VAT_CODES = new Set(['S', 'Z', 'E', 'AE', 'K', 'G', 'L', 'M']);
const SUPPORTED_TYPE_CODES = new Set(['326', '380', '384', '389', '381', '875', '876', '877']);
/** Vehicle categories of the Clean Vehicles Directive (BT-158 with scheme CVD). */
const CVD_VEHICLE_CATEGORIES = new Set(['M1', 'M2', 'M3', 'N1', 'N2', 'N3']);
/** Values of the item attribute "cva" (BT-161). */
const CVA_VALUES = new Set(['clean', 'zero-emission', 'other']);
const CVD_CLASSIFICATION_SCHEMES = new Set([
  'CVD',
  ...'AA AB AC AD AE AF AG AH AI AJ AK AL AM AN AO AP AQ AR AS AT AU AV AW AX AY AZ BA BB BC BD BE BF BG BH BI BJ BK BL BM BN BO BP BQ BR BS BT BU BV BW BX BY BZ CC CG CL CR CV DR DW EC EF EM EN FS GB GMN GN GS HS IB IN IS IT IZ MA MF MN MP NB ON PD PL PO PV QS RC RN RU RY SA SG SK SN SRS SRT SRU SRV SRW SRX SRY SRZ SS SSA SSB SSC SSD SSE SSF SSG SSH SSI SSJ SSK SSL SSM SSN SSO SSP SSQ SSR SSS SST SSU SSV SSW SSX SSY SSZ ST STA STB STC STD STE STF STG STH STI STJ STK STL STM STN STO STP STQ STR STS STT STU STV STW STX STY STZ SUA SUB SUC SUD SUE SUF SUG SUH SUI SUJ SUK SUL SUM TG TSN TSO TSP UA UP VN VP VS VX ZZZ'.split(
    ' ',
  ),
]);

/** ISO 13616 check: two letters, two digits, up to 30 characters, mod 97 = 1. */
export function isValidIban(value: string | undefined): boolean {
  const iban = (value ?? '').replace(/\s/g, '');
  if (!/^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{0,30}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`.toUpperCase();
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const digits = code > 64 ? String(code - 55) : String(code - 48);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

function skontoValid(terms: string | undefined): boolean {
  if (terms === undefined) return true;
  const lines = terms.split(/\r?\n/);
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed.startsWith('#') && !SKONTO_LINE.test(trimmed.replace(/\s+/g, ' '))) return false;
  }
  const segments = terms.split(/#.+#/);
  const last = segments[segments.length - 1] ?? '';
  if (segments.length > 1 && !/^\s*\n/.test(last)) return false;
  return true;
}

/** The XRechnung CIUS rules (BR-DE-, BR-TMP-), the extension (BR-DEX-) and CVD rules (BR-DE-CVD-). */
export function checkXRechnungRules(context: RuleContext) {
  const { model, root, report } = context;
  const rootPath = xmlPath(root);
  if (model.paymentInstructions.length === 0) report('BR-DE-1', rootPath);
  if (!present(model.buyerReference)) report('BR-DE-15', rootPath);
  const categories = [
    ...model.allowanceCharges.map((charge) => charge.vatCategory),
    ...model.lines.map((line) => line.vatCategory),
  ];
  if (categories.some((category) => category !== undefined && SUPPORTED_VAT_CODES.has(category))) {
    if (!model.taxRepresentative && !present(model.seller.vatId) && !present(model.seller.taxRegistrationId))
      report('BR-DE-16', rootPath);
  }
  if (!SUPPORTED_TYPE_CODES.has(model.typeCode ?? '')) report('BR-DE-17', rootPath);
  if (!skontoValid(model.paymentTerms)) report('BR-DE-18', rootPath);
  const fileNames = model.documents
    .map((document) => document.fileName)
    .filter((name): name is string => name !== undefined);
  if (new Set(fileNames).size !== fileNames.length) report('BR-DE-22', rootPath);
  const precedingReferences =
    model.syntax === 'UBL'
      ? all(root, 'BillingReference/InvoiceDocumentReference').length
      : model.precedingInvoices.length;
  if (model.typeCode === '384' && precedingReferences === 0) report('BR-DE-26', rootPath);
  const hasMandate = model.paymentInstructions.some((instruction) => instruction.directDebit !== undefined);
  if (model.syntax === 'CII') checkCiiDirectDebit(context);
  else if (hasMandate) {
    const creditorId =
      model.seller.identifiers.some((id) => id.scheme === 'SEPA') ||
      all(root, 'PayeeParty/PartyIdentification/ID').some((id) => id.attrs.schemeID === 'SEPA');
    if (!creditorId) report('BR-DE-30', rootPath);
    if (!model.paymentInstructions.some((instruction) => present(instruction.directDebit?.debitedAccountId)))
      report('BR-DE-31', rootPath);
  }
  const lines = model.lines;
  const periodOnEveryLine = lines.length > 0 && lines.every((line) => line.period !== undefined);
  if (!present(model.delivery?.actualDeliveryDate) && !model.invoicingPeriod && !periodOnEveryLine)
    report('BR-DE-TMP-32', rootPath);
  for (const document of model.documents) {
    if (document.uri !== undefined && !URL_WITH_SCHEME.test(document.uri)) report('BR-TMP-2', rootPath);
  }
  if (!model.seller.contact) report('BR-DE-2', model.seller.path);
  const sellerAddress = model.seller.address;
  if (sellerAddress) {
    if (!present(sellerAddress.city)) report('BR-DE-3', sellerAddress.path);
    if (!present(sellerAddress.postCode)) report('BR-DE-4', sellerAddress.path);
  }
  const contact = model.seller.contact;
  if (contact) {
    if (!present(contact.name)) report('BR-DE-5', contact.path);
    if (!present(contact.phone)) report('BR-DE-6', contact.path);
    if (!present(contact.email)) report('BR-DE-7', contact.path);
    if (!TELEPHONE.test((contact.phone ?? '').trim())) report('BR-DE-27', contact.path);
    if (!EMAIL.test((contact.email ?? '').trim())) report('BR-DE-28', contact.path);
  }
  const buyerAddress = model.buyer.address;
  if (buyerAddress) {
    if (!present(buyerAddress.city)) report('BR-DE-8', buyerAddress.path);
    if (!present(buyerAddress.postCode)) report('BR-DE-9', buyerAddress.path);
  }
  const deliveryAddress = model.delivery?.address;
  if (deliveryAddress) {
    if (!present(deliveryAddress.city)) report('BR-DE-10', deliveryAddress.path);
    if (!present(deliveryAddress.postCode)) report('BR-DE-11', deliveryAddress.path);
  }
  const ciiDirectDebit = model.syntax === 'CII' && ciiDirectDebitElements(context).some(Boolean);
  for (const instruction of model.paymentInstructions) {
    const code = instruction.meansCode ?? '';
    const hasTransfer = instruction.creditTransfers.length > 0;
    if (code === '30' || code === '58') {
      if (code === '58' && !isValidIban(instruction.creditTransfers[0]?.accountId))
        report('BR-DE-19', instruction.path);
      if (!hasTransfer) report('BR-DE-23-a', instruction.path);
      if (instruction.card || (model.syntax === 'UBL' ? instruction.directDebit : ciiDirectDebit))
        report('BR-DE-23-b', instruction.path);
    }
    if (code === '48' || code === '54' || code === '55') {
      if (!instruction.card) report('BR-DE-24-a', instruction.path);
      if (hasTransfer || (model.syntax === 'UBL' ? instruction.directDebit : ciiDirectDebit))
        report('BR-DE-24-b', instruction.path);
    }
    if (code === '59') {
      if (!isValidIban(instruction.directDebit?.debitedAccountId)) report('BR-DE-20', instruction.path);
      if (model.syntax === 'UBL' ? !instruction.directDebit : !ciiDirectDebit)
        report('BR-DE-25-a', instruction.path);
      if (
        model.syntax === 'UBL'
          ? hasTransfer || instruction.card
          : ciiHasPayeeOrCardDetails(context, instruction.path)
      )
        report('BR-DE-25-b', instruction.path);
    }
  }
  for (const breakdown of model.vatBreakdown)
    if (!present(breakdown.rate)) report('BR-DE-14', breakdown.path);
  if (model.syntax === 'CII') checkCiiTemporaryRules(context);
  if (context.extension) checkExtensionRules(context);
  if (context.cvd) checkCvdRules(context);
}

const SETTLEMENT = 'SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement';

/** BT-89, BT-90, BT-91: CII has no element for BG-19, so the group exists when any of them does. */
function ciiDirectDebitElements(context: RuleContext) {
  const { root } = context;
  return [
    all(root, `${SETTLEMENT}/SpecifiedTradePaymentTerms/DirectDebitMandateID`).length > 0,
    all(root, `${SETTLEMENT}/CreditorReferenceID`).length > 0,
    all(root, `${SETTLEMENT}/SpecifiedTradeSettlementPaymentMeans/PayerPartyDebtorFinancialAccount/IBANID`)
      .length > 0,
  ];
}

function checkCiiDirectDebit(context: RuleContext) {
  const [mandate, creditor, account] = ciiDirectDebitElements(context);
  if (!mandate && !creditor && !account) return;
  const path = xmlPath(context.root);
  if (!((mandate || account) && creditor)) context.report('BR-DE-30', path);
  if (!((mandate || creditor) && account)) context.report('BR-DE-31', path);
}

function checkCiiTemporaryRules(context: RuleContext) {
  const { root, report } = context;
  for (const line of all(root, 'SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem')) {
    const gross = all(line, 'SpecifiedLineTradeAgreement/GrossPriceProductTradePrice/BasisQuantity')[0];
    const net = all(line, 'SpecifiedLineTradeAgreement/NetPriceProductTradePrice/BasisQuantity')[0];
    if (!gross || !net) continue;
    const grossValue = num(gross.text);
    const netValue = num(net.text);
    const sameValue =
      grossValue && netValue ? eq(grossValue, netValue) : gross.text.trim() === net.text.trim();
    const netUnit = net.attrs.unitCode;
    const grossUnit = gross.attrs.unitCode;
    const unitsOk = netUnit === undefined || grossUnit === undefined || netUnit === grossUnit;
    if (!sameValue || !unitsOk) report('BR-TMP-3', xmlPath(line));
  }
}

function subLinesConsistent(line: InvoiceLine): boolean {
  if (line.subLines.length === 0) return true;
  const own = num(line.netAmount) ?? ZERO;
  const total = sum(line.subLines.map((sub) => num(sub.netAmount) ?? ZERO));
  return eq(own, total) && line.subLines.every(subLinesConsistent);
}

function checkExtensionRules(context: RuleContext) {
  const { model, root, report } = context;
  const rootPath = xmlPath(root);
  const extensionMimes = new Set([
    'application/pdf',
    'image/png',
    'image/jpeg',
    'text/csv',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/xml',
  ]);
  for (const document of model.documents)
    if (document.mimeCode !== undefined && !extensionMimes.has(document.mimeCode))
      report('BR-DEX-01', rootPath);
  if (model.syntax === 'UBL' && !model.isCreditNote) {
    if (!model.lines.every(subLinesConsistent)) report('BR-DEX-02', rootPath);
    const collect = (line: XmlElement): XmlElement[] =>
      all(line, 'SubInvoiceLine').flatMap((sub) => [sub, ...collect(sub)]);
    const subItems = all(root, 'InvoiceLine').flatMap(collect);
    if (subItems.some((sub) => all(sub, 'Item/ClassifiedTaxCategory').length !== 1))
      report('BR-DEX-03', rootPath);
  }
  const icd = (value: string | undefined) =>
    value === undefined ||
    context.codes.xrechnungIcd.has(value.trim()) ||
    context.codes.xrechnungExtensionSchemes.has(value.trim());
  if (model.syntax === 'CII') checkCiiExtensionSchemes(context, icd);
  for (const party of model.syntax === 'UBL' ? [model.seller, model.buyer] : []) {
    for (const id of party.identifiers)
      if (!icd(id.scheme) && !(id.scheme === 'SEPA' && party === model.seller))
        report('BR-DEX-04', party.path);
    if (!icd(party.legalRegistration?.scheme)) report('BR-DEX-05', party.path);
  }
  for (const party of [model.seller, model.buyer]) {
    const endpoint = party.electronicAddress?.scheme;
    if (
      endpoint !== undefined &&
      !context.codes.xrechnungEas.has(endpoint.trim()) &&
      !context.codes.xrechnungExtensionSchemes.has(endpoint.trim())
    )
      report('BR-DEX-07', party.path);
  }
  if (model.syntax === 'UBL') {
    for (const line of model.lines) if (!icd(line.item.standardId?.scheme)) report('BR-DEX-06', line.path);
    if (!icd(model.delivery?.locationId?.scheme)) report('BR-DEX-08', rootPath);
  }
  if (model.syntax === 'UBL' && !model.isCreditNote) {
    const totals = model.totals;
    const payable = num(totals.payable);
    const inclusive = num(totals.taxInclusive);
    if (payable && inclusive) {
      const thirdParty = sum(model.thirdPartyPayments.map((payment) => num(payment.amount) ?? ZERO));
      const left = round(sub(payable, num(totals.rounding) ?? ZERO));
      const right = round(add(sub(inclusive, num(totals.paid) ?? ZERO), thirdParty));
      if (!eq(left, right)) report('BR-DEX-09', totals.path);
    }
    for (const payment of all(root, 'PrepaidPayment')) {
      const path = xmlPath(payment);
      const id = all(payment, 'ID')[0];
      const amount = all(payment, 'PaidAmount')[0];
      const instruction = all(payment, 'InstructionID')[0];
      if (!present(id?.text)) report('BR-DEX-10', path);
      if (!present(amount?.text)) report('BR-DEX-11', path);
      if (!present(instruction?.text)) report('BR-DEX-12', path);
      if (writtenFractionDigits(amount?.text.trim()) > 2) report('BR-DEX-13', path);
      if (amount?.attrs.currencyID !== model.currency) report('BR-DEX-14', path);
    }
  }
}

/**
 * CII binds the extension's scheme rules to elements, not to business terms: every `ram:ID` with a
 * scheme (outside tax registrations) is BR-DEX-05, a party's `ram:GlobalID` BR-DEX-04, the item's
 * BR-DEX-06 and the ship-to party's BR-DEX-08.
 */
function checkCiiExtensionSchemes(context: RuleContext, icd: (value: string | undefined) => boolean) {
  const { root, report } = context;
  for (const element of descendants(root)) {
    const scheme = element.attrs.schemeID;
    if (scheme === undefined) continue;
    const parent = element.parent?.name;
    if (element.name === 'ID') {
      const inTaxRegistration = parent === 'SpecifiedTaxRegistration';
      if (!inTaxRegistration && !icd(scheme)) report('BR-DEX-05', xmlPath(element));
    } else if (element.name === 'GlobalID' && !icd(scheme)) {
      if (parent === 'SpecifiedTradeProduct') report('BR-DEX-06', xmlPath(element));
      else if (parent === 'ShipToTradeParty') report('BR-DEX-08', xmlPath(element));
      else report('BR-DEX-04', xmlPath(element));
    }
  }
}

function checkCvdRules(context: RuleContext) {
  const { model, root, report } = context;
  const rootPath = xmlPath(root);
  if (!present(model.tenderReference)) report('BR-DE-CVD-02', rootPath);
  if (!present(model.contractReference)) report('BR-DE-CVD-01', rootPath);
  const hasCvdLine = model.lines.some(
    (line) =>
      line.item.classifications.some((classification) => classification.listId === 'CVD') &&
      line.item.attributes.some((attribute) => attribute.name === 'cva'),
  );
  if (!hasCvdLine) report('BR-DE-CVD-03', rootPath);
  for (const line of model.lines) {
    const cvdCodes = line.item.classifications.filter((classification) => classification.listId === 'CVD');
    const cvaAttributes = line.item.attributes.filter((attribute) => attribute.name === 'cva');
    if (cvdCodes.length > 0 && cvaAttributes.length !== 1) report('BR-DE-CVD-06-a', line.path);
    if (cvaAttributes.length > 0 && cvdCodes.length !== 1) report('BR-DE-CVD-06-b', line.path);
    for (const classification of line.item.classifications) {
      if (!CVD_CLASSIFICATION_SCHEMES.has((classification.listId ?? '').trim()))
        report('BR-TMP-CVD-01', line.path);
      if (classification.listId?.trim() === 'CVD' && !CVD_VEHICLE_CATEGORIES.has(classification.code))
        report('BR-DE-CVD-04', line.path);
    }
    for (const attribute of cvaAttributes)
      if (attribute.value !== undefined && !CVA_VALUES.has(attribute.value.trim()))
        report('BR-DE-CVD-05', line.path);
  }
}

/** BR-DE-25-b in CII: a direct debit names no payee account, no bank of payee or payer and no card. */
function ciiHasPayeeOrCardDetails(context: RuleContext, path: string): boolean {
  const means = all(
    context.root,
    'SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement/SpecifiedTradeSettlementPaymentMeans',
  ).find((element) => xmlPath(element) === path);
  const forbidden = [
    'PayeePartyCreditorFinancialAccount',
    'PayeeSpecifiedCreditorFinancialInstitution',
    'PayerSpecifiedDebtorFinancialInstitution',
    'ApplicableTradeSettlementFinancialCard',
  ];
  return (means?.children ?? []).some((child) => forbidden.includes(child.name));
}
