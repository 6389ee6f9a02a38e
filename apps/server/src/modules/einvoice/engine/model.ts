/**
 * One model of the EN 16931 business terms for both syntaxes. Field comments name the business
 * term (BT-) or group (BG-). Values are kept as written (trimmed text); amounts stay decimal
 * strings and are only ever read through the exact `Decimal` type. `path` fields hold the XML
 * location of a group so findings can say where they are.
 */
export type Syntax = 'UBL' | 'CII';

export type Identifier = { id: string; scheme?: string | undefined };

export type Address = {
  path: string;
  line1?: string | undefined; // BT-35 / BT-50 / BT-64 / BT-75
  line2?: string | undefined;
  line3?: string | undefined;
  city?: string | undefined;
  postCode?: string | undefined;
  subdivision?: string | undefined;
  country?: string | undefined;
};

export type Contact = {
  path: string;
  name?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
};

export type Party = {
  path: string;
  name?: string | undefined; // BT-27 / BT-44 (legal name)
  tradingName?: string | undefined; // BT-28 / BT-45
  identifiers: Identifier[]; // BT-29 / BT-46
  legalRegistration?: Identifier | undefined; // BT-30 / BT-47
  vatId?: string | undefined; // BT-31 / BT-48
  taxRegistrationId?: string | undefined; // BT-32
  additionalLegalInfo?: string | undefined; // BT-33
  electronicAddress?: Identifier | undefined; // BT-34 / BT-49
  address?: Address | undefined; // BG-5 / BG-8
  contact?: Contact | undefined; // BG-6 / BG-9
};

export type AllowanceCharge = {
  path: string;
  isCharge: boolean;
  indicatorText: string;
  amount?: string | undefined; // BT-92 / BT-99 / BT-136 / BT-141
  baseAmount?: string | undefined; // BT-93 / BT-100 / BT-137 / BT-142
  percent?: string | undefined; // BT-94 / BT-101 / BT-138 / BT-143
  vatCategory?: string | undefined; // BT-95 / BT-102
  vatRate?: string | undefined; // BT-96 / BT-103
  reason?: string | undefined; // BT-97 / BT-104 / BT-139 / BT-144
  reasonCode?: string | undefined; // BT-98 / BT-105 / BT-140 / BT-145
};

export type VatBreakdown = {
  path: string;
  taxableAmount?: string | undefined; // BT-116
  taxAmount?: string | undefined; // BT-117
  category?: string | undefined; // BT-118
  rate?: string | undefined; // BT-119
  exemptionReason?: string | undefined; // BT-120
  exemptionReasonCode?: string | undefined; // BT-121
};

export type PaymentInstruction = {
  path: string;
  meansCode?: string | undefined; // BT-81
  meansText?: string | undefined; // BT-82
  remittanceInformation?: string | undefined; // BT-83
  creditTransfers: {
    path: string;
    accountId?: string | undefined;
    accountName?: string | undefined;
    serviceProviderId?: string | undefined;
  }[]; // BG-17
  card?:
    { path: string; primaryAccountNumber?: string | undefined; holderName?: string | undefined } | undefined; // BG-18
  directDebit?:
    | { path: string; mandateReference?: string | undefined; debitedAccountId?: string | undefined }
    | undefined; // BG-19
};

export type LineItem = {
  name?: string | undefined; // BT-153
  description?: string | undefined; // BT-154
  sellerId?: string | undefined; // BT-155
  buyerId?: string | undefined; // BT-156
  standardId?: Identifier | undefined; // BT-157
  classifications: { code: string; listId?: string | undefined; listVersion?: string | undefined }[]; // BT-158
  originCountry?: string | undefined; // BT-159
  attributes: { name?: string | undefined; value?: string | undefined }[]; // BG-32
};

export type InvoiceLine = {
  path: string;
  id?: string | undefined; // BT-126
  note?: string | undefined; // BT-127
  objectId?: Identifier | undefined; // BT-128
  quantity?: string | undefined; // BT-129
  unitCode?: string | undefined; // BT-130
  netAmount?: string | undefined; // BT-131
  orderLineReference?: string | undefined; // BT-132
  accountingReference?: string | undefined; // BT-133
  period?: { path: string; start?: string | undefined; end?: string | undefined } | undefined; // BG-26
  allowanceCharges: AllowanceCharge[]; // BG-27 / BG-28
  netPrice?: string | undefined; // BT-146
  priceDiscount?: string | undefined; // BT-147
  grossPrice?: string | undefined; // BT-148
  baseQuantity?: string | undefined; // BT-149
  baseQuantityUnit?: string | undefined; // BT-150
  vatCategory?: string | undefined; // BT-151
  vatRate?: string | undefined; // BT-152
  item: LineItem; // BG-31
  subLines: InvoiceLine[]; // XRechnung extension: sub invoice lines
};

export type Invoice = {
  syntax: Syntax;
  isCreditNote: boolean;
  number?: string | undefined; // BT-1
  issueDate?: string | undefined; // BT-2 (ISO yyyy-mm-dd)
  typeCode?: string | undefined; // BT-3
  currency?: string | undefined; // BT-5
  taxCurrency?: string | undefined; // BT-6
  taxPointDate?: string | undefined; // BT-7
  taxPointDateCode?: string | undefined; // BT-8
  dueDate?: string | undefined; // BT-9
  buyerReference?: string | undefined; // BT-10
  projectReference?: string | undefined; // BT-11
  contractReference?: string | undefined; // BT-12
  orderReference?: string | undefined; // BT-13
  salesOrderReference?: string | undefined; // BT-14
  receivingAdviceReference?: string | undefined; // BT-15
  despatchAdviceReference?: string | undefined; // BT-16
  tenderReference?: string | undefined; // BT-17
  invoicedObject?: Identifier | undefined; // BT-18
  buyerAccountingReference?: string | undefined; // BT-19
  paymentTerms?: string | undefined; // BT-20
  notes: { subjectCode?: string | undefined; text: string }[]; // BG-1
  profileId?: string | undefined; // BT-23
  customizationId?: string | undefined; // BT-24
  precedingInvoices: { id?: string | undefined; issueDate?: string | undefined }[]; // BG-3
  seller: Party; // BG-4
  buyer: Party; // BG-7
  payee?:
    | {
        path: string;
        name?: string | undefined;
        identifier?: Identifier | undefined;
        legalRegistration?: Identifier | undefined;
      }
    | undefined; // BG-10
  taxRepresentative?:
    | { path: string; name?: string | undefined; vatId?: string | undefined; address?: Address | undefined }
    | undefined; // BG-11
  delivery?:
    | {
        path: string;
        name?: string | undefined;
        locationId?: Identifier | undefined;
        actualDeliveryDate?: string | undefined;
        address?: Address | undefined;
      }
    | undefined; // BG-13
  invoicingPeriod?: { path: string; start?: string | undefined; end?: string | undefined } | undefined; // BG-14
  paymentInstructions: PaymentInstruction[]; // BG-16
  allowanceCharges: AllowanceCharge[]; // BG-20 / BG-21
  totals: {
    path: string;
    lineNet?: string | undefined; // BT-106
    allowances?: string | undefined; // BT-107
    charges?: string | undefined; // BT-108
    taxExclusive?: string | undefined; // BT-109
    vat?: string | undefined; // BT-110
    vatAccounting?: string | undefined; // BT-111
    taxInclusive?: string | undefined; // BT-112
    paid?: string | undefined; // BT-113
    rounding?: string | undefined; // BT-114
    payable?: string | undefined; // BT-115
  };
  vatBreakdown: VatBreakdown[]; // BG-23
  documents: {
    id?: string | undefined;
    description?: string | undefined;
    uri?: string | undefined;
    fileName?: string | undefined;
    mimeCode?: string | undefined;
    hasContent: boolean;
  }[]; // BG-24
  lines: InvoiceLine[]; // BG-25
  thirdPartyPayments: {
    id?: string | undefined;
    amount?: string | undefined;
    description?: string | undefined;
  }[]; // XRechnung extension BG-DEX-09
};
