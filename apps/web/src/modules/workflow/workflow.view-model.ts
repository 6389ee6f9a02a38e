import { StampSignal, type WorkflowDetail } from '@belegfluss/shared';

/** Which part of the workflow screen a phone or tablet shows (desktop shows both). */
export type CompactView = 'list' | 'detail';

/**
 * The mobile/tablet view switch of spec 001: after a submit the list comes back; when the workflow
 * becomes locked the index/document view shows; choosing a workflow opens it.
 */
export function nextCompactView(
  current: CompactView,
  event: 'selected' | 'submitted' | 'locked' | 'back',
): CompactView {
  switch (event) {
    case 'submitted':
    case 'back':
      return 'list';
    case 'locked':
    case 'selected':
      return 'detail';
  }
  return current;
}

/** The stamp rule of spec 001: the action approves only if the stamp signal was 'Genehmigt'. */
export function stampApproves(signal: string): boolean {
  return signal === StampSignal.Genehmigt;
}

/** What the user's decision was, for the confirmation after it. */
export type SubmitOutcome = 'approved' | 'rejected' | 'acknowledged';

export function submitOutcome(signal: string | null): SubmitOutcome {
  if (signal === null) return 'acknowledged';
  return stampApproves(signal) ? 'approved' : 'rejected';
}

/**
 * The workflow to open after one left the list: the one below it, else the one above, else none
 * (the list is empty). `ids` is the list as it was before the workflow left it.
 */
export function nextWorkflowAfter(ids: readonly string[], doneId: string): string | null {
  const index = ids.indexOf(doneId);
  if (index === -1) return ids[0] ?? null;
  return ids[index + 1] ?? ids[index - 1] ?? null;
}

export type DetailTab = 'document' | 'index' | 'history' | 'monitor' | 'booking' | 'goods-receipt';

/**
 * Tab order of the workflow detail: history first when the user has WORKFLOW_SHOW_HISTORIE_FIRST;
 * the goods-receipt panel for a workflow with a document; deep-link users see neither booking tab.
 */
export function detailTabs(
  detail: Pick<WorkflowDetail, 'ShowHistoryFirst' | 'DeepLink'> & { DocID?: string | null },
): DetailTab[] {
  const tabs: DetailTab[] = ['document', 'index', 'history', 'monitor', 'booking'];
  if (detail.DocID) tabs.push('goods-receipt');
  const ordered = detail.ShowHistoryFirst
    ? ['history' as const, ...tabs.filter((tab) => tab !== 'history')]
    : tabs;
  return detail.DeepLink ? ordered.filter((tab) => tab !== 'booking' && tab !== 'goods-receipt') : ordered;
}

/** The spec's error service text: '<operation message>: "<reason>"' (the reason alone when it is the operation's). */
export function operationErrorText(operationText: string, reason: string): string {
  return reason && reason !== operationText ? `${operationText}: "${reason}"` : operationText;
}

/** datetime-local input value → ISO string with offset. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO time as the value of a datetime-local input, in local time. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The address a deep link opens at: this client's page with the link's hash route (`/#/WFExtUser/DL/…`). */
export function absoluteLink(hashUrl: string, location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}${hashUrl.replace(/^\//, '')}`;
}
