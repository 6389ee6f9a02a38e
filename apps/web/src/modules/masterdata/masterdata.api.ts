import type {
  Account,
  AccountFrame,
  AccountKindValue,
  BankAccount,
  BookingProposal,
  CostCentre,
  CostCentreFilter,
  Job,
  MasterdataImport,
  MasterdataTransferKindValue,
  Page,
  PersonalAccount,
  PersonalAccountKind,
  Tag,
  TransferFormat,
  Vorgang,
} from '@belegfluss/shared';
import {
  apiBlob,
  apiRequest as platformRequest,
  type RequestOptions,
  apiUpload,
  saveBlob,
} from '../../kernel/api-client.js';

/** Screens of this module show errors themselves (under the fields, in the dialog). */
const apiRequest = <T>(path: string, options: RequestOptions = {}) =>
  platformRequest<T>(path, { errors: 'caller', ...options });

export type ListParams = {
  page: number;
  pageSize: number;
  search?: string;
  sort?: string;
  direction?: 'asc' | 'desc';
};

export const listAccounts = (mandantId: string, kind: AccountKindValue, params: ListParams) =>
  apiRequest<Page<Account>>('/api/man/konten/list', { query: { mandantId, kind, ...params } });
export const saveAccount = (input: Record<string, unknown> & { mandantId: string; id?: string }) =>
  apiRequest<Account>(input.id ? '/api/man/konten/edit' : '/api/man/konten/add', {
    method: 'POST',
    body: input,
  });
export const deleteAccounts = (mandantId: string, ids: string[]) =>
  apiRequest<{ deleted: number }>('/api/man/konten/delete', { method: 'POST', body: { mandantId, ids } });
export const fetchAccountChart = (mandantId: string) =>
  apiRequest<{ frame: AccountFrame | null }>('/api/man/konten/chart', { query: { mandantId } });
export const chooseAccountChart = (mandantId: string, frame: AccountFrame) =>
  apiRequest<{ frame: AccountFrame }>('/api/man/konten/chart', {
    method: 'POST',
    body: { mandantId, frame },
  });
/** "Kontenrahmen übernehmen": adds the accounts of the Mandant's chosen chart. */
export const applyAccountFrame = (mandantId: string) =>
  apiRequest<{ created: number; skipped: number }>('/api/man/konten/applyframe', {
    method: 'POST',
    body: { mandantId },
  });

export const listPersonalAccounts = (mandantId: string, kind: PersonalAccountKind, params: ListParams) =>
  apiRequest<Page<PersonalAccount>>('/api/man/personenkonten/list', {
    query: { mandantId, kind, ...params },
  });
export const savePersonalAccount = (input: Record<string, unknown> & { mandantId: string; id?: string }) =>
  apiRequest<PersonalAccount>(input.id ? '/api/man/personenkonten/edit' : '/api/man/personenkonten/add', {
    method: 'POST',
    body: input,
  });
export const deletePersonalAccounts = (mandantId: string, ids: string[]) =>
  apiRequest<{ deleted: number }>('/api/man/personenkonten/multidelete', {
    method: 'POST',
    body: { mandantId, ids },
  });
export const freeNumber = (
  mandantId: string,
  kind: PersonalAccountKind,
  which: 'first' | 'last',
  from?: string,
  to?: string,
) =>
  apiRequest<{ number: number }>(`/api/man/personenkonten/free${which}number`, {
    query: { mandantId, kind, from, to },
  });
export const listCountryCodes = () =>
  apiRequest<{ code: string; name: string; eu: boolean }[]>('/api/man/personenkonten/countrycodes');
export const listBookingProposals = (mandantId: string, personalAccountId: string) =>
  apiRequest<BookingProposal[]>('/api/man/personenkonten/bookingproposalinfos', {
    query: { mandantId, personalAccountId },
  });
export const saveBookingProposals = (
  mandantId: string,
  personalAccountId: string,
  proposals: Record<string, string>[],
) =>
  apiRequest<BookingProposal[]>('/api/man/personenkonten/savebookingproposals', {
    method: 'POST',
    body: { mandantId, personalAccountId, proposals },
  });

/** The cost-centre list filter travels as base64-encoded JSON. */
export function encodeFilter(filter: CostCentreFilter): string {
  const bytes = new TextEncoder().encode(JSON.stringify(filter));
  return btoa(String.fromCharCode(...bytes));
}
export const listCostCentres = (mandantId: string, filter: CostCentreFilter) =>
  apiRequest<Page<CostCentre>>('/api/man/kostenstellen/list', {
    query: { mandantId, filter: encodeFilter(filter) },
  });
export const saveCostCentre = (input: Record<string, unknown> & { mandantId: string; id?: string }) =>
  apiRequest<CostCentre>(input.id ? '/api/man/kostenstellen/edit' : '/api/man/kostenstellen/add', {
    method: 'POST',
    body: input,
  });
export const deleteCostCentres = (mandantId: string, ids: string[]) =>
  apiRequest<{ deleted: number }>('/api/man/kostenstellen/delete', {
    method: 'POST',
    body: { mandantId, ids },
  });

export const listTags = (mandantId: string) =>
  apiRequest<Tag[]>('/api/man/fields/keywords', { query: { mandantId } });
export const saveTag = (mandantId: string, name: string, id?: string) =>
  apiRequest<Tag>(id ? '/api/man/fields/updatekeyword' : '/api/man/fields/addkeyword', {
    method: 'POST',
    body: { mandantId, name, id },
  });
export const deleteTag = (mandantId: string, id: string) =>
  apiRequest('/api/man/fields/deletekeyword', { method: 'POST', body: { mandantId, id } });

export const listVorgangTypes = (mandantId: string) =>
  apiRequest<Vorgang[]>('/api/man/vorgang/list', { query: { mandantId } });
export const saveVorgangType = (input: Record<string, unknown> & { mandantId: string; id?: string }) =>
  apiRequest<Vorgang>(input.id ? '/api/man/vorgang/edit' : '/api/man/vorgang/add', {
    method: 'POST',
    body: input,
  });
export const deleteVorgangType = (mandantId: string, id: string) =>
  apiRequest('/api/man/vorgang/delete', { method: 'POST', body: { mandantId, id } });

export const listBankAccounts = (mandantId: string) =>
  apiRequest<BankAccount[]>('/api/man/mandanten/getbankaccounts', { query: { mandantId } });
export const saveBankAccount = (input: {
  mandantId: string;
  id?: string;
  accountName: string;
  iban: string;
  bic: string;
  isDefault: boolean;
}) =>
  apiRequest<BankAccount>(
    input.id ? '/api/man/mandanten/editbankaccount' : '/api/man/mandanten/addbankaccount',
    {
      method: 'POST',
      body: input,
    },
  );
export const deleteBankAccount = (mandantId: string, id: string) =>
  apiRequest('/api/man/mandanten/deletebankaccount', { method: 'POST', body: { mandantId, id } });
export const setDefaultBankAccount = (mandantId: string, id: string) =>
  apiRequest<BankAccount[]>('/api/man/mandanten/setdefaultbankaccount', {
    method: 'POST',
    body: { mandantId, id },
  });

export type ImportRecord = MasterdataImport & { job: Job };
export const listImports = (mandantId: string) =>
  apiRequest<ImportRecord[]>('/api/man/konten/imports', { query: { mandantId } });

const transferBase: Record<MasterdataTransferKindValue, string> = {
  ACCOUNTS: '/api/man/konten',
  COST_CENTRES: '/api/man/kostenstellen',
  PERSONAL_ACCOUNTS: '/api/man/personenkonten',
};

/** Uploads one file as multipart with text fields (imports, e-mail). */
export function uploadForm<T>(path: string, fields: Record<string, string>, file: File): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', file, file.name);
  return apiUpload<T>(path, form, { errors: 'caller' });
}

export const startImport = (mandantId: string, kind: MasterdataTransferKindValue, file: File) =>
  uploadForm<{ import: MasterdataImport; job: Job }>(`${transferBase[kind]}/import`, { mandantId }, file);

/** Downloads an export and hands it to the browser as a file. */
export async function downloadExport(
  mandantId: string,
  kind: MasterdataTransferKindValue,
  format: TransferFormat,
) {
  const { blob, headers } = await apiBlob(`${transferBase[kind]}/export`, {
    query: { mandantId, format },
    errors: 'caller',
  });
  saveBlob(blob, /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv');
}
