import type { DocumentDetail, DocumentNode } from '@belegfluss/shared';
import { useEffect } from 'react';
import { isOpenDocumentOutdated } from './capture.view-model.js';

/**
 * Reloads the open document when the polled stack tree shows that a job (OCR, extraction, a rule)
 * changed it after it was opened, so the mask shows what the job filled. Changes the user is typing
 * are never replaced: while the mask is dirty the document stays as loaded.
 */
export function useOpenDocumentFollowsJobs(options: {
  loaded: DocumentDetail | undefined;
  nodes: DocumentNode[];
  dirty: boolean;
  reload: () => unknown;
}) {
  const { loaded, nodes, dirty, reload } = options;
  const polled = loaded ? nodes.find((node) => node.id === loaded.id) : undefined;
  const outdated = !!loaded && !!polled && isOpenDocumentOutdated(loaded, polled);
  useEffect(() => {
    if (outdated && !dirty) reload();
  }, [outdated, dirty, reload, polled?.updatedAt]);
}
