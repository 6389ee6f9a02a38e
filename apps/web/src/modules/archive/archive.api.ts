import type { ArchiveDocument, ArchiveRow, SearchEntry, SearchMask, SearchRun } from './archive.types.js';
import { apiBlob, apiRequest, saveBlob } from '../../kernel/api-client.js';

const base = '/api/arc';

export type SearchRequest = {
  entries: SearchEntry[];
  fulltext: string;
  showRevision: boolean;
  maxCount: number;
  pageSize?: number;
};
export type SearchStarted = SearchRun & { rows: ArchiveRow[] };
export type ArchiveField = { name: string; kind: string; system: boolean; options?: string[] };
export type AuditStatus = {
  alarm: boolean;
  latest: {
    checkedAt: string;
    ok: boolean;
    problems: { chainKey: string; kind: string; detail: string }[];
  } | null;
};
export type ExternSession = { sessionUid: string; expiresAt: string; documents: ArchiveRow[] };
export type MaskInput = Omit<
  SearchMask,
  'id' | 'ownerId' | 'ownerName' | 'published' | 'own' | 'updatedAt'
> & {
  id?: string;
};

/** The archive's calls (UniView, /api/arc); the pages show their errors. */
export const archiveApi = {
  fields: () => apiRequest<ArchiveField[]>(`${base}/fields`),
  search: (body: SearchRequest) =>
    apiRequest<SearchStarted>(`${base}/search`, { method: 'POST', body, errors: 'caller' }),
  status: (runId: string) => apiRequest<SearchRun>(`${base}/search/${runId}`, { background: true }),
  rows: (runId: string, offset: number, limit: number) =>
    apiRequest<ArchiveRow[]>(`${base}/search/${runId}/rows?offset=${offset}&limit=${limit}`),
  abort: (runId: string) => apiRequest<SearchRun>(`${base}/search/${runId}/abort`, { method: 'POST' }),
  masks: () => apiRequest<SearchMask[]>(`${base}/masks`),
  saveMask: (body: MaskInput) =>
    apiRequest<SearchMask>(`${base}/masks/save`, { method: 'POST', body, errors: 'caller' }),
  copyMask: (id: string, name: string) =>
    apiRequest<SearchMask>(`${base}/masks/copy`, { method: 'POST', body: { id, name }, errors: 'caller' }),
  publishMask: (id: string, published: boolean) =>
    apiRequest<SearchMask>(`${base}/masks/publish`, {
      method: 'POST',
      body: { id, published },
      errors: 'caller',
    }),
  deleteMask: (id: string) =>
    apiRequest<{ ok: true }>(`${base}/masks/delete`, { method: 'POST', body: { id }, errors: 'caller' }),
  document: (documentId: string) =>
    apiRequest<ArchiveDocument>(`${base}/ArcDocViewer/GetDocument?documentId=${documentId}`, {
      errors: 'caller',
    }),
  deepLink: (docUid: string) =>
    apiRequest<ArchiveDocument>(`${base}/ArcDocViewer/DL/${docUid}`, { errors: 'caller' }),
  externSession: (sessionUid: string) =>
    apiRequest<ExternSession>(`${base}/ArcDocViewer/EXTERN/${sessionUid}`, { errors: 'caller' }),
  pageText: (documentId: string, pageNo: number) =>
    apiRequest<{ pageNo: number; text: string }>(
      `${base}/ArcDocViewer/PageText?documentId=${documentId}&pageNo=${pageNo}`,
    ),
  async pageImage(documentId: string, pageNo: number) {
    const { blob } = await apiBlob(
      `${base}/ArcDocViewer/Page?documentId=${documentId}&pageNo=${pageNo}&dpi=100`,
    );
    return URL.createObjectURL(blob);
  },
  async download(documentId: string, kind: 'Pdf' | 'Original', fileName: string) {
    const { blob } = await apiBlob(`${base}/ArcDocViewer/${kind}?documentId=${documentId}`);
    saveBlob(blob, fileName);
  },
  verify: (documentId: string) =>
    apiRequest<{ ok: boolean }>(`${base}/ArcDocViewer/Verify?documentId=${documentId}`),
  auditStatus: () => apiRequest<AuditStatus>(`${base}/audit/status`, { errors: 'caller' }),
  acknowledgeAlarm: () => apiRequest<AuditStatus>(`${base}/audit/acknowledge`, { method: 'POST' }),
};
