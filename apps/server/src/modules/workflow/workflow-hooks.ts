import type { BeforeSubmitHook, BeforeSubmitInput } from './workflow.ports.js';

/**
 * Runs the before-submit checks in order inside the action's transaction. A check refuses by
 * throwing (the action is not carried out) or returns text that is appended to the note; the note
 * as the checks left it is returned.
 */
export async function runBeforeSubmitHooks(
  hooks: readonly BeforeSubmitHook[],
  input: BeforeSubmitInput,
): Promise<string> {
  let note = input.note;
  for (const hook of hooks) {
    const outcome = await hook({ ...input, note });
    if (outcome?.appendNote) note = note ? `${note} ${outcome.appendNote}` : outcome.appendNote;
  }
  return note;
}
