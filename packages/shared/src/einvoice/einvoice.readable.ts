import { formatDate, formatIban } from '../format.js';
import type { Language } from '../i18n.js';
import { formatDecimalString } from './einvoice.format.js';
import { CODE_NAMES, READABLE_TEXTS, type ReadableTextKey } from './einvoice.readable-texts.js';
import type { EInvoiceView } from './einvoice.schemas.js';

/**
 * The readable e-invoice: what a person reads on an invoice (parties, payment, lines, allowances and
 * charges, VAT, totals, notes, attachments), with labels, code names, dates and amounts in one
 * language. The screen and the PDF download render this same structure.
 */
export type ReadableField = { label: string; value: string };
export type ReadableTable = { columns: { label: string; align: 'left' | 'right' }[]; rows: string[][] };
export type ReadableAttachment = {
  /** 0-based position among the invoice's additional documents (BG-24): the attachment call's index. */
  index: number;
  label: string;
  fileName: string | null;
  mimeCode: string | null;
  uri: string | null;
  openable: boolean;
};
export type ReadableSection = {
  key: string;
  title: string;
  fields: ReadableField[];
  table?: ReadableTable;
  attachments?: ReadableAttachment[];
};
export type ReadableInvoice = {
  language: Language;
  title: string;
  /** Amount due, formatted (the figure a reader looks for first). */
  payable: string | null;
  sections: ReadableSection[];
};

type Party = EInvoiceView['seller'];
type Address = NonNullable<Party['address']>;

function formatter(language: Language, currency: string | null) {
  const text = (key: ReadableTextKey) => READABLE_TEXTS[key][language];
  const symbol = (code: string | null) => (code === 'EUR' ? '€' : (code ?? ''));
  const amount = (value: string | null, code: string | null = currency) =>
    value === null ? '' : `${formatDecimalString(value, language)} ${symbol(code)}`.trim();
  const number = (value: string | null) => (value === null ? '' : formatDecimalString(value, language, 0));
  const percent = (value: string | null) => (value === null ? '' : `${number(value)} %`);
  const date = (value: string | null | undefined) => (value ? formatDate(value, language) || value : '');
  const code = (list: keyof typeof CODE_NAMES, value: string | null) => {
    if (value === null) return '';
    const name = CODE_NAMES[list][value.trim()]?.[language];
    return name ? `${name} (${value})` : value;
  };
  const field = (key: ReadableTextKey, value: string | null | undefined): ReadableField[] =>
    value ? [{ label: text(key), value }] : [];
  return { text, amount, number, percent, date, code, field };
}
type Format = ReturnType<typeof formatter>;

const join = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join('\n');

function addressLines(address: Address | null): string {
  if (!address) return '';
  return join(
    address.line1,
    address.line2,
    address.line3,
    [address.postCode, address.city].filter(Boolean).join(' '),
    address.subdivision,
    address.country,
  );
}

function partySection(key: string, title: string, party: Party, f: Format): ReadableSection {
  return {
    key,
    title,
    fields: [
      ...f.field('name', party.name),
      ...f.field('tradingName', party.tradingName !== party.name ? party.tradingName : null),
      ...f.field('address', addressLines(party.address)),
      ...f.field('vatId', party.vatId),
      ...f.field('taxNumber', party.taxRegistrationId),
      ...f.field('registration', party.legalRegistration),
      ...f.field('identifier', party.identifiers.join(', ')),
      ...f.field('electronicAddress', party.electronicAddress),
      ...f.field(
        'contact',
        party.contact && join(party.contact.name, party.contact.phone, party.contact.email),
      ),
      ...f.field('legalInfo', party.additionalLegalInfo),
    ],
  };
}

function overview(invoice: EInvoiceView, f: Format): ReadableSection {
  const period = invoice.invoicingPeriod;
  return {
    key: 'overview',
    title: f.text('overview'),
    fields: [
      ...f.field('typeCode', f.code('type', invoice.typeCode)),
      ...f.field('number', invoice.number),
      ...f.field('issueDate', f.date(invoice.issueDate)),
      ...f.field('dueDate', f.date(invoice.dueDate)),
      ...f.field('deliveryDate', f.date(invoice.delivery?.actualDeliveryDate)),
      ...f.field('period', period && [f.date(period.start), f.date(period.end)].filter(Boolean).join(' – ')),
      ...f.field('currency', invoice.currency),
      ...f.field('buyerReference', invoice.buyerReference),
      ...f.field('orderReference', invoice.orderReference),
      ...f.field('contractReference', invoice.contractReference),
      ...f.field('projectReference', invoice.projectReference),
      ...invoice.precedingInvoices.flatMap((preceding) =>
        f.field('precedingInvoice', [preceding.id, f.date(preceding.issueDate)].filter(Boolean).join(', ')),
      ),
      ...f.field('paymentTerms', invoice.paymentTerms),
    ],
  };
}

function payment(invoice: EInvoiceView, f: Format): ReadableSection {
  return {
    key: 'payment',
    title: f.text('payment'),
    fields: invoice.payment.flatMap((instruction) => [
      ...f.field('means', join(f.code('means', instruction.meansCode), instruction.meansText)),
      ...f.field('remittance', instruction.remittanceInformation),
      ...instruction.accounts.flatMap((account) => [
        ...f.field('iban', account.iban && formatIban(account.iban)),
        ...f.field('accountName', account.name),
        ...f.field('bic', account.bic),
      ]),
      ...f.field('card', join(instruction.cardNumber, instruction.cardHolder)),
      ...f.field('mandate', instruction.mandateReference),
      ...f.field('debitedAccount', instruction.debitedAccount && formatIban(instruction.debitedAccount)),
    ]),
  };
}

function lines(invoice: EInvoiceView, f: Format): ReadableSection {
  const rows = invoice.lines.map((line) => [
    line.id ?? String(line.position),
    join(
      line.name,
      line.description,
      line.sellerItemId && `${f.text('articleNumber')} ${line.sellerItemId}`,
      line.note && `${f.text('lineNote')}: ${line.note}`,
      ...line.allowanceCharges.map(
        (charge) =>
          `${f.text(charge.isCharge ? 'lineCharge' : 'lineDiscount')}: ${f.amount(charge.amount)}${charge.reason ? ` (${charge.reason})` : ''}`,
      ),
      ...line.subLines.map((sub) =>
        `${'  '.repeat(sub.depth)}${sub.id ?? ''} ${sub.name ?? ''} ${f.amount(sub.netAmount)}`.trimEnd(),
      ),
    ),
    [f.number(line.quantity), line.unitCode].filter(Boolean).join(' '),
    f.amount(line.netPrice),
    [line.vatCategory, f.percent(line.vatRate)].filter(Boolean).join(' '),
    f.amount(line.netAmount),
  ]);
  return {
    key: 'lines',
    title: f.text('lines'),
    fields: [],
    table: {
      columns: [
        { label: f.text('position'), align: 'left' },
        { label: f.text('item'), align: 'left' },
        { label: f.text('quantity'), align: 'right' },
        { label: f.text('price'), align: 'right' },
        { label: f.text('vatRate'), align: 'right' },
        { label: f.text('netAmount'), align: 'right' },
      ],
      rows,
    },
  };
}

function allowances(invoice: EInvoiceView, f: Format): ReadableSection {
  return {
    key: 'allowances',
    title: f.text('allowances'),
    fields: [],
    table: {
      columns: [
        { label: f.text('kind'), align: 'left' },
        { label: f.text('reason'), align: 'left' },
        { label: f.text('base'), align: 'right' },
        { label: f.text('percent'), align: 'right' },
        { label: f.text('vatRate'), align: 'right' },
        { label: f.text('amount'), align: 'right' },
      ],
      rows: invoice.allowanceCharges.map((charge) => [
        f.text(charge.isCharge ? 'charge' : 'allowance'),
        [charge.reason, charge.reasonCode && `(${charge.reasonCode})`].filter(Boolean).join(' '),
        f.amount(charge.baseAmount),
        f.percent(charge.percent),
        [charge.vatCategory, f.percent(charge.vatRate)].filter(Boolean).join(' '),
        f.amount(charge.amount),
      ]),
    },
  };
}

function vat(invoice: EInvoiceView, f: Format): ReadableSection {
  return {
    key: 'vat',
    title: f.text('vat'),
    fields: [],
    table: {
      columns: [
        { label: f.text('category'), align: 'left' },
        { label: f.text('vatRate'), align: 'right' },
        { label: f.text('taxable'), align: 'right' },
        { label: f.text('tax'), align: 'right' },
      ],
      rows: invoice.vatBreakdown.map((breakdown) => [
        join(
          f.code('category', breakdown.category),
          (breakdown.exemptionReason || breakdown.exemptionReasonCode) &&
            `${f.text('exemption')}: ${[breakdown.exemptionReason, breakdown.exemptionReasonCode].filter(Boolean).join(' ')}`,
        ),
        f.percent(breakdown.rate),
        f.amount(breakdown.taxableAmount),
        f.amount(breakdown.taxAmount),
      ]),
    },
  };
}

function totals(invoice: EInvoiceView, f: Format): ReadableSection {
  const sums = invoice.totals;
  return {
    key: 'totals',
    title: f.text('totals'),
    fields: [
      ...f.field('lineNet', f.amount(sums.lineNet)),
      ...f.field('allowanceTotal', f.amount(sums.allowances)),
      ...f.field('chargeTotal', f.amount(sums.charges)),
      ...f.field('taxExclusive', f.amount(sums.taxExclusive)),
      ...f.field('vatTotal', f.amount(sums.vat)),
      ...f.field('vatAccounting', f.amount(sums.vatAccounting, invoice.taxCurrency)),
      ...f.field('taxInclusive', f.amount(sums.taxInclusive)),
      ...f.field('paid', f.amount(sums.paid)),
      ...f.field('rounding', f.amount(sums.rounding)),
      ...f.field('payable', f.amount(sums.payable)),
    ],
  };
}

function attachments(invoice: EInvoiceView, f: Format): ReadableSection {
  return {
    key: 'attachments',
    title: f.text('attachments'),
    fields: [],
    attachments: invoice.documents.map((document, index) => ({
      index,
      label:
        [document.id, document.description].filter(Boolean).join(' – ') ||
        `${f.text('document')} ${index + 1}`,
      fileName: document.fileName,
      mimeCode: document.mimeCode,
      uri: document.uri,
      openable: document.hasContent,
    })),
  };
}

const hasContent = (section: ReadableSection) =>
  section.fields.length > 0 ||
  (section.table?.rows.length ?? 0) > 0 ||
  (section.attachments?.length ?? 0) > 0;

export function buildReadableInvoice(invoice: EInvoiceView, language: Language): ReadableInvoice {
  const f = formatter(language, invoice.currency);
  const creditNote = invoice.typeCode === '381';
  const { payee, taxRepresentative: representative, delivery } = invoice;
  const sections: ReadableSection[] = [
    overview(invoice, f),
    partySection('seller', f.text('seller'), invoice.seller, f),
    partySection('buyer', f.text('buyer'), invoice.buyer, f),
    {
      key: 'payee',
      title: f.text('payee'),
      fields: payee
        ? [
            ...f.field('name', payee.name),
            ...f.field('identifier', payee.identifier),
            ...f.field('registration', payee.legalRegistration),
          ]
        : [],
    },
    {
      key: 'representative',
      title: f.text('representative'),
      fields: representative
        ? [
            ...f.field('name', representative.name),
            ...f.field('vatId', representative.vatId),
            ...f.field('address', addressLines(representative.address)),
          ]
        : [],
    },
    {
      key: 'delivery',
      title: f.text('delivery'),
      fields: delivery
        ? [
            ...f.field('name', delivery.name),
            ...f.field('identifier', delivery.locationId),
            ...f.field('address', addressLines(delivery.address)),
          ]
        : [],
    },
    lines(invoice, f),
    allowances(invoice, f),
    vat(invoice, f),
    totals(invoice, f),
    payment(invoice, f),
    {
      key: 'notes',
      title: f.text('notes'),
      fields: invoice.notes.map((note) => ({
        label: note.subjectCode ?? f.text('lineNote'),
        value: note.text,
      })),
    },
    {
      key: 'thirdParty',
      title: f.text('thirdParty'),
      fields: invoice.thirdPartyPayments.map((entry) => ({
        label: entry.description ?? entry.id ?? f.text('thirdParty'),
        value: f.amount(entry.amount),
      })),
    },
    attachments(invoice, f),
  ];
  return {
    language,
    title: [f.text(creditNote ? 'creditNote' : 'invoice'), invoice.number].filter(Boolean).join(' '),
    payable: invoice.totals.payable !== null ? f.amount(invoice.totals.payable) : null,
    sections: sections.filter(hasContent),
  };
}
