import {
  type EInvoiceCheckResponse,
  type EInvoiceNote,
  type EInvoiceReport,
  type EInvoiceStateValue,
  type EInvoiceSummary,
} from '@belegfluss/shared';
import { apiBlob, apiRequest, apiUpload, saveBlob } from '../../kernel/api-client.js';

/** Which viewer's calls to use: the capture viewer or the workflow viewer (same implementation). */
export type Viewer = 'cap' | 'wf';

const viewerBase: Record<Viewer, string> = { cap: '/api/cap/CapDocViewer', wf: '/api/wf/WFDocViewer' };

/** The panel shows every failure of these calls itself (an e-invoice still being validated is none). */
const shownByPanel = { errors: 'caller' } as const;

export function fetchSummary(viewer: Viewer, documentId: string) {
  return apiRequest<EInvoiceSummary>(`${viewerBase[viewer]}/EInvoiceSummary/${documentId}`, shownByPanel);
}

export function fetchReport(viewer: Viewer, documentId: string) {
  return apiRequest<EInvoiceReport>(
    `${viewerBase[viewer]}/EInvoiceValidationReport/${documentId}`,
    shownByPanel,
  );
}

export function fetchPositionNotes(viewer: Viewer, documentId: string, position: number) {
  return apiRequest<EInvoiceNote[]>(
    `${viewerBase[viewer]}/EInvoicePositionAnnotations/${documentId}/${position}`,
    shownByPanel,
  );
}

export function createNote(viewer: Viewer, documentId: string, input: { positionId: string; text: string }) {
  return apiRequest<EInvoiceNote>(
    `${viewerBase[viewer]}/EInvoiceAnnotation/${documentId}/${crypto.randomUUID()}`,
    { method: 'POST', body: input, ...shownByPanel },
  );
}

export function updateNote(viewer: Viewer, documentId: string, noteId: string, text: string) {
  return apiRequest<EInvoiceNote>(`${viewerBase[viewer]}/EInvoiceAnnotation/${documentId}/${noteId}`, {
    method: 'PUT',
    body: { text },
    ...shownByPanel,
  });
}

export function deleteNote(viewer: Viewer, documentId: string, noteId: string) {
  return apiRequest<null>(`${viewerBase[viewer]}/EInvoiceAnnotation/${documentId}/${noteId}`, {
    method: 'DELETE',
    ...shownByPanel,
  });
}

export function confirmPdf(viewer: Viewer, documentId: string) {
  return apiRequest<EInvoiceSummary>(`${viewerBase[viewer]}/EInvoicePdfConfirmation/${documentId}`, {
    method: 'PUT',
    ...shownByPanel,
  });
}

export function changeState(viewer: Viewer, documentId: string, state: EInvoiceStateValue) {
  return apiRequest<EInvoiceSummary>(`${viewerBase[viewer]}/EInvoiceState/${documentId}`, {
    method: 'PUT',
    body: { state },
    ...shownByPanel,
  });
}

/** Saves the readable view as a PDF in the given language. */
export async function downloadReadablePdf(
  viewer: Viewer,
  documentId: string,
  language: string,
  fileName: string,
) {
  const { blob } = await apiBlob(
    `${viewerBase[viewer]}/EInvoiceReadablePdf/${documentId}?language=${language}`,
    {
      errors: 'caller',
    },
  );
  saveBlob(blob, fileName);
}

/** Opens a file the e-invoice carries (BG-24) in a new browser tab, or saves it when it cannot be shown. */
export async function openAttachment(viewer: Viewer, documentId: string, index: number, fileName: string) {
  const { blob } = await apiBlob(`${viewerBase[viewer]}/EInvoiceAttachment/${documentId}/${index}`, {
    errors: 'caller',
  });
  const viewable = ['application/pdf', 'image/png', 'image/jpeg', 'text/csv'].includes(
    blob.type.split(';')[0]!,
  );
  if (!viewable) return saveBlob(blob, fileName);
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Uploads one XML or PDF to the stateless check (multipart). */
export async function checkEInvoiceFile(file: File): Promise<EInvoiceCheckResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<EInvoiceCheckResponse>('/api/cap/einvoice/check', form, { errors: 'caller' });
}
