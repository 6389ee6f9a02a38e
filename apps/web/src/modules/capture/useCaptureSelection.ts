import type { DocumentNode } from '@belegfluss/shared';
import { useCallback, useState } from 'react';
import { useCaptureDeepLink, type CaptureLink } from './useCaptureDeepLink.js';

/**
 * Where the user is on the capture screen: Mandant, stack, ticked documents, open document, page,
 * selected pages and the last OCR selection. Every change of place goes through `guard` (the
 * unsaved-changes question), as does a deep link.
 */
export function useCaptureSelection(defaultMandantId: string | null) {
  const [chosenMandantId, setMandantId] = useState<string | null>(null);
  const mandantId = chosenMandantId ?? defaultMandantId;
  const [stackId, setStackId] = useState<string | null>(null);
  const [checkedIds, setCheckedIds] = useState<string[]>([]);
  const [documentId, setDocumentId] = useState<string | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const [selectedPageIds, setSelectedPageIds] = useState<string[]>([]);
  const [lastSelection, setLastSelection] = useState<string | null>(null);

  const openDocument = useCallback((id: string | null) => {
    setDocumentId(id);
    setPageIndex(0);
    setSelectedPageIds([]);
    setLastSelection(null);
  }, []);

  const toggleChecked = (id: string, checked: boolean) =>
    setCheckedIds((ids) => (checked ? [...ids, id] : ids.filter((other) => other !== id)));

  return {
    mandantId,
    setMandantId,
    stackId,
    setStackId,
    checkedIds,
    setCheckedIds,
    toggleChecked,
    documentId,
    setDocumentId,
    openDocument,
    pageIndex,
    setPageIndex,
    selectedPageIds,
    setSelectedPageIds,
    lastSelection,
    setLastSelection,
  };
}

type CaptureSelection = ReturnType<typeof useCaptureSelection>;

/** Moving to another document, stack or Mandant (or following a deep link), asked through `guard`. */
export function useCaptureNavigation(selection: CaptureSelection, guard: (action: () => void) => void) {
  const { documentId, stackId, setMandantId, setStackId, setCheckedIds, openDocument } = selection;

  function selectDocument(node: DocumentNode | string) {
    const id = typeof node === 'string' ? node : node.id;
    if (id !== documentId) guard(() => openDocument(id));
  }

  function selectStack(id: string) {
    guard(() => {
      setStackId(id === stackId ? null : id);
      setCheckedIds([]);
      openDocument(null);
    });
  }

  function selectMandant(id: string) {
    guard(() => {
      setMandantId(id);
      setStackId(null);
      setCheckedIds([]);
      openDocument(null);
    });
  }

  const openLink = useCallback(
    (link: CaptureLink) =>
      guard(() => {
        if (link.mandantId) setMandantId(link.mandantId);
        setStackId(link.stackId);
        setCheckedIds([]);
        openDocument(link.documentId);
      }),
    [guard, setMandantId, setStackId, setCheckedIds, openDocument],
  );
  useCaptureDeepLink(openLink);

  return { selectDocument, selectStack, selectMandant };
}
