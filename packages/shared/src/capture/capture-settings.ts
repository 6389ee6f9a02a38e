import type { CaptureField } from '../settings/capture-fields.js';
import { settingDefinitions } from '../settings/settings.registry.js';
import type { IndexFieldName } from './capture.enums.js';

/**
 * The capture mask fields each settings field (named after DATEV's booking fields) stands for.
 * Settings fields without a mask field (Gegenkonto, KOST1, Buchungstext, …) belong to the booking
 * and do not affect capture; the creditor follows its account.
 */
const maskFieldsOfSetting: Partial<Record<CaptureField, IndexFieldName[]>> = {
  Konto: ['Konto', 'Kreditor'],
  Datum: ['Belegdatum'],
  Belegnummer: ['Kennung'],
  Umsatz: ['Betrag'],
  Netto: ['Netto'],
  MwSt: ['MwSt'],
  Waehrung: ['Waehrung'],
  Leistungsdatum: ['Lieferdatum'],
  UStId: ['UStId'],
  IBAN: ['IBAN'],
  Bestellnummer: ['Bestellnummer'],
};

/** The mask fields behind a list of settings fields, each once, in mask order of the settings. */
export function maskFieldsOf(
  fields: readonly CaptureField[],
  options: { required: boolean },
): IndexFieldName[] {
  const names = fields.flatMap((field) => maskFieldsOfSetting[field] ?? []);
  // A required account does not make the creditor's name a required input of its own.
  const wanted = options.required ? names.filter((name) => name !== 'Kreditor') : names;
  return [...new Set(wanted)];
}

/** Mask fields that are required when a Mandant has not changed the settings. */
export const defaultRequiredFields: IndexFieldName[] = maskFieldsOf(
  settingDefinitions.requiredFields.defaultValue.fields,
  { required: true },
);
