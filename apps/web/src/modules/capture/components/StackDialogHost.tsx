import type { Stack } from '@belegfluss/shared';
import { useState } from 'react';
import { ApiRequestError } from '../../../kernel/api-client.js';
import { captureApi } from '../capture.api.js';
import { StackDialogs, type StackDialog, type StackDialogResult } from './StackDialogs.js';

type Props = {
  mandantId: string | null;
  dialog: StackDialog | null;
  /** Stacks a transfer may go to (same type as the chosen one). */
  stacks: Stack[];
  onClose: () => void;
  onCreated: (stackId: string) => void;
  onDeleted: () => void;
  onChanged: () => Promise<void>;
};

/** Runs what the stack dialogs ask for (create, rename, properties, transfer, empty, delete). */
export function StackDialogHost({
  mandantId,
  dialog,
  stacks,
  onClose,
  onCreated,
  onDeleted,
  onChanged,
}: Props) {
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(result: StackDialogResult) {
    if (!mandantId || !dialog) return;
    setError(null);
    const stack = dialog.kind === 'create' ? null : dialog.stack;
    try {
      if (result.kind === 'create') onCreated((await captureApi.createStack({ mandantId, ...result })).id);
      else if (result.kind === 'rename' && stack)
        await captureApi.renameStack(mandantId, stack.id, result.name);
      else if (result.kind === 'properties' && stack)
        await captureApi.updateStack({ mandantId, stackId: stack.id, ...result });
      else if (result.kind === 'transfer' && stack)
        await captureApi.transferStack(mandantId, stack.id, result.targetStackId);
      else if (result.kind === 'empty' && stack) await captureApi.emptyStack(mandantId, stack.id);
      else if (result.kind === 'delete' && stack) {
        await captureApi.deleteStack(mandantId, stack.id);
        onDeleted();
      }
      onClose();
      await onChanged();
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : String(failure));
    }
  }

  return (
    <StackDialogs
      dialog={dialog}
      stacks={stacks}
      error={error}
      busy={false}
      onClose={() => {
        setError(null);
        onClose();
      }}
      onSubmit={(result) => void handleSubmit(result)}
    />
  );
}
