import { z } from 'zod';
import { validateRange } from '../masterdata/masterdata.validation.js';
import { isDigits, issue } from '../validation.js';
import { defineSetting, requiredText, type SettingDefinition } from './settings.definition.js';
import { validateDatevOptions, validateKeyCombinations } from './settings.rules.js';

/** Accounting of a Mandant: checks, quick-booking keys, text choices, ranges, DATEV/ADDISON/ADATA options. */
export const accountingSettings = {
  accountNumberCheck: defineSetting({
    call: 'accountnumbercheck',
    base: 'settings',
    scope: 'mandant',
    section: 'accounting',
    schema: z.object({ enabled: z.boolean(), mode: z.enum(['WARNEN', 'SPERREN']) }),
    defaultValue: { enabled: true, mode: 'WARNEN' },
  }),
  invoiceCheckOnInput: defineSetting({
    call: 'invoicecheckoninput',
    base: 'settings',
    scope: 'mandant',
    section: 'accounting',
    schema: z.object({
      duplicateInvoiceNumber: z.boolean(),
      invoiceNumberPattern: z.boolean(),
      vatId: z.boolean(),
    }),
    defaultValue: { duplicateInvoiceNumber: true, invoiceNumberPattern: true, vatId: false },
  }),
  /** The goods-receipt (receipt workflow) option: order matching in the workflow and the invoice check. */
  goodsReceipt: defineSetting({
    call: 'goodsreceipt',
    base: 'settings',
    scope: 'mandant',
    section: 'accounting',
    schema: z.object({ receiptWorkflow: z.boolean() }),
    defaultValue: { receiptWorkflow: true },
  }),
  quickBookingKeys: defineSetting({
    call: 'quickbookingkeys',
    base: 'settings',
    scope: 'mandant',
    section: 'accounting',
    schema: z.object({
      keys: z
        .array(
          z.object({
            key: z.string().max(30),
            account: z.string().max(9),
            taxCode: z.string().max(4),
            bookingText: z.string().max(60),
          }),
        )
        .max(24),
    }),
    defaultValue: { keys: [] },
    validate: (value) => [
      ...validateKeyCombinations(
        value.keys.map((entry) => entry.key),
        'keys',
      ),
      ...value.keys.flatMap((entry, index) =>
        isDigits(entry.account)
          ? []
          : [issue(`keys.${index}.account`, 'masterdata.account_number_not_numeric')],
      ),
    ],
  }),
  textChoices: defineSetting({
    call: 'textchoices',
    base: 'settings',
    scope: 'mandant',
    section: 'accounting',
    schema: z.object({ texts: z.array(requiredText(60)).max(200) }),
    defaultValue: { texts: ['Wareneingang', 'Bürobedarf', 'Porto', 'Telefon', 'Reisekosten', 'Bewirtung'] },
  }),
  personalAccountRanges: defineSetting({
    call: 'personalaccountranges',
    base: 'settings',
    scope: 'mandant',
    section: 'accounting',
    schema: z.object({
      debitorFrom: z.string().max(9),
      debitorTo: z.string().max(9),
      kreditorFrom: z.string().max(9),
      kreditorTo: z.string().max(9),
    }),
    defaultValue: { debitorFrom: '10000', debitorTo: '69999', kreditorFrom: '70000', kreditorTo: '99999' },
    validate: (value) => [
      ...validateRange({ from: value.debitorFrom, to: value.debitorTo }).map((found) => ({
        ...found,
        path: found.path === 'from' ? 'debitorFrom' : 'debitorTo',
      })),
      ...validateRange({ from: value.kreditorFrom, to: value.kreditorTo }).map((found) => ({
        ...found,
        path: found.path === 'from' ? 'kreditorFrom' : 'kreditorTo',
      })),
    ],
  }),
  datevOptions: defineSetting({
    call: 'datevudoptions',
    base: 'mandanten',
    scope: 'mandant',
    section: 'datev',
    schema: z.object({
      adviserNumber: z.string().max(10),
      clientNumber: z.string().max(10),
      identityNumber: z.string().max(10),
      year: z.string().max(4),
      accountingNumber: z.string().max(4),
      accountLength: z.number().int().min(4).max(8),
      costSystems: z.enum(['KEINE', 'KOST1', 'KOST1_KOST2']),
      lockBookings: z.boolean(),
    }),
    defaultValue: {
      adviserNumber: '1001',
      clientNumber: '1',
      identityNumber: '',
      year: String(new Date().getFullYear()),
      accountingNumber: '1',
      accountLength: 4,
      costSystems: 'KOST1_KOST2',
      lockBookings: false,
    },
    validate: validateDatevOptions,
  }),
  addisonOptions: defineSetting({
    call: 'addisonudoptions',
    base: 'mandanten',
    scope: 'mandant',
    section: 'accounting',
    schema: z.object({
      companyNumber: z.string().max(10),
      bookingCircle: z.string().max(20),
      transferDocumentImages: z.boolean(),
    }),
    defaultValue: { companyNumber: '', bookingCircle: '', transferDocumentImages: true },
    validate: (value) =>
      value.companyNumber && !isDigits(value.companyNumber)
        ? [issue('companyNumber', 'masterdata.account_number_not_numeric')]
        : [],
  }),
  adataOptions: defineSetting({
    call: 'adataudoptions',
    base: 'mandanten',
    scope: 'mandant',
    section: 'accounting',
    /** The export writes files ADATA imports; whether they carry the document images is the one choice. */
    schema: z.object({ transferDocumentImages: z.boolean() }),
    defaultValue: { transferDocumentImages: true },
  }),
} satisfies Record<string, SettingDefinition>;
