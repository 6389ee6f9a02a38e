import { z } from 'zod';

/** E-invoice states (spec 002, section 4). */
export const EInvoiceState = {
  approved: 'approved',
  flawed: 'flawed',
  cancelled: 'cancelled',
  rejected: 'rejected',
} as const;
export type EInvoiceStateValue = (typeof EInvoiceState)[keyof typeof EInvoiceState];
export const einvoiceStates = Object.values(EInvoiceState) as [EInvoiceStateValue, ...EInvoiceStateValue[]];

export const FindingLevel = { error: 'error', warning: 'warning', information: 'information' } as const;

const localizedSchema = z.object({ de: z.string(), en: z.string(), ru: z.string() });

export const einvoiceFindingSchema = z.object({
  ruleId: z.string(),
  level: z.enum(['error', 'warning', 'information']),
  message: localizedSchema,
  /** XML path of the element concerned. */
  location: z.string(),
  /** Business terms (BT-/BG-) the rule is about, e.g. ["BT-106", "BT-131"]. */
  terms: z.array(z.string()),
});
export type EInvoiceFinding = z.infer<typeof einvoiceFindingSchema>;

export const einvoiceReasonSchema = z.object({ code: z.string(), message: localizedSchema });

/** The versions of the official rules a document was checked with (null: checked before they were recorded). */
export const einvoiceRuleSetSchema = z.object({
  id: z.string(),
  xrechnung: z.string(),
  xrechnungSchematron: z.string(),
  cen: z.string(),
  kositConfiguration: z.string(),
});
export type EInvoiceRuleSet = z.infer<typeof einvoiceRuleSetSchema>;

export const einvoiceReportSchema = z.object({
  verdict: z.enum(['valid', 'invalid']),
  syntax: z.enum(['UBL', 'CII']).nullable(),
  profile: z.string(),
  customizationId: z.string().nullable(),
  findings: z.array(einvoiceFindingSchema),
  reasons: z.array(einvoiceReasonSchema),
  /** Hints about the document kind: outdated versions, profiles that are no full EN 16931 invoice. */
  notices: z.array(localizedSchema),
  pdf: z.object({ attachments: z.array(z.string()), xmlFileName: z.string().nullable() }).nullable(),
  ruleSet: einvoiceRuleSetSchema.nullable(),
});
export type EInvoiceReport = z.infer<typeof einvoiceReportSchema>;

const addressSchema = z.object({
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  line3: z.string().nullable(),
  postCode: z.string().nullable(),
  city: z.string().nullable(),
  subdivision: z.string().nullable(),
  country: z.string().nullable(),
});

export const einvoicePartySchema = z.object({
  name: z.string().nullable(),
  tradingName: z.string().nullable(),
  identifiers: z.array(z.string()),
  legalRegistration: z.string().nullable(),
  vatId: z.string().nullable(),
  taxRegistrationId: z.string().nullable(),
  additionalLegalInfo: z.string().nullable(),
  electronicAddress: z.string().nullable(),
  address: addressSchema.nullable(),
  contact: z
    .object({ name: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
});

const lineAllowanceChargeSchema = z.object({
  isCharge: z.boolean(),
  amount: z.string().nullable(),
  baseAmount: z.string().nullable(),
  percent: z.string().nullable(),
  reason: z.string().nullable(),
  reasonCode: z.string().nullable(),
});

/** A sub invoice line of the XRechnung extension, flattened with its depth below the line. */
const einvoiceSubLineSchema = z.object({
  depth: z.number().int(),
  id: z.string().nullable(),
  name: z.string().nullable(),
  quantity: z.string().nullable(),
  unitCode: z.string().nullable(),
  netPrice: z.string().nullable(),
  netAmount: z.string().nullable(),
  vatCategory: z.string().nullable(),
  vatRate: z.string().nullable(),
});

export const einvoiceLineSchema = z.object({
  /** 1-based position within the invoice: the `{pos}` of the position calls. */
  position: z.number().int(),
  id: z.string().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  quantity: z.string().nullable(),
  unitCode: z.string().nullable(),
  netPrice: z.string().nullable(),
  priceDiscount: z.string().nullable(),
  grossPrice: z.string().nullable(),
  baseQuantity: z.string().nullable(),
  baseQuantityUnit: z.string().nullable(),
  netAmount: z.string().nullable(),
  vatCategory: z.string().nullable(),
  vatRate: z.string().nullable(),
  sellerItemId: z.string().nullable(),
  buyerItemId: z.string().nullable(),
  standardItemId: z.string().nullable(),
  classifications: z.array(z.string()),
  originCountry: z.string().nullable(),
  note: z.string().nullable(),
  objectId: z.string().nullable(),
  orderLineReference: z.string().nullable(),
  accountingReference: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  allowanceCharges: z.array(lineAllowanceChargeSchema),
  attributes: z.array(z.object({ name: z.string().nullable(), value: z.string().nullable() })),
  subLines: z.array(einvoiceSubLineSchema),
  noteCount: z.number().int(),
});
export type EInvoiceLine = z.infer<typeof einvoiceLineSchema>;

/**
 * One key value of a hybrid invoice: XML against what the visible PDF says. `same`: the PDF shows the
 * XML's value; `different`: the PDF says something else; `missing`: the PDF shows no such value.
 */
export const einvoiceComparisonFieldSchema = z.object({
  /** invoiceNumber, issueDate, taxExclusive, vat, taxInclusive, payable, vatRate:<rate>, iban, sellerName, sellerVatId */
  field: z.string(),
  xmlValue: z.string(),
  pdfValue: z.string().nullable(),
  status: z.enum(['same', 'different', 'missing']),
  message: localizedSchema,
});
export type EInvoiceComparisonField = z.infer<typeof einvoiceComparisonFieldSchema>;

export const einvoiceComparisonSchema = z.object({
  checked: z.boolean(),
  /** Why the comparison could not run (no text could be read from the PDF). */
  skippedReason: z.string().nullable(),
  fields: z.array(einvoiceComparisonFieldSchema),
  /** How many key values the PDF shows differently; such a hybrid stays flawed until a user confirms. */
  differences: z.number().int(),
  /** Who confirmed that the XML is the invoice despite the differences, and when. */
  confirmedBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type EInvoiceComparison = z.infer<typeof einvoiceComparisonSchema>;

/** The readable invoice: every business term the model carries, grouped as EN 16931 groups them. */
export const einvoiceViewSchema = z.object({
  number: z.string().nullable(),
  issueDate: z.string().nullable(),
  typeCode: z.string().nullable(),
  currency: z.string().nullable(),
  taxCurrency: z.string().nullable(),
  taxPointDate: z.string().nullable(),
  taxPointDateCode: z.string().nullable(),
  dueDate: z.string().nullable(),
  buyerReference: z.string().nullable(),
  projectReference: z.string().nullable(),
  contractReference: z.string().nullable(),
  orderReference: z.string().nullable(),
  salesOrderReference: z.string().nullable(),
  receivingAdviceReference: z.string().nullable(),
  despatchAdviceReference: z.string().nullable(),
  tenderReference: z.string().nullable(),
  invoicedObject: z.string().nullable(),
  buyerAccountingReference: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  profileId: z.string().nullable(),
  customizationId: z.string().nullable(),
  notes: z.array(z.object({ subjectCode: z.string().nullable(), text: z.string() })),
  precedingInvoices: z.array(z.object({ id: z.string().nullable(), issueDate: z.string().nullable() })),
  seller: einvoicePartySchema,
  buyer: einvoicePartySchema,
  payee: z
    .object({
      name: z.string().nullable(),
      identifier: z.string().nullable(),
      legalRegistration: z.string().nullable(),
    })
    .nullable(),
  taxRepresentative: z
    .object({ name: z.string().nullable(), vatId: z.string().nullable(), address: addressSchema.nullable() })
    .nullable(),
  delivery: z
    .object({
      name: z.string().nullable(),
      locationId: z.string().nullable(),
      actualDeliveryDate: z.string().nullable(),
      address: addressSchema.nullable(),
    })
    .nullable(),
  invoicingPeriod: z.object({ start: z.string().nullable(), end: z.string().nullable() }).nullable(),
  payment: z.array(
    z.object({
      meansCode: z.string().nullable(),
      meansText: z.string().nullable(),
      remittanceInformation: z.string().nullable(),
      accounts: z.array(
        z.object({ iban: z.string().nullable(), name: z.string().nullable(), bic: z.string().nullable() }),
      ),
      cardNumber: z.string().nullable(),
      cardHolder: z.string().nullable(),
      mandateReference: z.string().nullable(),
      debitedAccount: z.string().nullable(),
    }),
  ),
  allowanceCharges: z.array(
    z.object({
      isCharge: z.boolean(),
      amount: z.string().nullable(),
      baseAmount: z.string().nullable(),
      percent: z.string().nullable(),
      vatCategory: z.string().nullable(),
      vatRate: z.string().nullable(),
      reason: z.string().nullable(),
      reasonCode: z.string().nullable(),
    }),
  ),
  totals: z.object({
    lineNet: z.string().nullable(),
    allowances: z.string().nullable(),
    charges: z.string().nullable(),
    taxExclusive: z.string().nullable(),
    vat: z.string().nullable(),
    vatAccounting: z.string().nullable(),
    taxInclusive: z.string().nullable(),
    paid: z.string().nullable(),
    rounding: z.string().nullable(),
    payable: z.string().nullable(),
  }),
  vatBreakdown: z.array(
    z.object({
      category: z.string().nullable(),
      rate: z.string().nullable(),
      taxableAmount: z.string().nullable(),
      taxAmount: z.string().nullable(),
      exemptionReason: z.string().nullable(),
      exemptionReasonCode: z.string().nullable(),
    }),
  ),
  documents: z.array(
    z.object({
      id: z.string().nullable(),
      description: z.string().nullable(),
      uri: z.string().nullable(),
      fileName: z.string().nullable(),
      mimeCode: z.string().nullable(),
      /** Whether the XML carries the file itself (it can be opened). */
      hasContent: z.boolean(),
    }),
  ),
  /** Payments by third parties (XRechnung extension). */
  thirdPartyPayments: z.array(
    z.object({
      id: z.string().nullable(),
      amount: z.string().nullable(),
      description: z.string().nullable(),
    }),
  ),
  lines: z.array(einvoiceLineSchema),
});
export type EInvoiceView = z.infer<typeof einvoiceViewSchema>;

/** Values the e-invoice puts into the capture mask (no OCR needed); amounts as exact decimal strings. */
export const captureFieldsSchema = z.object({
  supplierName: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  netAmount: z.string().nullable(),
  vatAmount: z.string().nullable(),
  grossAmount: z.string().nullable(),
  currency: z.string().nullable(),
  iban: z.string().nullable(),
  vatId: z.string().nullable(),
  orderReference: z.string().nullable(),
});
export type CaptureFields = z.infer<typeof captureFieldsSchema>;

export const einvoiceSummarySchema = z.object({
  id: z.string().uuid(),
  documentId: z.string().uuid(),
  mandantId: z.string().uuid(),
  fileName: z.string(),
  xmlFileName: z.string().nullable(),
  syntax: z.enum(['UBL', 'CII']).nullable(),
  profile: z.string(),
  verdict: z.enum(['valid', 'invalid']),
  state: z.enum(einvoiceStates),
  errorCount: z.number().int(),
  warningCount: z.number().int(),
  ruleSet: einvoiceRuleSetSchema.nullable(),
  invoice: einvoiceViewSchema.nullable(),
  captureFields: captureFieldsSchema.nullable(),
  pdfComparison: einvoiceComparisonSchema.nullable(),
  createdAt: z.string(),
});
export type EInvoiceSummary = z.infer<typeof einvoiceSummarySchema>;

export const einvoiceCheckResponseSchema = z.object({
  fileName: z.string(),
  report: einvoiceReportSchema,
  invoice: einvoiceViewSchema.nullable(),
  pdfComparison: einvoiceComparisonSchema.nullable(),
});
export type EInvoiceCheckResponse = z.infer<typeof einvoiceCheckResponseSchema>;

/** An e-invoice note (spec 001: id, text, createdBy) on one invoice position. */
export const einvoiceNoteSchema = z.object({
  id: z.string().uuid(),
  positionId: z.string(),
  text: z.string(),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the caller may edit or delete it (only the creator may). */
  editable: z.boolean(),
});
export type EInvoiceNote = z.infer<typeof einvoiceNoteSchema>;

export const EINVOICE_NOTE_MAX_LENGTH = 999;
const noteTextSchema = z.string().trim().min(1).max(EINVOICE_NOTE_MAX_LENGTH);

export const einvoiceNoteCreateSchema = z.object({
  positionId: z.string().trim().min(1).max(64),
  text: noteTextSchema,
});
export const einvoiceNoteUpdateSchema = z.object({ text: noteTextSchema });
export const einvoiceDocumentParamsSchema = z.object({ id: z.string().uuid() });
export const einvoicePositionParamsSchema = z.object({
  id: z.string().uuid(),
  pos: z.coerce.number().int().min(1),
});
export const einvoiceAttachmentParamsSchema = z.object({
  id: z.string().uuid(),
  index: z.coerce.number().int().min(0).max(9999),
});
export const einvoiceReadablePdfQuerySchema = z.object({ language: z.enum(['de', 'en', 'ru']).optional() });
export const einvoiceNoteParamsSchema = z.object({ id: z.string().uuid(), noteId: z.string().uuid() });
export const einvoiceStateUpdateSchema = z.object({ state: z.enum(einvoiceStates) });
