import type {
  Booking,
  CompletedAccount,
  CreditorDraft,
  CreditorMatch,
  DocumentBookingProposal,
  PersonalAccount,
  WorkflowSaveBookingInput,
} from '@belegfluss/shared';
import { apiRequest } from '../../kernel/api-client.js';

/**
 * Where a Kontierung is read and stored: the capture calls (`/api/cap/CapIndex/*`, by Mandant and
 * document) or the workflow calls (`/api/wf/WFIndex/*`, by workflow instance).
 */
export type BookingSource = {
  key: readonly unknown[];
  mandantId: string;
  load(): Promise<Booking>;
  save(input: WorkflowSaveBookingInput): Promise<Booking>;
  proposal(): Promise<DocumentBookingProposal>;
  /** Creditor matching and "Kreditor anlegen" (capture only). */
  creditorMatch?: () => Promise<CreditorMatch>;
};

// The editor shows every refusal on its field, so calls leave the global handler out.
const get = <T>(path: string, query: Record<string, string> = {}) =>
  apiRequest<T>(path, { query, errors: 'caller' });
const post = <T>(path: string, body: unknown) =>
  apiRequest<T>(path, { method: 'POST', body, errors: 'caller' });

export function captureBookingSource(mandantId: string, documentId: string): BookingSource {
  const query = { mandantId, documentId };
  return {
    key: ['booking', 'capture', mandantId, documentId],
    mandantId,
    load: () => get<Booking>('/api/cap/CapIndex/GetBooking', query),
    save: (input) => post<Booking>('/api/cap/CapIndex/SaveBooking', { ...input, ...query }),
    proposal: () => get<DocumentBookingProposal>('/api/cap/CapIndex/GetBookingProposal', query),
    creditorMatch: () => get<CreditorMatch>('/api/cap/CapIndex/GetCreditorMatch', query),
  };
}

export function workflowBookingSource(mandantId: string, instanceId: string): BookingSource {
  return {
    key: ['booking', 'workflow', instanceId],
    mandantId,
    load: () => get<Booking>(`/api/wf/WFIndex/GetBooking/${instanceId}`),
    save: (input) => post<Booking>(`/api/wf/WFIndex/SaveBooking/${instanceId}`, input),
    proposal: () => get<DocumentBookingProposal>(`/api/wf/WFIndex/GetBookingProposal/${instanceId}`),
  };
}

export type QuickBookingKey = { key: string; account: string; taxCode: string; bookingText: string };

export const bookingApi = {
  /** The Mandant's quick-booking keys (setting `quickBookingKeys`). */
  quickBookingKeys: (mandantId: string) =>
    get<{ keys: QuickBookingKey[] }>('/api/man/settings/getquickbookingkeys', { mandantId }),
  /** Ledger accounts whose number or name starts with `term`. */
  completeAccounts: (mandantId: string, term: string) =>
    get<CompletedAccount[]>('/api/man/konten/complete', { mandantId, term, limit: '10' }),
  /** Creates the creditor prefilled from the invoice (master data's own checks and rights). */
  createCreditor: (mandantId: string, draft: CreditorDraft) =>
    post<PersonalAccount>('/api/man/personenkonten/add', { mandantId, kind: 'KREDITOR', ...draft }),
};
