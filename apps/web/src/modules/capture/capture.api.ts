import type {
  AdditionalValue,
  Attachment,
  CaptureJob,
  CurrentUser,
  DocumentDetail,
  DownloadEntry,
  Duplicate,
  IndexFieldName,
  JobCtrlSettings,
  OcrSelectionResponse,
  Stack,
  StackTree,
  UploadResult,
  JournalEntry,
  Page,
  PersonalAccount,
} from '@belegfluss/shared';
import {
  ApiRequestError,
  apiBlob,
  apiRequest,
  apiUpload,
  getApiToken,
  saveBlob,
} from '../../kernel/api-client.js';
import { i18n } from '../../i18n/index.js';

export type StackFilter = { status?: string; flag?: string; text?: string };
export type StackStatistics = {
  stackId: string;
  documents: number;
  pages: number;
  folders: number;
  green: number;
  flawed: number;
  locked: number;
  fibuExported: number;
  dmsExported: number;
  archived: number;
  openJobs: number;
};
export type DocumentHistory = { versions: DocumentDetail['versions']; journal: JournalEntry[] };
export type InvoiceNumberCheck = {
  exists: boolean;
  documents: { id: string; title: string; stackName: string; archived: boolean }[];
};

export type FieldDefinition = { field: IndexFieldName; kind: string; required: boolean; active: boolean };
export type PageText = {
  pageId: string;
  width: number;
  height: number;
  source: string | null;
  text: string;
  words: { text: string; box: { x0: number; y0: number; x1: number; y1: number } }[];
};

// The capture screen shows every error in place (dialog or message bar), so calls leave the global handler out.
const get = <T>(path: string, query: Record<string, string | undefined>) =>
  apiRequest<T>(path, { query, errors: 'caller' });
const post = <T>(path: string, body: unknown) =>
  apiRequest<T>(path, { method: 'POST', body, errors: 'caller' });

export const captureApi = {
  me: () => apiRequest<CurrentUser>('/api/auth/me', { errors: 'caller' }),
  listStacks: (mandantId: string) => get<Stack[]>('/api/cap/stack/list', { mandantId }),
  readStack: (mandantId: string, stackId: string, filter: StackFilter = {}) =>
    get<StackTree>('/api/cap/stack/read', { mandantId, stackId, ...filter }),
  stackJournal: (mandantId: string, stackId: string) =>
    get<JournalEntry[]>('/api/cap/stack/journal', { mandantId, stackId }),
  documentHistory: (mandantId: string, documentId: string) =>
    get<DocumentHistory>('/api/cap/stack/history', { mandantId, documentId }),
  createStack: (body: {
    mandantId: string;
    name: string;
    type: string;
    captureMask: string;
    autoJobs: string[];
  }) => post<Stack>('/api/cap/stack/create', body),
  renameStack: (mandantId: string, stackId: string, name: string) =>
    post<Stack>('/api/cap/stack/rename', { mandantId, stackId, name }),
  updateStack: (body: {
    mandantId: string;
    stackId: string;
    captureMask?: string;
    autoJobs?: string[];
    sortField?: string;
    sortAscending?: boolean;
  }) => post<Stack>('/api/cap/stack/update', body),
  deleteStack: (mandantId: string, stackId: string) => post('/api/cap/stack/delete', { mandantId, stackId }),
  emptyStack: (mandantId: string, stackId: string) => post('/api/cap/stack/empty', { mandantId, stackId }),
  transferStack: (mandantId: string, stackId: string, targetStackId: string | null, documentIds?: string[]) =>
    post('/api/cap/stack/transfer', {
      mandantId,
      stackId,
      targetStackId,
      ...(documentIds ? { documentIds } : {}),
    }),
  statistics: (mandantId: string, stackId: string) =>
    get<StackStatistics>('/api/cap/stack/statistics', { mandantId, stackId }),
  document: (mandantId: string, documentId: string) =>
    get<DocumentDetail>('/api/cap/stack/document', { mandantId, documentId }),
  checkOut: (mandantId: string, documentId: string) =>
    post('/api/cap/stack/checkout', { mandantId, documentId }),
  checkIn: (mandantId: string, documentId: string) =>
    post('/api/cap/stack/checkin', { mandantId, documentId }),
  saveIndex: (
    mandantId: string,
    documentId: string,
    values: { field: IndexFieldName; value: string; source?: string }[],
    additional?: AdditionalValue[],
  ) =>
    post<DocumentDetail>('/api/cap/CapIndex/SaveIndexData', {
      mandantId,
      documentId,
      values,
      ...(additional ? { additional } : {}),
    }),
  fieldDefinitions: (mandantId: string) =>
    get<FieldDefinition[]>('/api/cap/CapIndex/GetIndexFieldDefinitions', { mandantId }),
  pageText: (mandantId: string, pageId: string) =>
    get<PageText>('/api/cap/CapDocViewer/ExtractOCRTextFromPage', { mandantId, pageId }),
  ocrTextSelected: (body: {
    mandantId: string;
    ActiveDocument: string;
    ActivePage: string;
    Selection: { Left: number; Top: number; Width: number; Height: number };
    FieldTypeTag: IndexFieldName | null;
    Apply: boolean;
  }) => post<OcrSelectionResponse>('/api/cap/CapDocViewer/OcrTextSelected', body),
  rotate: (mandantId: string, pageIds: string[], degrees: number) =>
    post('/api/cap/stack/rotate', { mandantId, pageIds, degrees }),
  deletePages: (mandantId: string, pageIds: string[]) =>
    post('/api/cap/stack/deletepages', { mandantId, pageIds }),
  movePages: (mandantId: string, pageIds: string[], targetDocumentId: string, position?: number) =>
    post<{ documentId: string }>('/api/cap/stack/movepages', {
      mandantId,
      pageIds,
      targetDocumentId,
      ...(position === undefined ? {} : { position }),
    }),
  invoiceNumberCheck: (mandantId: string, invoiceNumber: string, documentId: string, creditor?: string) =>
    post<InvoiceNumberCheck>('/api/cap/stack/invoicenumbercheck', {
      mandantId,
      invoiceNumber,
      documentId,
      ...(creditor ? { creditor } : {}),
    }),
  /** The Mandant's creditor (Kreditor) with this account number, null when there is none. */
  async creditorByNumber(mandantId: string, number: string): Promise<PersonalAccount | null> {
    const page = await get<Page<PersonalAccount>>('/api/man/personenkonten/list', {
      mandantId,
      kind: 'KREDITOR',
      search: number,
      page: '0',
      pageSize: '5',
    });
    return page.items.find((account) => String(account.number) === number) ?? null;
  },
  attachments: (mandantId: string, documentId: string) =>
    get<Attachment[]>('/api/cap/stack/attachments', { mandantId, documentId }),
  addAttachment: (mandantId: string, documentId: string, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return apiUpload<Attachment>('/api/cap/stack/addattachment', form, {
      query: { mandantId, documentId },
      errors: 'caller',
    });
  },
  deleteAttachment: (mandantId: string, attachmentId: string) =>
    post('/api/cap/stack/deleteattachment', { mandantId, attachmentId }),
  downloadAttachment: async (mandantId: string, attachment: Attachment) => {
    const { blob } = await apiBlob('/api/cap/stack/attachment', {
      query: { mandantId, attachmentId: attachment.id },
      errors: 'caller',
    });
    saveBlob(blob, attachment.fileName);
  },
  downloadZip: (mandantId: string, documentIds: string[]) =>
    post<DownloadEntry>('/api/cap/stack/downloadzip', { mandantId, documentIds }),
  split: (mandantId: string, documentId: string, startPageIds: string[]) =>
    post('/api/cap/stack/split', { mandantId, documentId, startPageIds }),
  merge: (mandantId: string, documentIds: string[]) =>
    post<{ documentId: string }>('/api/cap/stack/merge', { mandantId, documentIds }),
  appendToPrevious: (mandantId: string, pageIds: string[]) =>
    post<{ documentId: string }>('/api/cap/stack/appendtoprevious', { mandantId, pageIds }),
  blankPages: (mandantId: string, documentIds: string[], remove: boolean) =>
    post<{ blankPageIds: string[] }>('/api/cap/stack/blankpages', { mandantId, documentIds, remove }),
  deleteDocuments: (mandantId: string, documentIds: string[]) =>
    post('/api/cap/stack/deletenode', {
      mandantId,
      nodes: documentIds.map((id) => ({ level: 'HEFTUNG', id })),
    }),
  duplicates: (mandantId: string, documentIds: string[]) =>
    get<Duplicate[]>('/api/cap/stack/duplicates', { mandantId, documentIds: documentIds.join(',') }),
  jobs: (mandantId: string) => get<CaptureJob[]>('/api/job/main/getjobs', { mandantId }),
  jobCtrl: (mandantId: string) => get<JobCtrlSettings>('/api/job/main/getJobCtrlSettings', { mandantId }),
  setJobCtrl: (mandantId: string, settings: JobCtrlSettings) =>
    post<JobCtrlSettings>('/api/job/main/setJobCtrlSettings', { mandantId, ...settings }),
  jobAction: (
    action: 'pickUpJobs' | 'deleteJobs' | 'resendJobs' | 'abortJobs',
    mandantId: string,
    jobIds: string[],
  ) => post(`/api/job/main/${action}`, { mandantId, jobIds }),
  startJob: (
    call: 'startanalysejobs' | 'startocrjobs' | 'startdataextractionjobs' | 'startarchivejobs',
    body: { mandantId: string; stackId: string; documentIds?: string[]; confirmDuplicates?: boolean },
  ) => post<{ jobId: string; documents: number }>(`/api/job/main/${call}`, body),
  testJobServer: (mandantId: string) => get('/api/job/main/testJobServerConnection', { mandantId }),
};

/** Binary content (PDF, PNG) with the session's token; errors become ApiRequestError like JSON calls. */
export async function fetchBinary(path: string, query: Record<string, string>): Promise<ArrayBuffer> {
  const { blob } = await apiBlob(path, { query, errors: 'caller' });
  return blob.arrayBuffer();
}

/** Uploads files into a stack with progress (0–1); the answer lists each file's result. */
export async function uploadFiles(
  mandantId: string,
  stackId: string,
  files: File[],
  onProgress: (fraction: number) => void,
): Promise<UploadResult> {
  const token = await getApiToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    request.open('POST', `/api/job/main/addfilestostack?mandantId=${mandantId}&stackId=${stackId}`);
    request.setRequestHeader('accept-language', i18n.language);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body = JSON.parse(request.responseText || 'null') as UploadResult & {
        error?: { code: string; message: string };
      };
      if (request.status >= 200 && request.status < 300) resolve(body);
      else
        reject(
          new ApiRequestError(
            request.status,
            body?.error?.code ?? 'platform.internal',
            body?.error?.message ?? request.statusText,
          ),
        );
    };
    request.onerror = () =>
      reject(new ApiRequestError(0, 'platform.unavailable', i18n.t('api-errors.platform.unavailable')));
    request.send(form);
  });
}
