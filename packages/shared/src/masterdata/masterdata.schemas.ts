import { z } from 'zod';
import {
  accountFrames,
  accountKinds,
  accountOrigins,
  costCentreKinds,
  ledgerAccountKinds,
  masterdataTransferKinds,
  personalAccountKinds,
  transferFormats,
  vatCases,
} from './masterdata.enums.js';

/** Numbers arrive as text from forms and files; the rules (numeric, range) give the spec's messages. */
const numberText = z
  .union([z.string().max(20), z.number().int().nonnegative()])
  .transform((value) => String(value).trim());
const optionalNumberText = numberText.optional();

/** "List page index NaN becomes 0" (spec 002, section 7): anything that is not a page number means page 0. */
export const pageIndexSchema = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value) => {
    const page = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
    return Number.isFinite(page) && page > 0 ? Math.floor(page) : 0;
  });
export const pageSizeSchema = z.coerce.number().int().min(1).max(1000).default(100);

export const mandantIdsBodySchema = z.object({
  mandantId: z.uuid(),
  ids: z.array(z.uuid()).min(1).max(1000),
});
export const mandantIdBodySchema = z.object({ mandantId: z.uuid(), id: z.uuid() });

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int() });
}
/** One page of a list answer (`pagedSchema`). */
export type Page<T> = { items: T[]; total: number; page: number };

export const sortDirectionSchema = z.enum(['asc', 'desc']).default('asc');

// ── Ledger accounts, sub-accounts (and the basic fields of personal accounts through /konten) ──

export const accountSchema = z.object({
  id: z.uuid(),
  mandantId: z.uuid(),
  kind: z.enum(accountKinds),
  number: z.number().int(),
  name: z.string(),
  nameLong: z.string(),
  parentNumber: z.number().int().nullable(),
  active: z.boolean(),
  origin: z.string(),
  updatedAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountListQuerySchema = z.object({
  mandantId: z.uuid(),
  kind: z.enum(accountKinds).default('SACHKONTO'),
  search: z.string().max(100).optional(),
  page: pageIndexSchema,
  pageSize: pageSizeSchema,
  sort: z.enum(['number', 'name']).default('number'),
  direction: sortDirectionSchema,
});
export const accountPageSchema = pagedSchema(accountSchema);

export const accountExistsQuerySchema = z.object({ mandantId: z.uuid(), number: z.string().max(20) });
export const accountExistsSchema = z.object({
  exists: z.boolean(),
  kind: z.enum(accountKinds).nullable(),
  name: z.string().nullable(),
});

export const accountAddSchema = z.object({
  mandantId: z.uuid(),
  kind: z.enum(accountKinds),
  number: numberText,
  name: z.string().max(255),
  nameLong: z.string().max(500).optional(),
  parentNumber: optionalNumberText,
  active: z.boolean().default(true),
});
export type AccountAdd = z.input<typeof accountAddSchema>;

export const accountEditSchema = accountAddSchema.omit({ kind: true }).extend({ id: z.uuid() });
export type AccountEdit = z.input<typeof accountEditSchema>;

/** The account frame a caller names: anything else answers "Der Kontenrahmen ist unbekannt.". */
export const accountFrameInputSchema = z.enum(accountFrames, { message: 'masterdata.account_frame_unknown' });
/** "Kontenrahmen übernehmen": the chosen chart, or the one named (which then becomes the chosen chart). */
export const accountFrameSchema = z.object({
  mandantId: z.uuid(),
  frame: accountFrameInputSchema.optional(),
});
export const accountChartQuerySchema = z.object({ mandantId: z.uuid() });
export const accountChartChoiceSchema = z.object({ mandantId: z.uuid(), frame: accountFrameInputSchema });
export const accountChartSchema = z.object({ frame: z.enum(accountFrames).nullable() });
export const accountFrameResultSchema = z.object({ created: z.number().int(), skipped: z.number().int() });
export const accountFrameInfoSchema = z.object({
  frame: z.enum(accountFrames),
  accounts: z.number().int(),
});

export const ledgerAccountKindSchema = z.enum(ledgerAccountKinds);
export const accountOriginSchema = z.enum(accountOrigins);

// ── Personal accounts (Debitoren, Kreditoren) with the creditor master data of spec 002 ──

/** Every master data field of a personal account that `saveinfo` writes. */
export const personalAccountInfoFields = {
  shortName: z.string().max(50).default(''),
  company: z.string().max(255).default(''),
  street: z.string().max(255).default(''),
  zip: z.string().max(20).default(''),
  city: z.string().max(255).default(''),
  poBox: z.string().max(20).default(''),
  countryCode: z.string().max(2).default(''),
  phone1: z.string().max(60).default(''),
  phone2: z.string().max(60).default(''),
  email: z.string().max(255).default(''),
  bankCode1: z.string().max(20).default(''),
  bankCode2: z.string().max(20).default(''),
  accountNumber1: z.string().max(40).default(''),
  accountNumber2: z.string().max(40).default(''),
  iban: z.string().max(50).default(''),
  bic: z.string().max(20).default(''),
  taxNumber: z.string().max(30).default(''),
  vatId: z.string().max(20).default(''),
  invoiceNumberPattern: z.string().max(100).default(''),
  euSupplier: z.boolean().default(false),
  creditForNegativeAmount: z.boolean().default(false),
  contraAccount: optionalNumberText,
  cost1: z.string().max(36).default(''),
  cost2: z.string().max(36).default(''),
  alternativeBookingAccount: optionalNumberText,
  section13bCheck: z.boolean().default(false),
  differentBillingAddress: z.boolean().default(false),
  billingName: z.string().max(255).default(''),
  billingStreet: z.string().max(255).default(''),
  billingZip: z.string().max(20).default(''),
  billingCity: z.string().max(255).default(''),
  billingCountryCode: z.string().max(2).default(''),
};

export const personalAccountInfoSchema = z.object(personalAccountInfoFields);
export type PersonalAccountInfoInput = z.input<typeof personalAccountInfoSchema>;
export type PersonalAccountInfo = z.output<typeof personalAccountInfoSchema>;

export const personalAccountSchema = z.object({
  id: z.uuid(),
  mandantId: z.uuid(),
  kind: z.enum(personalAccountKinds),
  number: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  origin: z.string(),
  updatedAt: z.string(),
  shortName: z.string(),
  company: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  poBox: z.string(),
  countryCode: z.string(),
  phone1: z.string(),
  phone2: z.string(),
  email: z.string(),
  bankCode1: z.string(),
  bankCode2: z.string(),
  accountNumber1: z.string(),
  accountNumber2: z.string(),
  iban: z.string(),
  bic: z.string(),
  taxNumber: z.string(),
  vatId: z.string(),
  invoiceNumberPattern: z.string(),
  euSupplier: z.boolean(),
  creditForNegativeAmount: z.boolean(),
  contraAccount: z.number().int().nullable(),
  cost1: z.string(),
  cost2: z.string(),
  alternativeBookingAccount: z.number().int().nullable(),
  section13bCheck: z.boolean(),
  differentBillingAddress: z.boolean(),
  billingName: z.string(),
  billingStreet: z.string(),
  billingZip: z.string(),
  billingCity: z.string(),
  billingCountryCode: z.string(),
});
export type PersonalAccount = z.infer<typeof personalAccountSchema>;

export const personalAccountListQuerySchema = z.object({
  mandantId: z.uuid(),
  kind: z.enum(personalAccountKinds).optional(),
  search: z.string().max(100).optional(),
  page: pageIndexSchema,
  pageSize: pageSizeSchema,
  sort: z.enum(['number', 'name', 'city']).default('number'),
  direction: sortDirectionSchema,
});
export const personalAccountPageSchema = pagedSchema(personalAccountSchema);

export const personalAccountAddSchema = z.object({
  mandantId: z.uuid(),
  kind: z.enum(personalAccountKinds),
  number: numberText,
  name: z.string().max(255),
  active: z.boolean().default(true),
  ...personalAccountInfoFields,
});
export type PersonalAccountAdd = z.input<typeof personalAccountAddSchema>;

export const personalAccountEditSchema = personalAccountAddSchema
  .omit({ kind: true })
  .extend({ id: z.uuid() });
export type PersonalAccountEdit = z.input<typeof personalAccountEditSchema>;

export const personalAccountSaveInfoSchema = z.object({
  mandantId: z.uuid(),
  id: z.uuid(),
  ...personalAccountInfoFields,
});

export const personalAccountSearchQuerySchema = z.object({
  mandantId: z.uuid(),
  kind: z.enum(personalAccountKinds).optional(),
  q: z.string().max(100),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const personalAccountHitSchema = z.object({
  id: z.uuid(),
  kind: z.enum(personalAccountKinds),
  number: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  city: z.string(),
  iban: z.string(),
  vatId: z.string(),
});
export type PersonalAccountHit = z.infer<typeof personalAccountHitSchema>;

export const freeNumberQuerySchema = z.object({
  mandantId: z.uuid(),
  kind: z.enum(personalAccountKinds),
  from: z.string().max(20).optional(),
  to: z.string().max(20).optional(),
});
export const freeNumberSchema = z.object({ number: z.number().int() });

export const countryCodeSchema = z.object({ code: z.string(), name: z.string(), eu: z.boolean() });

export const bookingProposalInputSchema = z.object({
  accountNumber: numberText,
  taxCode: z.string().max(4).default(''),
  cost1: z.string().max(36).default(''),
  cost2: z.string().max(36).default(''),
  bookingText: z.string().max(60).default(''),
});
export const bookingProposalSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  accountNumber: z.number().int(),
  accountName: z.string().nullable(),
  taxCode: z.string(),
  cost1: z.string(),
  cost2: z.string(),
  bookingText: z.string(),
  usageCount: z.number().int(),
  lastUsedAt: z.string().nullable(),
});
export type BookingProposal = z.infer<typeof bookingProposalSchema>;
export const bookingProposalQuerySchema = z.object({
  mandantId: z.uuid(),
  personalAccountId: z.uuid(),
});
export const bookingProposalSaveSchema = z.object({
  mandantId: z.uuid(),
  personalAccountId: z.uuid(),
  proposals: z.array(bookingProposalInputSchema).max(50),
});
export const accountProposalSchema = z.object({
  accountNumber: z.number().int(),
  accountName: z.string().nullable(),
  usageCount: z.number().int(),
});

// ── Cost centres ──

export const costCentreSchema = z.object({
  id: z.uuid(),
  mandantId: z.uuid(),
  kind: z.number().int(),
  number: z.string(),
  name: z.string(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type CostCentre = z.infer<typeof costCentreSchema>;

/** The decoded list filter; the call carries it as base64-encoded JSON (spec 002, section 7). */
export const costCentreFilterSchema = z.object({
  kind: z.union([z.literal(1), z.literal(2)]).optional(),
  search: z.string().max(100).optional(),
  activeOnly: z.boolean().optional(),
  page: pageIndexSchema,
  pageSize: pageSizeSchema,
  sort: z.enum(['number', 'name']).default('number'),
  direction: sortDirectionSchema,
});
export type CostCentreFilter = z.input<typeof costCentreFilterSchema>;
export const costCentreListQuerySchema = z.object({
  mandantId: z.uuid(),
  filter: z.string().max(2000).optional(),
});
export const costCentrePageSchema = pagedSchema(costCentreSchema);

export const costCentreAddSchema = z.object({
  mandantId: z.uuid(),
  kind: z.union([z.literal(costCentreKinds[0]), z.literal(costCentreKinds[1])]).default(1),
  number: z.string().max(36),
  name: z.string().max(255).default(''),
  active: z.boolean().default(true),
  /** The answer to "cost centre already exists, overwrite?". */
  overwrite: z.boolean().default(false),
});
export type CostCentreAdd = z.input<typeof costCentreAddSchema>;
export const costCentreEditSchema = costCentreAddSchema.omit({ overwrite: true }).extend({ id: z.uuid() });

// ── Tags (Schlagworte), through /fields ──

export const tagSchema = z.object({ id: z.uuid(), mandantId: z.uuid(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;
export const tagAddSchema = z.object({ mandantId: z.uuid(), name: z.string().max(100) });
export const tagUpdateSchema = tagAddSchema.extend({ id: z.uuid() });

// ── Vorgangsarten (process types), through /vorgang ──

export const vorgangSchema = z.object({
  id: z.uuid(),
  mandantId: z.uuid(),
  kuerzel: z.string(),
  name: z.string(),
  description: z.string(),
  prefix: z.string(),
  nextNumber: z.number().int(),
  active: z.boolean(),
});
export type Vorgang = z.infer<typeof vorgangSchema>;
export const vorgangAddSchema = z.object({
  mandantId: z.uuid(),
  kuerzel: z.string().max(20),
  name: z.string().max(255),
  description: z.string().max(999).default(''),
  prefix: z.string().max(20).default(''),
  nextNumber: z.number().int().min(1).max(999_999_999).default(1),
  active: z.boolean().default(true),
});
export const vorgangEditSchema = vorgangAddSchema.extend({ id: z.uuid() });

// ── Bank accounts of the Mandant (own accounts) ──

export const bankAccountSchema = z.object({
  id: z.uuid(),
  mandantId: z.uuid(),
  accountName: z.string(),
  iban: z.string(),
  bic: z.string(),
  isDefault: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountAddSchema = z.object({
  mandantId: z.uuid(),
  accountName: z.string().max(100),
  iban: z.string().max(50),
  bic: z.string().max(20),
  isDefault: z.boolean().default(false),
});
export type BankAccountAdd = z.input<typeof bankAccountAddSchema>;
export const bankAccountEditSchema = bankAccountAddSchema.extend({ id: z.uuid() });
export const checkIbanQuerySchema = z.object({ iban: z.string().max(60) });
export const checkIbanSchema = z.object({
  valid: z.boolean(),
  iban: z.string(),
  countryCode: z.string(),
  bankCode: z.string().nullable(),
  accountNumber: z.string().nullable(),
});

// ── Imports and exports ──

export const importFieldsSchema = z.object({
  mandantId: z.uuid(),
  kind: z.enum(masterdataTransferKinds),
});
export const masterdataImportSchema = z.object({
  id: z.uuid(),
  mandantId: z.uuid(),
  kind: z.enum(masterdataTransferKinds),
  format: z.enum(transferFormats),
  fileName: z.string(),
  jobId: z.uuid(),
  createdAt: z.string(),
  createdBy: z.uuid().nullable(),
});
export type MasterdataImport = z.infer<typeof masterdataImportSchema>;
export const importResultSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  format: z.enum(transferFormats),
  encoding: z.string(),
  formatVersion: z.number().int().nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const exportQuerySchema = z.object({
  mandantId: z.uuid(),
  format: z.enum(transferFormats).default('CSV'),
});

export const changedRowsSchema = z.object({ deleted: z.number().int() });

/** Completion of ledger accounts: digits match the number's start, text the name's start. */
export const accountCompletionQuerySchema = z.object({
  mandantId: z.uuid(),
  term: z.string().max(100),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export const accountTaxFunctionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('automatic'),
    vatCase: z.enum(vatCases).exclude(['none']),
    rate: z.union([z.literal(7), z.literal(19)]),
  }),
  z.object({
    kind: z.literal('taxAccount'),
    side: z.enum(['input', 'output']),
    rate: z.union([z.literal(7), z.literal(19)]).nullable(),
  }),
  z.object({ kind: z.literal('noTaxKey') }),
  z.object({ kind: z.literal('plain') }),
]);
export const bookingAccountSchema = z.object({
  number: z.number().int(),
  name: z.string(),
  kind: z.enum(ledgerAccountKinds),
  active: z.boolean(),
  tax: accountTaxFunctionSchema,
});
export type CompletedAccount = z.infer<typeof bookingAccountSchema>;

/** The tax key a booking line on an account needs. */
export const taxKeyQuerySchema = z.object({
  mandantId: z.uuid(),
  account: z
    .string()
    .max(20)
    .regex(/^\d{1,9}$/, { message: 'masterdata.account_number_not_numeric' })
    .transform(Number),
  vatCase: z.enum(vatCases, { message: 'masterdata.vat_case_unknown' }),
  rate: z.coerce.number({ message: 'masterdata.tax_rate_invalid' }),
});
export const taxKeyDecisionSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('key'), key: z.string() }),
  z.object({ outcome: z.literal('noKey') }),
  z.object({
    outcome: z.literal('automatic'),
    vatCase: z.enum(vatCases).exclude(['none']),
    rate: z.union([z.literal(7), z.literal(19)]),
  }),
  z.object({ outcome: z.literal('refused'), code: z.string(), message: z.string() }),
]);
