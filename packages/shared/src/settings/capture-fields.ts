/**
 * The fields of the capture mask that settings refer to (required, active, tab order, captions).
 * Names follow the index keys of the specification (Konto, Datum, Umsatz) and DATEV's booking
 * fields; the capture mask maps its inputs onto these names.
 */
export const captureFields = [
  'Konto',
  'Gegenkonto',
  'Datum',
  'Belegnummer',
  'Umsatz',
  'Netto',
  'MwSt',
  'Steuerschluessel',
  'Waehrung',
  'Buchungstext',
  'Zusatztext1',
  'Zusatztext2',
  'Zusatztext3',
  'KOST1',
  'KOST2',
  'Leistungsdatum',
  'Faelligkeit',
  'Skonto',
  'UStId',
  'IBAN',
  'BIC',
  'Bestellnummer',
  'Projekt',
] as const;
export type CaptureField = (typeof captureFields)[number];

/**
 * Actions of the capture screen that keys can be bound to (key assignment dialog); the capture
 * screen's shortcut handler performs each of them.
 */
export const hotkeyActions = [
  'SPEICHERN',
  'NAECHSTES_DOKUMENT',
  'VORHERIGES_DOKUMENT',
  'NAECHSTE_SEITE',
  'VORHERIGE_SEITE',
  'SEITE_DREHEN',
  'ANALYSE_STARTEN',
  'ZOOM_EINPASSEN',
] as const;
export type HotkeyAction = (typeof hotkeyActions)[number];

/**
 * A key combination in a canonical form: modifiers in the order Ctrl, Alt, Shift, then the key,
 * joined by "+", e.g. "Ctrl+Shift+S" or "F5". Returns null when the text is not a combination.
 */
export function normalizeKeyCombination(text: string): string | null {
  const parts = text
    .split('+')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const modifiers = new Set<string>();
  let key: string | null = null;
  for (const part of parts) {
    const lower = part.toLowerCase();
    if (lower === 'ctrl' || lower === 'strg' || lower === 'control') modifiers.add('Ctrl');
    else if (lower === 'alt') modifiers.add('Alt');
    else if (lower === 'shift' || lower === 'umschalt') modifiers.add('Shift');
    else if (key !== null) return null;
    else if (/^f([1-9]|1[0-2])$/i.test(part)) key = part.toUpperCase();
    else if (/^[a-z0-9]$/i.test(part)) key = part.toUpperCase();
    else if (/^(enter|tab|escape|esc|delete|entf|insert|home|end|pageup|pagedown|space)$/i.test(part))
      key = part[0]!.toUpperCase() + part.slice(1).toLowerCase();
    else return null;
  }
  if (key === null) return null;
  return [...['Ctrl', 'Alt', 'Shift'].filter((modifier) => modifiers.has(modifier)), key].join('+');
}
