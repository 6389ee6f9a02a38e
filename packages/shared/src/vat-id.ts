/**
 * National formats of VAT identification numbers after the two-letter prefix (the EU's published
 * formats; Greece uses EL, Northern Ireland XI). France: 2 check characters (digits or letters
 * except O and I) and the 9-digit SIREN. Used by the extraction (server) and by form checks.
 */
export const vatIdFormats: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CH: /^E\d{9}(MWST|TVA|IVA)?$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GB: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d{7}[A-W][A-I]?$|^\d[A-Z+*]\d{5}[A-W]$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  NO: /^\d{9}(MVA)?$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12})$/,
};

/** Whether a compact VAT ID ("FRXX123456789") has its country's format; false for unknown prefixes. */
export function hasVatIdFormat(compactVatId: string): boolean {
  const format = vatIdFormats[compactVatId.slice(0, 2)];
  return Boolean(format?.test(compactVatId.slice(2)));
}
