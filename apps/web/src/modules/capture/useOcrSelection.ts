import type { IndexFieldName } from '@belegfluss/shared';
import { captureApi } from './capture.api.js';
import { failureMessage, type CaptureFeedback } from './useCaptureFeedback.js';

type Rect = { Left: number; Top: number; Width: number; Height: number };

type Options = {
  mandantId: string | null;
  documentId: string | null;
  page: { id: string } | undefined;
  /** The mask field that takes the selected text; null only reads it. */
  activeField: IndexFieldName | null;
  refresh: () => Promise<void>;
  feedback: Pick<CaptureFeedback, 'setError'>;
  onSelected: (text: string) => void;
};

/** A rectangle drawn on the page: its OCR text, put into the active mask field when there is one. */
export function useOcrSelection({
  mandantId,
  documentId,
  page,
  activeField,
  refresh,
  feedback,
  onSelected,
}: Options) {
  return async function selectRect(rect: Rect) {
    if (!mandantId || !documentId || !page) return;
    feedback.setError(null);
    try {
      const response = await captureApi.ocrTextSelected({
        mandantId,
        ActiveDocument: documentId,
        ActivePage: page.id,
        Selection: rect,
        FieldTypeTag: activeField,
        Apply: activeField !== null,
      });
      onSelected(response.SearchText);
      if (response.ViewIsDirty) await refresh();
    } catch (failure) {
      feedback.setError(failureMessage(failure));
    }
  };
}
