import type {
  CashDiscountResult,
  DueDateResult,
  GrossResult,
  Principal,
  Resubmission,
} from '@belegfluss/shared';
import { apiRequest, apiUpload } from '../../../kernel/api-client.js';

/** The dialogs show errors themselves (under the fields, in the dialog). */
const call = <T>(path: string, options: Parameters<typeof apiRequest>[1] = {}) =>
  apiRequest<T>(path, { errors: 'caller', ...options });

export type ResubmissionDraft = {
  id?: string;
  dueDate: string;
  note: string;
  userId: string | null;
  done: boolean;
};

export const listResubmissions = (mandantId: string, documentId: string) =>
  call<Resubmission[]>('/api/man/wiedervorlagen/get', { query: { mandantId, documentId } });

export const saveResubmissions = (mandantId: string, documentId: string, entries: ResubmissionDraft[]) =>
  call<Resubmission[]>('/api/man/wiedervorlagen/save', {
    method: 'POST',
    body: { mandantId, documentId, entries },
  });

export const listDueResubmissions = (mandantId: string, until: string, mine: boolean) =>
  call<Resubmission[]>('/api/man/wiedervorlagen/due', {
    query: { mandantId, until, mine: mine ? 'true' : 'false' },
  });

export const listAssignableUsers = (mandantId: string) =>
  call<Principal[]>('/api/man/wiedervorlagen/users', { query: { mandantId } });

/** Sends the PDF with the mail as one multipart request. */
export function sendDocumentMail(
  fields: { mandantId: string; to: string; subject: string; message: string; pdfFileName: string },
  pdf: ArrayBuffer,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'document.pdf');
  return apiUpload<{ messageId: string; accepted: string[] }>('/api/man/system/senddocumentmail', form, {
    errors: 'caller',
  });
}

/** The ADATA calculators of the management service: exact decimals, computed on the server. */
export const adataCalculators = {
  gross: (net: string, rate: string) =>
    call<GrossResult>('/api/man/adata/calcgross', { query: { net, rate } }),
  vat: (gross: string, rate: string) =>
    call<GrossResult>('/api/man/adata/calcvat', { query: { gross, rate } }),
  cashDiscount: (amount: string, rate: string) =>
    call<CashDiscountResult>('/api/man/adata/calccashdiscount', { query: { amount, rate } }),
  dueDate: (date: string, days: string, discountDays: string) =>
    call<DueDateResult>('/api/man/adata/calcduedate', {
      query: { date, days, ...(discountDays.trim() ? { discountDays } : {}) },
    }),
};
