import { CURRENCY_CODES } from '../codelists/iso4217.js';
import { COUNTRY_CODES, VAT_PREFIXES } from '../codelists/iso3166.js';
import { EAS_CODES, ICD_CODES } from '../codelists/iso6523.js';
import { UNIT_CODES } from '../codelists/unece-rec20.js';
import {
  ALLOWANCE_REASON_CODES,
  ATTACHMENT_MIME_CODES,
  CHARGE_REASON_CODES,
  CREDIT_NOTE_TYPE_CODES,
  INVOICE_TYPE_CODES,
  ITEM_CLASSIFICATION_SCHEMES,
  NOTE_SUBJECT_CODES,
  PAYMENT_MEANS_CODES,
  VAT_CATEGORY_CODES,
  VAT_POINT_DATE_CODES,
} from '../codelists/untdid.js';
import { VATEX_CODES } from '../codelists/vatex.js';
import { descendants, xmlPath } from '../engine/xml.js';
import { present, type RuleContext } from './rule-context.js';

const CII_VAT_POINT_CODES = new Set(['5', '29', '72']);

function inList(list: ReadonlySet<string>, value: string | undefined): boolean {
  return value !== undefined && list.has(value.trim());
}

/** Code list rules BR-CL-01 … BR-CL-26 and the VAT identifier prefix rule BR-CO-09. */
export function checkCodeListRules(context: RuleContext) {
  const { model, root, report } = context;
  const rootPath = xmlPath(root);
  if (model.typeCode !== undefined) {
    const list =
      model.syntax === 'UBL' && model.isCreditNote
        ? CREDIT_NOTE_TYPE_CODES
        : model.syntax === 'UBL'
          ? INVOICE_TYPE_CODES
          : new Set([...INVOICE_TYPE_CODES, ...CREDIT_NOTE_TYPE_CODES]);
    if (!inList(list, model.typeCode)) report('BR-CL-01', rootPath);
  }
  if (model.currency !== undefined && !inList(CURRENCY_CODES, model.currency)) report('BR-CL-04', rootPath);
  if (model.taxCurrency !== undefined && !inList(CURRENCY_CODES, model.taxCurrency))
    report('BR-CL-05', rootPath);
  for (const element of descendants(root)) {
    const currencyId = element.attrs.currencyID;
    if (currencyId !== undefined && element.name.endsWith('Amount') && !CURRENCY_CODES.has(currencyId.trim()))
      report('BR-CL-03', xmlPath(element));
    if (
      model.syntax === 'CII' &&
      element.name === 'DueDateTypeCode' &&
      !CII_VAT_POINT_CODES.has(element.text.trim())
    )
      report('BR-CL-06', xmlPath(element));
    if (element.name === 'EmbeddedDocumentBinaryObject' || element.name === 'AttachmentBinaryObject') {
      const mime = element.attrs.mimeCode;
      if (mime !== undefined && !ATTACHMENT_MIME_CODES.has(mime)) report('BR-CL-24', xmlPath(element));
    }
  }
  if (
    model.syntax === 'UBL' &&
    model.taxPointDateCode !== undefined &&
    !inList(VAT_POINT_DATE_CODES, model.taxPointDateCode)
  )
    report('BR-CL-06', rootPath);
  for (const note of model.notes)
    if (
      note.subjectCode !== undefined &&
      note.subjectCode !== '' &&
      !NOTE_SUBJECT_CODES.has(note.subjectCode)
    )
      report('BR-CL-08', rootPath);
  const parties = [model.seller, model.buyer];
  for (const party of parties) {
    for (const id of party.identifiers) {
      if (id.scheme === undefined) continue;
      const sepaAllowed = party === model.seller && id.scheme.trim() === 'SEPA';
      if (!ICD_CODES.has(id.scheme.trim()) && !sepaAllowed) report('BR-CL-10', party.path);
    }
    const legal = party.legalRegistration?.scheme;
    if (legal !== undefined && !ICD_CODES.has(legal.trim())) report('BR-CL-11', party.path);
    const endpoint = party.electronicAddress?.scheme;
    if (endpoint !== undefined && !EAS_CODES.has(endpoint.trim())) report('BR-CL-25', party.path);
    const country = party.address?.country;
    if (country !== undefined && !COUNTRY_CODES.has(country)) report('BR-CL-14', party.address!.path);
  }
  if (model.payee) {
    const payee = model.payee;
    if (
      payee.identifier?.scheme !== undefined &&
      !ICD_CODES.has(payee.identifier.scheme) &&
      payee.identifier.scheme !== 'SEPA'
    )
      report('BR-CL-10', payee.path);
    if (payee.legalRegistration?.scheme !== undefined && !ICD_CODES.has(payee.legalRegistration.scheme))
      report('BR-CL-11', payee.path);
  }
  for (const address of [model.taxRepresentative?.address, model.delivery?.address]) {
    if (address?.country !== undefined && !COUNTRY_CODES.has(address.country))
      report('BR-CL-14', address.path);
  }
  const deliveryScheme = model.delivery?.locationId?.scheme;
  if (deliveryScheme !== undefined && !ICD_CODES.has(deliveryScheme.trim()))
    report('BR-CL-26', model.delivery!.path);
  for (const instruction of model.paymentInstructions) {
    if (instruction.meansCode !== undefined && !PAYMENT_MEANS_CODES.has(instruction.meansCode))
      report('BR-CL-16', instruction.path);
  }
  for (const charge of model.allowanceCharges) {
    if (charge.vatCategory !== undefined && !VAT_CATEGORY_CODES.has(charge.vatCategory))
      report('BR-CL-17', charge.path);
  }
  for (const breakdown of model.vatBreakdown) {
    if (breakdown.category !== undefined && !VAT_CATEGORY_CODES.has(breakdown.category))
      report('BR-CL-17', breakdown.path);
    if (
      present(breakdown.exemptionReasonCode) &&
      !VATEX_CODES.has(breakdown.exemptionReasonCode.toUpperCase())
    )
      report('BR-CL-22', breakdown.path);
  }
  const allCharges = [...model.allowanceCharges, ...model.lines.flatMap((line) => line.allowanceCharges)];
  for (const charge of allCharges) {
    if (charge.reasonCode === undefined) continue;
    if (
      charge.isCharge
        ? !CHARGE_REASON_CODES.has(charge.reasonCode)
        : !ALLOWANCE_REASON_CODES.has(charge.reasonCode)
    ) {
      report(charge.isCharge ? 'BR-CL-20' : 'BR-CL-19', charge.path);
    }
  }
  for (const line of model.lines) {
    if (line.vatCategory !== undefined && !VAT_CATEGORY_CODES.has(line.vatCategory))
      report(model.syntax === 'UBL' ? 'BR-CL-18' : 'BR-CL-17', line.path);
    for (const classification of line.item.classifications) {
      if (
        classification.listId !== undefined &&
        !ITEM_CLASSIFICATION_SCHEMES.has(classification.listId.trim())
      )
        report('BR-CL-13', line.path);
    }
    if (line.item.originCountry !== undefined && !COUNTRY_CODES.has(line.item.originCountry))
      report('BR-CL-15', line.path);
    if (line.item.standardId?.scheme !== undefined && !ICD_CODES.has(line.item.standardId.scheme.trim()))
      report('BR-CL-21', line.path);
    if (line.unitCode !== undefined && !UNIT_CODES.has(line.unitCode.trim())) report('BR-CL-23', line.path);
    if (line.baseQuantityUnit !== undefined && !UNIT_CODES.has(line.baseQuantityUnit.trim()))
      report('BR-CL-23', line.path);
  }
  const vatIds = [model.seller.vatId, model.buyer.vatId, model.taxRepresentative?.vatId];
  for (const vatId of vatIds) {
    if (vatId !== undefined && !VAT_PREFIXES.has(vatId.slice(0, 2))) report('BR-CO-09', model.seller.path);
  }
}
