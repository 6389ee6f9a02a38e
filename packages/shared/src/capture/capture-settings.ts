import type { CaptureField } from '../settings/capture-fields.js';
import { settingDefinitions } from '../settings/settings.registry.js';
import type { IndexFieldName } from './capture.enums.js';

/**
 * The capture mask fields each settings field (named after DATEV's booking fields) stands for: the
 * first is the field itself, the others are shown with it (the creditor with its account, VAT per
 * rate with net and VAT, the end of a delivery period, the amount due with the gross amount).
 * Settings fields without a mask field (Gegenkonto, KOST1, Buchungstext, …) belong to the booking
 * and do not affect capture.
 */
const maskFieldsOfSetting: Partial<Record<CaptureField, [IndexFieldName, ...IndexFieldName[]]>> = {
  Konto: ['Konto', 'Kreditor'],
  Datum: ['Belegdatum'],
  Belegnummer: ['Kennung'],
  Umsatz: ['Betrag', 'Zahlbetrag'],
  Netto: ['Netto', 'Netto19', 'Netto7'],
  MwSt: ['MwSt', 'MwSt19', 'MwSt7'],
  Waehrung: ['Waehrung'],
  Leistungsdatum: ['Lieferdatum', 'LieferdatumBis'],
  Faelligkeit: ['Faelligkeit'],
  UStId: ['UStId'],
  IBAN: ['IBAN'],
  Bestellnummer: ['Bestellnummer'],
};

/**
 * The mask fields behind a list of settings fields, each once, in mask order of the settings. A
 * required settings field makes only its own mask field required, not the ones shown with it.
 */
export function maskFieldsOf(
  fields: readonly CaptureField[],
  options: { required: boolean },
): IndexFieldName[] {
  const names = fields.flatMap((field) => {
    const mapped = maskFieldsOfSetting[field];
    if (!mapped) return [];
    return options.required ? [mapped[0]] : mapped;
  });
  return [...new Set(names)];
}

/** Mask fields that are required when a Mandant has not changed the settings. */
export const defaultRequiredFields: IndexFieldName[] = maskFieldsOf(
  settingDefinitions.requiredFields.defaultValue.fields,
  { required: true },
);
