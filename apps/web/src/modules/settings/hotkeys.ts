import { normalizeKeyCombination } from '@belegfluss/shared';

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

const keyNames: Record<string, string> = { ' ': 'Space', Esc: 'Escape', Del: 'Delete' };

/**
 * A key press in the form the hotkey settings store ("Ctrl+S", "Ctrl+Pagedown", "F5"); null for a
 * key a binding cannot name (a lone modifier, the arrows). Cmd on a Mac counts as Ctrl.
 */
export function hotkeyOfEvent(event: KeyPress): string | null {
  if (['Control', 'Alt', 'Shift', 'Meta'].includes(event.key)) return null;
  const key = keyNames[event.key] ?? event.key;
  const modifiers = [
    ...(event.ctrlKey || event.metaKey ? ['Ctrl'] : []),
    ...(event.altKey ? ['Alt'] : []),
    ...(event.shiftKey ? ['Shift'] : []),
  ];
  return normalizeKeyCombination([...modifiers, key].join('+'));
}
