import { TextInput } from '@mantine/core';
import { normalizeAdditionalValue, parseDateInput, type AdditionalFieldDefinition } from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';
import type { AdditionalValues } from '../additional-fields.model.js';
import { handleNumericKeyDown } from './CaptureMask.js';

export type AdditionalFieldsProps = {
  fields: readonly AdditionalFieldDefinition[];
  values: AdditionalValues;
  onChange: (name: string, value: string) => void;
};

/** Why a typed value of an additional field cannot be stored, for the message under it. */
function problemKey(field: AdditionalFieldDefinition, value: string): string | null {
  if (value.trim() === '' || normalizeAdditionalValue(field, value).valid) return null;
  if (field.type === 'ZAHL') return 'capture.mask.invalid-amount';
  if (field.type === 'DATUM' && parseDateInput(value) === null) return 'capture.mask.invalid-date';
  return 'capture.mask.invalid-length';
}

/**
 * The Mandant's additional mask fields (setting `additionalFields`) after the standard fields, each
 * with its label: ZAHL takes the keys of an amount, DATUM a date, TEXT at most its maximum length.
 */
export function AdditionalFieldInputs({
  fields,
  values,
  onChange,
  readOnly,
}: AdditionalFieldsProps & { readOnly: boolean }) {
  const { t } = useTranslation();
  return fields.map((field) => {
    const value = values[field.name] ?? '';
    const problem = problemKey(field, value);
    return (
      <TextInput
        key={field.name}
        size="xs"
        label={field.label}
        value={value}
        readOnly={readOnly}
        data-additional={field.name}
        maxLength={field.type === 'TEXT' ? field.maxLength : undefined}
        error={problem ? t(problem, { max: field.maxLength }) : undefined}
        onKeyDown={field.type === 'ZAHL' ? handleNumericKeyDown : undefined}
        onChange={(event) => onChange(field.name, event.currentTarget.value)}
      />
    );
  });
}
