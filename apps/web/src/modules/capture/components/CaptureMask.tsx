import { Badge, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import {
  formatAmount,
  formatDate,
  normalizeTypedValue,
  parseAmountToCents,
  type DocumentDetail,
  type IndexFieldName,
  type Language,
} from '@belegfluss/shared';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition } from '../capture.api.js';
import { fieldsToCorrect, firstFieldToCorrect, nextFieldToVisit } from '../mask-correction.js';

/** Keys a numeric field accepts besides digits (spec 000, section 5). */
const NUMERIC_KEYS = new Set([
  'Delete',
  'Backspace',
  'Tab',
  'Escape',
  'Enter',
  ',',
  '.',
  '-',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

export function handleNumericKeyDown(event: KeyboardEvent<HTMLInputElement>) {
  const { key } = event;
  if (/^\d$/.test(key) || NUMERIC_KEYS.has(key) || /^F\d{1,2}$/.test(key)) return;
  if ((event.ctrlKey || event.metaKey) && ['a', 'c', 'v', 'x'].includes(key.toLowerCase())) return;
  event.preventDefault();
}

/** A stored value as the user reads it: German amounts and dates. */
export function displayValue(kind: string, stored: string, language: Language): string {
  if (kind === 'amount') {
    const cents = parseAmountToCents(stored);
    return cents === null ? stored : formatAmount(cents, language);
  }
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(stored)) return formatDate(stored, language);
  return stored;
}

type Props = {
  definitions: FieldDefinition[];
  document: DocumentDetail;
  values: Partial<Record<IndexFieldName, string>>;
  activeField: IndexFieldName | null;
  dirty: boolean;
  readOnly: boolean;
  saving: boolean;
  onActivate: (field: IndexFieldName) => void;
  onChange: (field: IndexFieldName, value: string) => void;
  onSave: () => void;
  /** Which rule filled a field with this value (the rule manager's explanation), if known. */
  explain?: (field: IndexFieldName, value: string) => string | null;
  /** The user's setting `tabOrder`: the order Tab walks the fields in (their places stay). */
  tabOrder?: readonly IndexFieldName[];
  /** Hints on fields (the Mandant's input checks, `invoiceCheckOnInput`); they warn, saving stays possible. */
  notes?: Partial<Record<IndexFieldName, string>>;
  /**
   * The user's setting `correctionMode`: a document opens on its first field to correct and Tab
   * walks only such fields (unsure, unreadable, required and empty).
   */
  correctionMode?: boolean;
  /** Further inputs after the standard fields (the Mandant's additional fields). */
  children?: ReactNode;
};

/** The extraction's confidence as a whole percentage ("87 %"). */
function percent(confidence: number): string {
  return `${Math.round(confidence * 100)} %`;
}

/**
 * "bitte prüfen" on an extracted value below the Mandant's threshold: a button that confirms the
 * value as it stands (the mask then counts as changed, and saving stores it as the user's).
 */
function ReviewMark({ onConfirm, disabled }: { onConfirm: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('capture.mask.review-confirm')}>
      <Badge
        component="button"
        type="button"
        size="xs"
        color="orange"
        variant="light"
        style={{ cursor: disabled ? 'default' : 'pointer' }}
        disabled={disabled}
        data-testid="review-mark"
        onClick={onConfirm}
      >
        {t('capture.mask.review')}
      </Badge>
    </Tooltip>
  );
}

/**
 * The capture mask: active fields from the settings, required ones marked, the field source and the
 * extraction's confidence shown beside each value, unsure extracted values marked "bitte prüfen"
 * until the user edits or confirms them.
 */
export function CaptureMask({
  definitions,
  document,
  values,
  activeField,
  dirty,
  readOnly,
  saving,
  onActivate,
  onChange,
  onSave,
  explain,
  tabOrder = [],
  notes = {},
  correctionMode = false,
  children,
}: Props) {
  const { t, i18n } = useTranslation();
  const maskRef = useRef<HTMLDivElement>(null);
  const shown = definitions.filter((definition) => definition.active).map((definition) => definition.field);
  const language = i18n.language as Language;
  const stored = new Map(document.index.map((entry) => [entry.field, entry]));
  // Fields the user confirmed as they stand, for this state of the document and while the mask is dirty.
  const [confirmed, setConfirmed] = useState<{ key: string; fields: IndexFieldName[] }>({
    key: '',
    fields: [],
  });
  const confirmedKey = `${document.id}:${document.updatedAt}`;
  const isConfirmed = (field: IndexFieldName) =>
    dirty && confirmed.key === confirmedKey && confirmed.fields.includes(field);
  const confirm = (field: IndexFieldName, value: string) => {
    setConfirmed((current) => ({
      key: confirmedKey,
      fields: [...(current.key === confirmedKey ? current.fields : []), field],
    }));
    onChange(field, value);
  };
  const rows = definitions
    .filter((definition) => definition.active)
    .map((definition) => {
      const value = values[definition.field] ?? '';
      const storedValue = stored.get(definition.field);
      const edited =
        storedValue !== undefined && value !== displayValue(definition.kind, storedValue.value, language);
      return {
        definition,
        value,
        storedValue,
        check: normalizeTypedValue(definition.field, value, language),
        unsure: storedValue?.needsReview === true && !edited && !isConfirmed(definition.field),
      };
    });
  const toCorrect = correctionMode
    ? fieldsToCorrect(
        rows.map((row) => ({
          field: row.definition.field,
          required: row.definition.required,
          empty: row.value.trim() === '',
          invalid: row.value !== '' && !row.check.valid,
          unsure: row.unsure,
        })),
      )
    : null;
  const fieldInput = (field: IndexFieldName | null | undefined) =>
    field ? maskRef.current?.querySelector<HTMLInputElement>(`input[data-field="${field}"]`) : null;
  const followTabOrder = (event: KeyboardEvent<HTMLInputElement>, field: IndexFieldName) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = fieldInput(nextFieldToVisit(tabOrder, shown, toCorrect, field, event.shiftKey));
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  // Correction mode opens each document on its first field to correct (once per document).
  const firstToCorrect = toCorrect ? firstFieldToCorrect(tabOrder, shown, toCorrect) : null;
  const focusedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!firstToCorrect || readOnly || focusedFor.current === document.id) return;
    focusedFor.current = document.id;
    fieldInput(firstToCorrect)?.focus();
  });
  return (
    <Stack gap="xs" data-testid="capture-mask" ref={maskRef}>
      <Group justify="space-between">
        <Text fw={600}>{t('capture.mask.title')}</Text>
        <Badge color={document.status === 'green' ? 'green' : 'orange'} data-testid="document-status">
          {t(`capture.status.${document.status}`)}
        </Badge>
      </Group>
      {rows.map(({ definition, value, storedValue, check, unsure }) => {
        const source = storedValue?.source;
        const foundBy =
          source === 'extraction' && storedValue
            ? (explain?.(definition.field, storedValue.value) ?? null)
            : null;
        const confidence = source === 'extraction' ? (storedValue?.confidence ?? null) : null;
        const note = notes[definition.field];
        const sourceText = t(`capture.mask.source-${source ?? 'manual'}`);
        return (
          <TextInput
            key={definition.field}
            size="xs"
            label={t(`capture.field.${definition.field}`)}
            withAsterisk={definition.required}
            value={value}
            readOnly={readOnly}
            data-field={definition.field}
            data-active={activeField === definition.field}
            styles={
              activeField === definition.field
                ? { input: { borderColor: '#f59f00', borderWidth: 2 } }
                : undefined
            }
            error={value && !check.valid ? t(`capture.mask.invalid-${definition.kind}`) : undefined}
            data-needs-review={unsure}
            description={
              unsure || note || (foundBy && activeField === definition.field) ? (
                <Group gap={6} component="span">
                  {unsure && (
                    <ReviewMark disabled={readOnly} onConfirm={() => confirm(definition.field, value)} />
                  )}
                  {activeField === definition.field && foundBy}
                  {note && (
                    <Text component="span" size="xs" c="orange" data-testid={`mask-note-${definition.field}`}>
                      {note}
                    </Text>
                  )}
                </Group>
              ) : undefined
            }
            rightSectionWidth={confidence === null ? undefined : 64}
            rightSection={
              source ? (
                <Tooltip
                  label={
                    confidence === null
                      ? (foundBy ?? sourceText)
                      : t('capture.mask.confidence', {
                          source: foundBy ?? sourceText,
                          percent: percent(confidence),
                        })
                  }
                >
                  <Text
                    size="10px"
                    c={unsure ? 'orange' : 'dimmed'}
                    data-testid={`confidence-${definition.field}`}
                  >
                    {t(`capture.mask.source-short-${source}`)}
                    {confidence === null ? '' : ` ${percent(confidence)}`}
                  </Text>
                </Tooltip>
              ) : null
            }
            onFocus={() => onActivate(definition.field)}
            onKeyDown={(event) => {
              followTabOrder(event, definition.field);
              if (definition.kind === 'amount') handleNumericKeyDown(event);
            }}
            onChange={(event) => onChange(definition.field, event.currentTarget.value)}
          />
        );
      })}
      {children}
      {document.missingRequiredFields.length > 0 && (
        <Text size="xs" c="orange" data-testid="missing-fields">
          {t('capture.mask.missing', {
            fields: document.missingRequiredFields.map((field) => t(`capture.field.${field}`)).join(', '),
          })}
        </Text>
      )}
      <Group justify="flex-end">
        <Button size="xs" onClick={onSave} disabled={readOnly || !dirty} loading={saving}>
          {t('capture.mask.save')}
        </Button>
      </Group>
    </Stack>
  );
}
