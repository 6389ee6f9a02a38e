import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMessageBox } from '../../../ui/message-box/MessageBoxProvider.js';

/** Runs a change of the panel; false when it failed (the message is shown). */
export type PanelRun = (work: () => Promise<unknown>) => Promise<boolean>;

/** A change of the panel, after which its grids and totals for the document reload. */
export function usePanelRun(documentId: string): PanelRun {
  const queryClient = useQueryClient();
  const { showError } = useMessageBox();
  return useCallback(
    async (work) => {
      try {
        await work();
        return true;
      } catch (error) {
        void showError(error instanceof Error ? error.message : String(error));
        return false;
      } finally {
        await queryClient.invalidateQueries({ queryKey: ['goods-receipt', documentId] });
      }
    },
    [queryClient, showError, documentId],
  );
}
