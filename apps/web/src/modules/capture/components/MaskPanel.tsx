import { Paper, Select, Text } from '@mantine/core';
import type { DocumentDetail, IndexFieldName, UnsavedChangesModeValue } from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';
import { useFieldOrigins } from '../../rules/index.js';
import { useSetting } from '../../settings/index.js';
import { useInvoiceChecks } from '../useInvoiceChecks.js';
import type { FieldDefinition } from '../capture.api.js';
import { AdditionalFieldInputs, type AdditionalFieldsProps } from './AdditionalFieldInputs.js';
import { CaptureMask } from './CaptureMask.js';

type Props = {
  document: DocumentDetail | undefined;
  definitions: FieldDefinition[] | undefined;
  values: Partial<Record<IndexFieldName, string>>;
  activeField: IndexFieldName | null;
  dirty: boolean;
  readOnly: boolean;
  saving: boolean;
  /** The user's setting `autosave` (what leaving a changed mask does). */
  unsavedMode: UnsavedChangesModeValue;
  /** The user's setting `tabOrder`. */
  tabOrder: readonly IndexFieldName[];
  /** The Mandant's additional fields (setting `additionalFields`) with their values. */
  additional?: AdditionalFieldsProps;
  onActivate: (field: IndexFieldName) => void;
  onChange: (field: IndexFieldName, value: string) => void;
  onSave: () => void;
  onUnsavedMode: (mode: UnsavedChangesModeValue) => void;
};

/**
 * The right column: the capture mask (with the hints of `invoiceCheckOnInput` and the user's
 * `correctionMode`), the unsaved-changes choice and the keyboard shortcuts.
 */
export function MaskPanel(props: Props) {
  const { t } = useTranslation();
  const explain = useFieldOrigins(
    props.document?.mandantId ?? null,
    props.document?.id ?? null,
    props.document?.updatedAt,
  );
  const notes = useInvoiceChecks(props.document, props.values);
  const correctionMode = useSetting('correctionMode').data?.enabled ?? false;
  return (
    <Paper withBorder p="xs" style={{ minHeight: 0, overflow: 'auto' }}>
      {props.document && props.definitions && (
        <CaptureMask
          definitions={props.definitions}
          document={props.document}
          values={props.values}
          activeField={props.activeField}
          dirty={props.dirty}
          readOnly={props.readOnly}
          saving={props.saving}
          onActivate={props.onActivate}
          onChange={props.onChange}
          onSave={props.onSave}
          explain={explain}
          tabOrder={props.tabOrder}
          notes={notes}
          correctionMode={correctionMode}
        >
          {props.additional && <AdditionalFieldInputs {...props.additional} readOnly={props.readOnly} />}
        </CaptureMask>
      )}
      <Select
        mt="md"
        size="xs"
        label={t('capture.preferences.unsaved')}
        value={props.unsavedMode}
        allowDeselect={false}
        data={(['always_ask', 'always_save', 'not_save'] as const).map((value) => ({
          value,
          label: t(`capture.preferences.unsaved-${value}`),
        }))}
        onChange={(value) => value && props.onUnsavedMode(value as UnsavedChangesModeValue)}
      />
      <Text size="10px" c="dimmed" mt="md">
        {t('capture.page.shortcuts')}
      </Text>
    </Paper>
  );
}
