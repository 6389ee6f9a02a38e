import type { EInvoiceLine, EInvoiceReport, EInvoiceStateValue, EInvoiceSummary } from '@belegfluss/shared';
import type { AuthContext } from '../../kernel/auth-context.js';
import type { Invoice } from './engine/model.js';
import { createEInvoiceAccess, type EInvoiceAccess } from './einvoice.access.js';
import type { EInvoiceDependencies } from './einvoice.dependencies.js';
import { nothingToConfirm, positionNotFound, stateNotAllowed } from './einvoice.errors.js';
import { comparisonOf, validatedState } from './einvoice-comparison.view.js';
import { createUserDirectory } from '../tenancy/index.js';
import { canChangeState, toCaptureFields, toInvoiceView } from './einvoice.models.js';
import { createEInvoiceNoteUseCases } from './einvoice-notes.usecases.js';
import { createEInvoiceReadableUseCases } from './einvoice-readable.usecases.js';
import { RULE_SETS } from './rule-sets.js';

/** The rule set a stored record names; null for records made before rule sets were recorded. */
function storedRuleSet(id: string | null) {
  const ruleSet = id ? RULE_SETS[id as keyof typeof RULE_SETS] : undefined;
  return ruleSet ? { ...ruleSet } : null;
}

/** The e-invoice record of a document: summary, positions, report and its processing state. */
function createEInvoiceRecordUseCases(
  deps: EInvoiceDependencies,
  { repository, getAccessible, changeAudited }: EInvoiceAccess,
) {
  const users = createUserDirectory({ db: deps.db });

  async function summary(auth: AuthContext, documentId: string): Promise<EInvoiceSummary> {
    const row = await getAccessible(auth, documentId);
    const confirmer = row.pdfConfirmedBy
      ? ((await users.displayNames([row.pdfConfirmedBy])).get(row.pdfConfirmedBy) ?? '')
      : null;
    const model = row.model as Invoice | null;
    const counts = await repository.countNotesByPosition(row.id, row.mandantId);
    return {
      id: row.id,
      documentId: row.documentId,
      mandantId: row.mandantId,
      fileName: row.fileName,
      xmlFileName: row.xmlFileName,
      syntax: row.syntax as EInvoiceSummary['syntax'],
      profile: row.profile,
      verdict: row.verdict as EInvoiceSummary['verdict'],
      state: row.state as EInvoiceStateValue,
      errorCount: row.errorCount,
      warningCount: row.warningCount,
      ruleSet: storedRuleSet(row.ruleSet),
      invoice: model ? toInvoiceView(model, counts) : null,
      captureFields: model ? toCaptureFields(model) : null,
      pdfComparison: comparisonOf(row, confirmer),
      createdAt: new Date(row.createdAt).toISOString(),
    };
  }

  async function position(auth: AuthContext, documentId: string, pos: number): Promise<EInvoiceLine> {
    const row = await getAccessible(auth, documentId);
    const model = row.model as Invoice | null;
    if (!model || pos > model.lines.length) throw positionNotFound({ pos });
    const counts = await repository.countNotesByPosition(row.id, row.mandantId);
    return toInvoiceView(model, counts).lines[pos - 1]!;
  }

  async function report(auth: AuthContext, documentId: string): Promise<EInvoiceReport> {
    const row = await getAccessible(auth, documentId);
    const stored = row.report as EInvoiceReport;
    return { ...stored, ruleSet: stored.ruleSet ?? storedRuleSet(row.ruleSet) };
  }

  async function changeState(auth: AuthContext, documentId: string, state: EInvoiceStateValue) {
    const row = await getAccessible(auth, documentId);
    if (!canChangeState(row.state as EInvoiceStateValue, state, validatedState(row))) {
      throw stateNotAllowed({ from: row.state, to: state });
    }
    await changeAudited(
      auth,
      row,
      { action: 'einvoice.state_changed', data: { from: row.state, to: state } },
      (records) => records.updateState(row.id, row.mandantId, state),
    );
    return summary(auth, documentId);
  }

  /** A user confirms that the XML is the invoice although its PDF shows other key values. */
  async function confirmPdf(auth: AuthContext, documentId: string) {
    const row = await getAccessible(auth, documentId);
    if (!comparisonOf(row, null)?.differences) throw nothingToConfirm({ documentId });
    const state = row.state === 'flawed' && row.verdict === 'valid' ? 'approved' : row.state;
    await changeAudited(
      auth,
      row,
      { action: 'einvoice.pdf_confirmed', data: { from: row.state, to: state } },
      (records) => records.confirmPdf(row.id, row.mandantId, auth.userId, state),
    );
    return summary(auth, documentId);
  }

  return { summary, position, report, changeState, confirmPdf };
}

/** The calls of the document viewers (capture and workflow share them). */
export function createEInvoiceUseCases(deps: EInvoiceDependencies) {
  const access = createEInvoiceAccess(deps);
  return {
    ...createEInvoiceRecordUseCases(deps, access),
    ...createEInvoiceNoteUseCases(deps, access),
    ...createEInvoiceReadableUseCases(deps, access),
  };
}
