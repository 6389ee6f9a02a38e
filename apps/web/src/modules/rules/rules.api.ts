import type {
  DocumentNode,
  FieldOrigin,
  LearnedRule,
  RuleArea,
  RuleInput,
  RuleMask,
  RuleMaskInfo,
  RuleTemplate,
  SaveRulesInput,
  StackTree,
  ViewCommandResult,
} from '@belegfluss/shared';
import { MessageType } from '@belegfluss/shared';
import { apiBlob, apiRequest, apiUpload, saveBlob } from '../../kernel/api-client.js';
import { sendAppMessage } from '../messaging/index.js';

const base = '/api/cap/RuleMan';
type Box = { x0: number; y0: number; x1: number; y1: number };
export type MaskScope = 'mandant' | 'mandantGlobal' | 'global';
export type RuleFieldType = {
  fieldKind: string;
  amount: boolean;
  maskField: string | null;
  extracted: boolean;
};
export type RulePart = { text: string; pattern: string; box: Box | null; region: Box };
export type SearchPattern = {
  type: 'Anchor' | 'Pattern';
  anchorText: string;
  anchorPattern: string;
  valueText: string;
  searchPattern: string;
};

// The rule manager shows every error in place, so calls leave the global handler out.
const get = <T>(path: string, query: Record<string, string | undefined>) =>
  apiRequest<T>(`${base}/${path}`, { query, errors: 'caller' });
const post = <T>(path: string, body: unknown) =>
  apiRequest<T>(`${base}/${path}`, { method: 'POST', body, errors: 'caller' });

const maskCall: Record<MaskScope, string> = {
  mandant: 'GetRuleMask',
  mandantGlobal: 'GetRuleMaskMandGlb',
  global: 'GetRuleMaskGlb',
};

/**
 * The user's other windows hear of rule edits (spec 002's rule edit events): an open capture window
 * offers to evaluate the documents again once rules changed.
 */
async function tellRuleEdit<T>(
  call: Promise<T>,
  messageType: (typeof MessageType)['ruleEditStarted' | 'ruleEditFinished' | 'ruleChanged'],
  mandantId: string,
): Promise<T> {
  const result = await call;
  await sendAppMessage(messageType, { mandantId });
  return result;
}

export const rulesApi = {
  maskInfos: (mandantId: string) => get<RuleMaskInfo[]>('GetAllRuleMaskInfo', { mandantId }),
  mask: (mandantId: string, scope: MaskScope, profileKind: string, lock: boolean) => {
    const call = get<RuleMask>(maskCall[scope], {
      mandantId,
      lock: String(lock),
      ...(scope === 'mandant' ? { profileKind } : {}),
    });
    return lock ? tellRuleEdit(call, MessageType.ruleEditStarted, mandantId) : call;
  },
  fieldTypes: (mandantId: string) => get<RuleFieldType[]>('GetRuleFieldTypes', { mandantId }),
  saveRules: (body: SaveRulesInput) =>
    tellRuleEdit(post<RuleMask>('SaveRules', body), MessageType.ruleChanged, body.mandantId),
  deleteRules: (mandantId: string, maskId: string, ruleIds: string[]) =>
    tellRuleEdit(
      post<RuleMask>('DeleteRules', { mandantId, maskId, ruleIds }),
      MessageType.ruleChanged,
      mandantId,
    ),
  unlock: (mandantId: string, maskId: string) =>
    tellRuleEdit(
      post<{ unlocked: boolean }>('UnlockMask', { mandantId, maskId }),
      MessageType.ruleEditFinished,
      mandantId,
    ),
  deleteMasks: (mandantId: string, maskIds: string[]) => post('DeleteMasks', { mandantId, maskIds }),
  templates: (mandantId: string) => get<RuleTemplate[]>('GetRuleTemplates', { mandantId }),
  fillMask: (mandantId: string, maskId: string, templateIds: string[], mode: 'append' | 'replace') =>
    post<RuleMask>('FillMaskWithRules', { mandantId, maskId, templateIds, mode }),
  saveAsTemplate: (mandantId: string, maskId: string, name: string, description: string) =>
    post<RuleTemplate>('SaveMaskRulesAsTemplate', { mandantId, maskId, name, description }),
  deleteTemplates: (mandantId: string, templateIds: string[]) =>
    post('DeleteTemplates', { mandantId, templateIds }),
  importFile: (mandantId: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiUpload<{ templates: RuleTemplate[] }>(
      `${base}/ImportMasks?${new URLSearchParams({ mandantId }).toString()}`,
      form,
      { errors: 'caller' },
    );
  },
  async exportFile(mandantId: string, ids: { maskIds?: string[]; templateIds?: string[] }) {
    const { blob } = await apiBlob(`${base}/ExportMasks`, {
      query: { mandantId, maskIds: ids.maskIds?.join(','), templateIds: ids.templateIds?.join(',') },
      errors: 'caller',
    });
    saveBlob(blob, `Regelexport-${new Date().toISOString().slice(0, 10)}.json`);
  },
  createRulePart: (mandantId: string, pageId: string, part: 'anchor' | 'value' | 'searchArea', box: Box) =>
    post<RulePart>('onCreateRulePart', { mandantId, pageId, part, box }),
  searchPattern: (
    mandantId: string,
    pageId: string,
    fieldKind: string,
    valueBox: Box,
    anchorBox: Box | null,
  ) => post<SearchPattern>('GetSearchPattern', { mandantId, pageId, fieldKind, valueBox, anchorBox }),
  testRule: (mandantId: string, documentId: string, rule: RuleInput) =>
    post<ViewCommandResult>('onViewCommand', { mandantId, command: 'TestRule', documentId, rule }),
  rerunExtraction: (mandantId: string) =>
    post<ViewCommandResult>('onViewCommand', { mandantId, command: 'RerunExtraction' }),
  learned: (mandantId: string) => get<LearnedRule[]>('GetLearnedRules', { mandantId }),
  adoptLearned: (mandantId: string, learnedRuleId: string) =>
    post<RuleMask>('AdoptLearnedRule', { mandantId, learnedRuleId }),
  deleteLearned: (mandantId: string, learnedRuleId: string) =>
    post('DeleteLearnedRule', { mandantId, learnedRuleId }),
  fieldOrigins: (mandantId: string, documentId: string) =>
    get<FieldOrigin[]>('GetFieldOrigins', { mandantId, documentId }),

  // Pages to draw rules on come from capture's calls.
  stacks: (mandantId: string) =>
    apiRequest<{ id: string; name: string }[]>('/api/cap/stack/list', {
      query: { mandantId },
      errors: 'caller',
    }),
  stackDocuments: async (mandantId: string, stackId: string): Promise<DocumentNode[]> => {
    const tree = await apiRequest<StackTree>('/api/cap/stack/read', {
      query: { mandantId, stackId },
      errors: 'caller',
    });
    return tree.folders.flatMap((folder) => folder.documents);
  },
  async renderPage(mandantId: string, pageId: string, areas: RuleArea[]): Promise<string> {
    const { blob } = await apiBlob('/api/cap/CapDocViewer/RenderRuleAnnotations', {
      method: 'POST',
      body: { mandantId, pageId, dpi: 100, areas },
      errors: 'caller',
    });
    return URL.createObjectURL(blob);
  },
};
