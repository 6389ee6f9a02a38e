import type { KeyboardEvent } from 'react';

const NAVIGATION_KEYS = new Set([
  'Delete',
  'Backspace',
  'Tab',
  'Escape',
  'Enter',
  ',',
  '.',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/**
 * Keys a numeric input field accepts (spec 000, section 5): digits, Delete, Backspace, Tab, Esc,
 * Enter, comma, period, Ctrl+A/C/V/X, arrows, Home, End and function keys.
 */
export function isAllowedNumericKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  if (/^[0-9]$/.test(event.key)) return true;
  if (NAVIGATION_KEYS.has(event.key)) return true;
  if (/^F([1-9]|1[0-2])$/.test(event.key)) return true;
  return (event.ctrlKey || event.metaKey) && ['a', 'c', 'v', 'x'].includes(event.key.toLowerCase());
}

/** An onKeyDown handler for numeric fields that drops every other key. */
export function handleNumericKeyDown(event: KeyboardEvent) {
  if (!isAllowedNumericKey(event)) event.preventDefault();
}

/**
 * Encodes a query parameter value and also escapes - _ . ! ~ * ' ( ), which encodeURIComponent
 * leaves alone (spec 000, section 9).
 */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(
    /[-_.!~*'()]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}
