import type { DocumentDetail, IndexFieldName, Language } from '@belegfluss/shared';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetting } from '../settings/index.js';
import {
  additionalSave,
  displayedAdditionalValues,
  type AdditionalValues,
} from './additional-fields.model.js';
import { captureApi, type FieldDefinition } from './capture.api.js';
import { maskSave } from './capture.view-model.js';
import { displayValue } from './components/CaptureMask.js';
import { failureMessage, type CaptureFeedback } from './useCaptureFeedback.js';

type MaskValues = Partial<Record<IndexFieldName, string>>;

type Options = {
  mandantId: string | null;
  documentId: string | null;
  document: DocumentDetail | undefined;
  definitions: FieldDefinition[] | undefined;
  refresh: () => Promise<void>;
  feedback: Pick<CaptureFeedback, 'setError' | 'setInfo' | 'clear'>;
};

/**
 * The values of the capture mask, the Mandant's additional fields (setting `additionalFields`)
 * included: what is stored, what the user typed over it, and saving them.
 */
export function useMaskEditing({ mandantId, documentId, document, definitions, refresh, feedback }: Options) {
  const { t, i18n } = useTranslation();
  const { setError, setInfo, clear } = feedback;
  const [edits, setEdits] = useState<{
    key: string;
    values: MaskValues;
    additional: AdditionalValues;
  } | null>(null);
  const additionalFields = useSetting('additionalFields', mandantId).data?.fields;
  const [saving, setSaving] = useState(false);
  const kinds = useMemo(
    () => new Map((definitions ?? []).map((definition) => [definition.field, definition.kind])),
    [definitions],
  );

  // Typed values belong to one version of one document; a reload of the document starts from what is stored.
  const maskKey = document ? `${document.id}:${document.updatedAt}` : '';
  const storedValues = useMemo<MaskValues>(
    () =>
      Object.fromEntries(
        (document?.index ?? []).map((entry) => [
          entry.field,
          displayValue(kinds.get(entry.field) ?? 'text', entry.value, i18n.language as Language),
        ]),
      ),
    [document, kinds, i18n.language],
  );
  const storedAdditional = useMemo(
    () => displayedAdditionalValues(additionalFields ?? [], document?.additional, i18n.language as Language),
    [additionalFields, document, i18n.language],
  );
  const dirty = edits !== null && edits.key === maskKey;
  const values = dirty ? edits.values : storedValues;
  const additionalValues = dirty ? edits.additional : storedAdditional;

  const fieldList = useCallback(
    (fields: IndexFieldName[]) => fields.map((field) => t(`capture.field.${field}`)).join(', '),
    [t],
  );
  // Ctrl+S and the button: unreadable values are never sent (the mask shows why); a save that
  // leaves required fields empty goes through and says the document stays flawed.
  const saveMask = useCallback(async () => {
    if (!mandantId || !documentId) return false;
    const save = maskSave(definitions ?? [], values, i18n.language as Language);
    const extra = additionalSave(additionalFields ?? [], additionalValues);
    if (!save.ok || !extra.ok) {
      const invalid = [...(save.ok ? [] : [fieldList(save.invalid)]), ...(extra.ok ? [] : extra.invalid)];
      setInfo(null);
      setError(t('capture.mask.not-saved-invalid', { fields: invalid.join(', ') }));
      return false;
    }
    setSaving(true);
    clear();
    try {
      // Without additional fields the call stays as it was (their stored values are left alone).
      const saved = await (additionalFields?.length
        ? captureApi.saveIndex(mandantId, documentId, save.entries, extra.entries)
        : captureApi.saveIndex(mandantId, documentId, save.entries));
      await refresh();
      setEdits(null);
      const missing = saved.missingRequiredFields;
      setInfo(
        missing.length
          ? { text: t('capture.mask.saved-flawed', { fields: fieldList(missing) }), warning: true }
          : { text: t('capture.mask.saved'), warning: false },
      );
      return true;
    } catch (failure) {
      setError(failureMessage(failure));
      return false;
    } finally {
      setSaving(false);
    }
  }, [
    mandantId,
    documentId,
    definitions,
    values,
    additionalFields,
    additionalValues,
    refresh,
    t,
    i18n.language,
    fieldList,
    setError,
    setInfo,
    clear,
  ]);

  const change = (field: IndexFieldName, value: string) =>
    setEdits({ key: maskKey, values: { ...values, [field]: value }, additional: additionalValues });
  const changeAdditional = (name: string, value: string) =>
    setEdits({ key: maskKey, values, additional: { ...additionalValues, [name]: value } });
  const discard = () => setEdits(null);
  const additional = { fields: additionalFields ?? [], values: additionalValues, onChange: changeAdditional };

  return { values, additional, dirty, saving, saveMask, change, discard };
}
