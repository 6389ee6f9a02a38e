import {
  type EInvoiceCheckResponse,
  type EInvoiceNote,
  type EInvoiceReport,
  type EInvoiceStateValue,
  type EInvoiceSummary,
} from '@belegfluss/shared';
import { apiRequest, apiUpload } from '../../kernel/api-client.js';

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

export function changeState(viewer: Viewer, documentId: string, state: EInvoiceStateValue) {
  return apiRequest<EInvoiceSummary>(`${viewerBase[viewer]}/EInvoiceState/${documentId}`, {
    method: 'PUT',
    body: { state },
    ...shownByPanel,
  });
}

/** Uploads one XML or PDF to the stateless check (multipart). */
export async function checkEInvoiceFile(file: File): Promise<EInvoiceCheckResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<EInvoiceCheckResponse>('/api/cap/einvoice/check', form, { errors: 'caller' });
}
