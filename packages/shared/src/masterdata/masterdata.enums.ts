/** Kinds of accounts of spec 002, section 3: ledger accounts, sub-accounts, debtors and creditors. */
export const AccountKind = {
  sachkonto: 'SACHKONTO',
  unterkonto: 'UNTERKONTO',
  debitor: 'DEBITOR',
  kreditor: 'KREDITOR',
} as const;
export type AccountKindValue = (typeof AccountKind)[keyof typeof AccountKind];
export const accountKinds = Object.values(AccountKind) as [AccountKindValue, ...AccountKindValue[]];

export const ledgerAccountKinds = [AccountKind.sachkonto, AccountKind.unterkonto] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];
export const personalAccountKinds = [AccountKind.debitor, AccountKind.kreditor] as const;
export type PersonalAccountKind = (typeof personalAccountKinds)[number];

export function isPersonalAccountKind(kind: AccountKindValue): kind is PersonalAccountKind {
  return kind === AccountKind.debitor || kind === AccountKind.kreditor;
}

/** Cost centres come in two kinds, as DATEV's KOST1 and KOST2. */
export const costCentreKinds = [1, 2] as const;
export type CostCentreKind = (typeof costCentreKinds)[number];

/** Standard charts of accounts a Mandant can start from. */
export const accountFrames = ['SKR03', 'SKR04'] as const;
export type AccountFrame = (typeof accountFrames)[number];

/**
 * How VAT arises on a booking line: none, bought (Vorsteuer), sold (Umsatzsteuer), §13b reverse
 * charge, intra-EU acquisition (innergemeinschaftlicher Erwerb).
 */
export const vatCases = ['none', 'input', 'output', 'reverseCharge', 'intraEuAcquisition'] as const;
export type VatCase = (typeof vatCases)[number];
/** The German VAT rates a booking line carries, in per cent. */
export const bookingVatRates = [0, 7, 19] as const;
export type BookingVatRate = (typeof bookingVatRates)[number];

/** What an import or export carries. */
export const MasterdataTransferKind = {
  accounts: 'ACCOUNTS',
  costCentres: 'COST_CENTRES',
  personalAccounts: 'PERSONAL_ACCOUNTS',
} as const;
export type MasterdataTransferKindValue =
  (typeof MasterdataTransferKind)[keyof typeof MasterdataTransferKind];
export const masterdataTransferKinds = Object.values(MasterdataTransferKind) as [
  MasterdataTransferKindValue,
  ...MasterdataTransferKindValue[],
];

/** File formats: our own CSV (semicolon, German headings) and DATEV's EXTF format. */
export const transferFormats = ['CSV', 'DATEV'] as const;
export type TransferFormat = (typeof transferFormats)[number];

/** Where an account came from. */
export const accountOrigins = ['manual', 'import', 'SKR03', 'SKR04'] as const;
export type AccountOrigin = (typeof accountOrigins)[number];

/**
 * Default number ranges for personal accounts with four-digit ledger accounts (DATEV convention):
 * debtors 10000–69999, creditors 70000–99999. A Mandant can set its own ranges.
 */
export const defaultPersonalAccountRanges: Record<PersonalAccountKind, { from: number; to: number }> = {
  DEBITOR: { from: 10000, to: 69999 },
  KREDITOR: { from: 70000, to: 99999 },
};

/** Account numbers have at most nine digits (DATEV: eight-digit ledger accounts, nine-digit personal ones). */
export const MAX_ACCOUNT_NUMBER = 999_999_999;
