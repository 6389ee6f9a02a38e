import type {
  ActionResult,
  BuildApproveWfInput,
  CostAllocation,
  DeepLinkToken,
  HistoryEntry,
  IndexFieldDefinition,
  LockResponse,
  Participant,
  PostbackInput,
  Recipient,
  RueckfrageInput,
  SaveCostAllocationInput,
  SendWorkflowMultiInput,
  SortCondition,
  SubmitInput,
  ValidationReport,
  WorkflowCounts,
  WorkflowDefinition,
  WorkflowDetail,
  WorkflowIndexEntry,
  WorkflowList,
  WorkflowListItem,
  WorkflowSearchInput,
  WfAnnotations,
  WfDocument,
  WfExternalUser,
  WfViewOptions,
} from '@belegfluss/shared';
import { apiBlob, apiRequest, apiUpload, type RequestOptions } from '../../kernel/api-client.js';

/** Calls of the workflow service (/api/wf). `token` is set for deep-link sessions of one workflow. */
export function createWorkflowApi(token: string | null = null) {
  // The workflow screens show their own message boxes ('errors: caller'); session errors stay global.
  const base: RequestOptions = { errors: 'caller', ...(token ? { token } : {}) };
  const call = <T>(path: string, options: RequestOptions = {}) =>
    apiRequest<T>(path, { ...base, ...options });
  const post = <T>(path: string, body: unknown) => call<T>(path, { method: 'POST', body });

  return {
    list: (query: { filter: string; mailbox: string; mandantId?: string | undefined }) =>
      call<WorkflowList>('/api/wf/workflows/list', { query }),
    counts: () => call<WorkflowCounts>('/api/wf/workflows/counts'),
    search: (input: WorkflowSearchInput) =>
      post<{ items: WorkflowListItem[]; total: number }>('/api/wf/workflows/search', input),
    detail: (id: string) => call<WorkflowDetail>(`/api/wf/workflows/workflow/${id}`),
    history: (id: string) => call<HistoryEntry[]>(`/api/wf/workflows/history/${id}`),
    sortCondition: () => call<SortCondition>('/api/wf/workflows/sortcondition'),
    setSortCondition: (condition: SortCondition) =>
      call<SortCondition>('/api/wf/workflows/sortcondition', { method: 'PUT', body: condition }),

    lock: (InstanceId: string, extra: { expectedVersion?: number; takeOverAsDeputy?: boolean } = {}) =>
      post<LockResponse>('/api/wf/workflows/lockout', { InstanceId, ...extra }),
    unlock: (id: string) => post<ActionResult>(`/api/wf/workflows/unlock/${id}`, {}),
    submit: (id: string, input: SubmitInput) => post<ActionResult>(`/api/wf/workflows/submit/${id}`, input),
    redirect: (InstanceId: string, Target: Recipient, sAnmerkung: string) =>
      post<ActionResult>('/api/wf/workflows/redirect', { InstanceId, Target, sAnmerkung }),
    cancel: (id: string, sAnmerkung: string) =>
      post<ActionResult>(`/api/wf/workflows/cancel/${id}`, { sAnmerkung }),
    inquiry: (input: RueckfrageInput) => post<ActionResult>('/api/wf/workflows/rueckfrage', input),
    completeInquiry: (InstanceId: string, anmerkung: string, ConfirmInvoiceCheck = false) =>
      post<ActionResult>('/api/wf/workflows/completerueckfrage', {
        InstanceId,
        anmerkung,
        ...(ConfirmInvoiceCheck ? { ConfirmInvoiceCheck } : {}),
      }),
    cancelInquiry: (InstanceId: string, anmerkung: string) =>
      post<ActionResult>('/api/wf/workflows/cancelrueckfrage', { InstanceId, anmerkung }),
    postbackReasons: () =>
      call<{ Reasons: string[]; AnnotationEnabled: boolean }>('/api/wf/workflows/postbackreasons'),
    postback: (input: PostbackInput) => post<ActionResult>('/api/wf/workflows/postback', input),
    deletePostback: (id: string) =>
      call<ActionResult>(`/api/wf/workflows/deletepostback/${id}`, { method: 'DELETE' }),
    addFiles: (InstanceId: string, files: File[], colourType: number) => {
      const form = new FormData();
      form.set('InstanceId', InstanceId);
      form.set('ColourType', String(colourType));
      for (const file of files) form.append('file', file, file.name);
      return apiUpload<{ Result: { FileIds: string[] } }>('/api/wf/workflows/addfile2workflow', form, base);
    },
    /** A file added to the workflow, as a blob for download. */
    async fileBlob(id: string, fileId: string): Promise<Blob> {
      return (await apiBlob(`/api/wf/workflows/files/${id}/${fileId}`, base)).blob;
    },
    deleteFile: (id: string, fileId: string) =>
      call<null>(`/api/wf/workflows/files/${id}/${fileId}`, { method: 'DELETE' }),
    externalUsers: (id: string) => call<WfExternalUser[]>(`/api/wf/workflows/externalusers/${id}`),
    createDeepLink: (InstanceId: string, ExternalUserId: string, ExpiresAt: string) =>
      post<{ PID: string; Url: string; ExpiresAt: string; Name: string; Email: string }>(
        '/api/wf/workflows/deeplink',
        { InstanceId, ExternalUserId, ExpiresAt },
      ),
    createExternSession: (InstanceId: string) =>
      post<{ SESSION_UID: string; Url: string; ExpiresAt: string }>(
        '/api/wf/WFDocViewer/CreateExternSession',
        { InstanceId },
      ),

    definitions: (mandantId: string) =>
      call<WorkflowDefinition[]>('/api/wf/workflows/definitions', { query: { mandantId } }),
    buildApproveWf: (input: BuildApproveWfInput) =>
      post<WorkflowDefinition>('/api/wf/workflows/buildapprovewf', input),
    participants: (mandantId: string) =>
      call<Participant[]>('/api/wf/workflows/participants', { query: { mandantId } }),
    startable: (mandantId: string) =>
      call<
        {
          DocID: string;
          Title: string;
          StackName: string;
          Belegdatum: string | null;
          Betrag: string | null;
        }[]
      >('/api/wf/workflows/startable', { query: { mandantId } }),
    sendWorkflowMulti: (input: SendWorkflowMultiInput) =>
      post<{ Result: { DocID: string; WF_INSTANCEID: string }[] }>(
        '/api/wf/workflows/sendworkflowmulti',
        input,
      ),
    pickUp: (InstanceIds: string[]) =>
      post<{ Result: { PickedUp: string[] }; Error: { ErrorMsg: string } | null }>(
        '/api/wf/workflows/pickUpWorkflows',
        { InstanceIds },
      ),

    fieldDefinitions: (id: string) =>
      call<IndexFieldDefinition[]>(`/api/wf/WFIndex/GetFieldDefinitions/${id}`),
    indexData: (id: string) => call<WorkflowIndexEntry[]>(`/api/wf/WFIndex/GetIndexData/${id}`),
    validationReport: (id: string) => call<ValidationReport>(`/api/wf/WFIndex/GetValidationReport/${id}`),
    saveCapIndex: (id: string, values: { field: string; value: string }[], expectedVersion?: number) =>
      post<{ Result: { Version: number; Entries: WorkflowIndexEntry[] } }>(
        `/api/wf/WFIndex/SaveCapIndex/${id}`,
        { values, ...(expectedVersion === undefined ? {} : { expectedVersion }) },
      ),
    saveNote: (InstanceId: string, TEXT: string) =>
      post<{ Result: { GUID: string } }>('/api/wf/WFIndex/SaveHistoryEntry', { InstanceId, TEXT }),
    costAllocations: (id: string) => call<CostAllocation[]>(`/api/wf/WFIndex/GetCostAllocations/${id}`),
    saveCostAllocation: (input: SaveCostAllocationInput) =>
      post<CostAllocation[]>('/api/wf/WFIndex/SaveCostAllocation', input),
    deleteCostAllocation: (id: string, lineId: string) =>
      call<CostAllocation[]>(`/api/wf/WFIndex/DeleteCostAllocation/${id}/${lineId}`, { method: 'DELETE' }),
    /** Accounts or cost centres of the workflow's Mandant matching a search (helpers keyed by WF_ID). */
    lookup: (id: string, kind: 'konten' | 'kostenstellen', search: string) =>
      call<{ Number: string; Name: string; Kind: string }[]>(`/api/wf/workflows/${kind}/${id}`, {
        query: { search, limit: 20 },
      }),

    viewerDocument: (id: string) => call<WfDocument>(`/api/wf/WFDocViewer/GetDocument/${id}`),
    async pageImage(id: string, index: number, dpi: number): Promise<Blob> {
      return (await apiBlob(`/api/wf/WFDocViewer/FileStreamIdx/${id}`, { ...base, query: { index, dpi } }))
        .blob;
    },
    async thumbnail(id: string, index: number): Promise<Blob> {
      return (await apiBlob(`/api/wf/WFDocViewer/Thumbnail/${id}`, { ...base, query: { index } })).blob;
    },
    async pdf(id: string): Promise<Blob> {
      return (await apiBlob(`/api/wf/WFDocViewer/GetDocumentAsPdf/${id}`, base)).blob;
    },
    annotations: (id: string, pageIndex: number) =>
      call<WfAnnotations>(`/api/wf/WFDocViewer/GetNewAnnotation/${id}`, { query: { pageIndex } }),
    saveAnnotations: (id: string, input: WfAnnotations) =>
      call<WfAnnotations>(`/api/wf/WFDocViewer/SaveNewAnnotation/${id}`, { method: 'PUT', body: input }),
    viewOptions: () => call<WfViewOptions>('/api/wf/WFDocViewer/GetViewOptions'),
    setViewOptions: (options: WfViewOptions) =>
      post<WfViewOptions>('/api/wf/WFDocViewer/SetViewOptions', options),
  };
}

export type WorkflowApi = ReturnType<typeof createWorkflowApi>;

/** Opens a deep link (public): WFExtUser/DL/{PID} or WFDocViewer/EXTERN/{SESSION_UID}. */
export function openDeepLink(kind: 'pid' | 'session', id: string): Promise<DeepLinkToken> {
  const path = kind === 'pid' ? `/api/wf/WFExtUser/DL/${id}` : `/api/wf/WFDocViewer/EXTERN/${id}`;
  return apiRequest<DeepLinkToken>(path, { method: 'POST', anonymous: true, errors: 'caller' });
}
