import {
  centsToDecimal,
  FieldKind,
  indexFields,
  parseAmountToCents,
  parseDateInput,
  type IndexFieldDefinition,
  type IndexFieldName,
} from '@belegfluss/shared';

/** Pure rules of the workflow's capture mask (WFIndex): field definitions and the validation report. */

const fieldTypes: Record<string, string> = {
  [FieldKind.text]: 'STRING',
  [FieldKind.date]: 'DATE',
  [FieldKind.amount]: 'DECIMAL',
  [FieldKind.iban]: 'STRING',
  [FieldKind.vatId]: 'STRING',
  [FieldKind.marker]: 'BOOLEAN',
};

/**
 * The workflow's capture mask: the Mandant's active fields (required ones always), in capture's
 * field order, each with its kind and whether the actor may change it.
 */
export function fieldDefinitions(
  mask: { active: readonly string[]; required: readonly string[] },
  editable: (field: IndexFieldName) => boolean,
): IndexFieldDefinition[] {
  return (Object.entries(indexFields) as [IndexFieldName, string][])
    .filter(([name]) => mask.active.includes(name) || mask.required.includes(name))
    .map(([name, kind]) => ({
      FeldID: name,
      Name: name,
      FELDART: kind,
      DMSFIELDTYPE: fieldTypes[kind] ?? 'STRING',
      Required: mask.required.includes(name),
      Editable: editable(name),
    }));
}

/** Mask fields that are booking data: changing them needs the right to edit accounts in the workflow. */
export const accountFields: readonly IndexFieldName[] = ['Konto'];

export function isIndexField(name: string): name is IndexFieldName {
  return Object.hasOwn(indexFields, name);
}

export type IndexIssue = { Field: string; Severity: 'error' | 'warning'; Message: string };

/**
 * Checks the index data of a workflow's document: required fields, dates and amounts that parse,
 * net plus VAT equal to the gross amount, and split lines that leave a positive rest on the origin.
 * Messages are German, like every text users read in the report.
 */
export function validateIndexData(input: {
  values: Map<string, string>;
  required: readonly string[];
  splitCents: number[];
}): IndexIssue[] {
  const issues: IndexIssue[] = [];
  for (const field of input.required) {
    if (!input.values.get(field)?.trim())
      issues.push({ Field: field, Severity: 'error', Message: `Pflichtfeld ${field} ist leer.` });
  }
  for (const [field, value] of input.values) {
    if (!isIndexField(field) || !value.trim()) continue;
    if (indexFields[field] === FieldKind.date && !parseDateInput(value)) {
      issues.push({ Field: field, Severity: 'error', Message: `${field}: kein gültiges Datum.` });
    }
    if (indexFields[field] === FieldKind.amount && parseAmountToCents(value) === null) {
      issues.push({ Field: field, Severity: 'error', Message: `${field}: kein gültiger Betrag.` });
    }
  }
  const amount = (field: string) => {
    const value = input.values.get(field);
    return value ? parseAmountToCents(value) : null;
  };
  const gross = amount('Betrag');
  const net = amount('Netto');
  const vat = amount('MwSt');
  if (gross !== null && net !== null && vat !== null && net + vat !== gross) {
    issues.push({
      Field: 'Betrag',
      Severity: 'warning',
      Message: `Netto ${centsToDecimal(net)} + MwSt ${centsToDecimal(vat)} ergibt nicht den Betrag ${centsToDecimal(gross)}.`,
    });
  }
  if (input.splitCents.length > 0) {
    const split = input.splitCents.reduce((sum, cents) => sum + cents, 0);
    if (gross === null) {
      issues.push({ Field: 'Betrag', Severity: 'error', Message: 'Splitbuchungen ohne Betrag des Belegs.' });
    } else if (Math.abs(split) >= Math.abs(gross)) {
      issues.push({
        Field: 'Split',
        Severity: 'error',
        Message: `Die Splitbuchungen (${centsToDecimal(split)}) erreichen oder übersteigen den Betrag ${centsToDecimal(gross)}.`,
      });
    }
  }
  return issues;
}

/** One line for the validation snippet. */
export function summarizeIssues(issues: IndexIssue[]): string {
  const errors = issues.filter((issue) => issue.Severity === 'error').length;
  const warnings = issues.length - errors;
  if (issues.length === 0) return 'Indexdaten vollständig und plausibel.';
  return `${errors} Fehler, ${warnings} Hinweis(e)`;
}

/**
 * The mask fields WF Recherche searches by text (Kreditor, Kennung, Bestellnummer, IBAN, ...): dates,
 * amounts and markers are stored normalised and searched by their own criteria instead.
 */
export const textSearchIndexFields: IndexFieldName[] = (
  Object.entries(indexFields) as [IndexFieldName, string][]
)
  .filter(([, kind]) => kind === FieldKind.text || kind === FieldKind.iban || kind === FieldKind.vatId)
  .map(([field]) => field);
