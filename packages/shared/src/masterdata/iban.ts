/**
 * IBAN and BIC checks (ISO 13616 / ISO 9362). Pure, shared by the server (`checkIBAN`) and the forms.
 */

/** IBAN length per country, from the public IBAN registry. */
const ibanLengths: Record<string, number> = Object.fromEntries(
  [
    'AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DK18 DO28 EE20',
    'EG29 ES24 FI18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HR21 HU28 IE22 IL23 IQ23 IS26 IT27 JO30',
    'KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 MC27 MD24 ME22 MK19 MR27 MT31 MU30 NL18 NO15 PK24 PL28',
    'PS29 PT25 QA29 RO24 RS22 SA24 SC31 SE24 SI19 SK24 SM27 ST25 SV28 TL23 TN24 TR26 UA29 VA22 VG24',
    'XK20',
  ]
    .join(' ')
    .split(' ')
    .map((entry) => [entry.slice(0, 2), Number(entry.slice(2))]),
);

/** Removes blanks and upper-cases, so "de89 3704 0044 0532 0130 00" compares equal to its print form. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s\u00a0-]+/g, '').toUpperCase();
}

/** The ISO 7064 MOD 97-10 remainder of the rearranged IBAN; 1 for a valid one. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = ibanLengths[iban.slice(0, 2)];
  if (expected === undefined || iban.length !== expected) return false;
  return mod97(iban) === 1;
}

export type IbanCheck = {
  valid: boolean;
  iban: string;
  countryCode: string;
  /** German IBANs only: the Bankleitzahl and account number they contain. */
  bankCode: string | null;
  accountNumber: string | null;
};

export function checkIban(input: string): IbanCheck {
  const iban = normalizeIban(input);
  const valid = isValidIban(iban);
  const german = valid && iban.startsWith('DE');
  return {
    valid,
    iban,
    countryCode: iban.slice(0, 2),
    bankCode: german ? iban.slice(4, 12) : null,
    accountNumber: german ? iban.slice(12).replace(/^0+/, '') : null,
  };
}

export function normalizeBic(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** 8 or 11 characters: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function isValidBic(input: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normalizeBic(input));
}
