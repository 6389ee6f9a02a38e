import type { UnsavedChangesModeValue } from '@belegfluss/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { unsavedDecision } from './capture.view-model.js';

type Options = {
  dirty: boolean;
  mode: UnsavedChangesModeValue;
  /** Saves the mask; resolves false when saving failed (the user then stays). */
  save: () => Promise<boolean>;
  discard: () => void;
};

/**
 * Applies the unsaved-changes choice to every way out of a changed mask: another document, stack or
 * Mandant (wrap the change in `guard`), another page of the product (route change) and closing the
 * browser tab (the browser's own question; it cannot wait for a save).
 */
export function useUnsavedChangesGuard({ dirty, mode, save, discard }: Options) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const latest = useRef({ dirty, mode, save, discard });
  useEffect(() => {
    latest.current = { dirty, mode, save, discard };
  });

  const guard = useCallback((action: () => void) => {
    const current = latest.current;
    switch (unsavedDecision(current.dirty, current.mode)) {
      case 'proceed':
        return action();
      case 'discard':
        current.discard();
        return action();
      case 'save':
        return void current.save().then((saved) => saved && action());
      case 'ask':
        return setPending(() => action);
    }
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsavedDecision(dirty, mode) !== 'proceed' && currentLocation.pathname !== nextLocation.pathname,
  );
  const blockerRef = useRef(blocker);
  useEffect(() => {
    blockerRef.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const current = latest.current;
    const proceed = () => blockerRef.current.proceed?.();
    // A failed save keeps the user on the page; asking leaves the decision to the dialog.
    if (unsavedDecision(current.dirty, current.mode) === 'save')
      void current.save().then((saved) => (saved ? proceed() : blockerRef.current.reset?.()));
    else guard(proceed);
  }, [blocker.state, guard]);

  useEffect(() => {
    if (!dirty || mode === 'not_save') return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [dirty, mode]);

  const cancel = useCallback(() => {
    setPending(null);
    blockerRef.current.reset?.();
  }, []);

  return {
    guard,
    dialog: {
      opened: pending !== null,
      onCancel: cancel,
      onDiscard: () => {
        const action = pending;
        setPending(null);
        latest.current.discard();
        action?.();
      },
      onSave: async () => {
        const action = pending;
        setPending(null);
        if (await latest.current.save()) action?.();
        else blockerRef.current.reset?.();
      },
    },
  };
}
