import { describe, expect, it } from 'vitest';
import { validateXml } from '../engine/validate.js';
import {
  buildVatInvoice,
  type VatBreakdownSpec,
  type VatChargeSpec,
  type VatInvoiceSpec,
  type VatLineSpec,
} from '../testing/vat-invoice-builder.js';

/**
 * Every VAT category family (BR-S, -Z, -E, -AE, -IC, -G, -O, -AF, -AG and BR-B) on small hand-made
 * invoices, in UBL and in CII: a correct invoice of the category (also with a document allowance and
 * a charge) passes without any error, and each change breaks the rule it names.
 */

type Family = {
  family: string;
  category: string;
  /** A correct rate of the category (undefined: no rate, as for "not subject to VAT"). */
  rate: string | undefined;
  /** A rate the category forbids. */
  wrongRate: string;
  /** Tax of 100.00 at the correct rate. */
  tax: string;
  wrongTax: string;
  exemption: { reason?: string; reasonCode?: string } | null;
  parties: Pick<VatInvoiceSpec, 'seller' | 'buyer' | 'taxRepresentativeVatId' | 'delivery'>;
  /** Parties that break rules -02/-03/-04. */
  wrongParties: Pick<VatInvoiceSpec, 'seller' | 'buyer' | 'taxRepresentativeVatId' | 'delivery'>;
  /** "exactly one" breakdown of the category (else "at least one", one per rate). */
  exactlyOne: boolean;
};

const GERMAN_SELLER = { vatId: 'DE123456789' };
const FOREIGN_BUYER = { vatId: 'ATU12345678', country: 'AT' };

const FAMILIES: Family[] = [
  {
    family: 'BR-S',
    category: 'S',
    rate: '19',
    wrongRate: '0',
    tax: '19.00',
    wrongTax: '25.00',
    exemption: null,
    parties: { seller: GERMAN_SELLER },
    wrongParties: { seller: {} },
    exactlyOne: false,
  },
  {
    family: 'BR-Z',
    category: 'Z',
    rate: '0',
    wrongRate: '7',
    tax: '0.00',
    wrongTax: '5.00',
    exemption: null,
    parties: { seller: { taxNumber: '201/123/45678' } },
    wrongParties: { seller: {} },
    exactlyOne: true,
  },
  {
    family: 'BR-E',
    category: 'E',
    rate: '0',
    wrongRate: '19',
    tax: '0.00',
    wrongTax: '5.00',
    exemption: { reason: 'Steuerfrei nach § 4 Nr. 14 UStG' },
    parties: { seller: {}, taxRepresentativeVatId: 'DE987654321' },
    wrongParties: { seller: {}, taxRepresentativeVatId: undefined },
    exactlyOne: true,
  },
  {
    family: 'BR-AE',
    category: 'AE',
    rate: '0',
    wrongRate: '19',
    tax: '0.00',
    wrongTax: '5.00',
    exemption: { reasonCode: 'VATEX-EU-AE', reason: 'Steuerschuldnerschaft des Leistungsempfängers' },
    parties: { seller: GERMAN_SELLER, buyer: { legalId: 'HRB 999' } },
    wrongParties: { seller: GERMAN_SELLER, buyer: {} },
    exactlyOne: true,
  },
  {
    family: 'BR-IC',
    category: 'K',
    rate: '0',
    wrongRate: '19',
    tax: '0.00',
    wrongTax: '5.00',
    exemption: { reasonCode: 'VATEX-EU-IC' },
    parties: { seller: GERMAN_SELLER, buyer: FOREIGN_BUYER, delivery: { date: '2026-02-27', country: 'AT' } },
    wrongParties: {
      seller: { taxNumber: '201/123/45678' },
      buyer: FOREIGN_BUYER,
      delivery: { date: '2026-02-27', country: 'AT' },
    },
    exactlyOne: true,
  },
  {
    family: 'BR-G',
    category: 'G',
    rate: '0',
    wrongRate: '19',
    tax: '0.00',
    wrongTax: '5.00',
    exemption: { reasonCode: 'VATEX-EU-G' },
    parties: { seller: {}, taxRepresentativeVatId: 'DE987654321', buyer: { country: 'CH' } },
    wrongParties: {
      seller: { taxNumber: '201/123/45678' },
      buyer: { country: 'CH' },
      taxRepresentativeVatId: undefined,
    },
    exactlyOne: true,
  },
  {
    family: 'BR-O',
    category: 'O',
    rate: undefined,
    wrongRate: '0',
    tax: '0.00',
    wrongTax: '5.00',
    exemption: { reason: 'Nicht steuerbarer Umsatz' },
    parties: { seller: { taxNumber: '201/123/45678' } },
    wrongParties: { seller: GERMAN_SELLER },
    exactlyOne: true,
  },
  {
    family: 'BR-AF',
    category: 'L',
    rate: '7',
    wrongRate: '-1',
    tax: '7.00',
    wrongTax: '9.00',
    exemption: null,
    parties: { seller: { vatId: 'ESB12345678', country: 'ES' }, buyer: { country: 'ES' } },
    wrongParties: { seller: { country: 'ES' }, buyer: { country: 'ES' } },
    exactlyOne: false,
  },
  {
    family: 'BR-AG',
    category: 'M',
    rate: '4',
    wrongRate: '-1',
    tax: '4.00',
    wrongTax: '6.00',
    exemption: null,
    parties: { seller: { vatId: 'ESB12345678', country: 'ES' }, buyer: { country: 'ES' } },
    wrongParties: { seller: { country: 'ES' }, buyer: { country: 'ES' } },
    exactlyOne: false,
  },
];

const line = (family: Family, overrides: Partial<VatLineSpec> = {}): VatLineSpec => ({
  category: family.category,
  rate: family.rate,
  net: '100.00',
  ...overrides,
});

const breakdown = (family: Family, overrides: Partial<VatBreakdownSpec> = {}): VatBreakdownSpec => ({
  category: family.category,
  rate: family.rate,
  taxable: '100.00',
  tax: family.tax,
  ...(family.exemption ?? {}),
  ...overrides,
});

const extra = (family: Family, charge: boolean, overrides: Partial<VatChargeSpec> = {}): VatChargeSpec => ({
  charge,
  category: family.category,
  rate: family.rate,
  amount: '10.00',
  ...overrides,
});

function invoiceOf(family: Family, overrides: Partial<VatInvoiceSpec> = {}): VatInvoiceSpec {
  return { lines: [line(family)], breakdowns: [breakdown(family)], ...family.parties, ...overrides };
}

/** The same invoice with a document allowance or charge of the category, amounts kept consistent. */
function withExtra(family: Family, charge: boolean, extraOverrides: Partial<VatChargeSpec> = {}) {
  const taxable = charge ? '110.00' : '90.00';
  const tax = family.rate ? (Number(taxable) * Number(family.rate)) / 100 : 0;
  return invoiceOf(family, {
    allowanceCharges: [extra(family, charge, extraOverrides)],
    breakdowns: [breakdown(family, { taxable, tax: tax.toFixed(2) })],
  });
}

/** The changes that break each rule of a family; every entry names the one rule it must fire. */
function breakingCases(family: Family, syntax: 'UBL' | 'CII'): [string, VatInvoiceSpec][] {
  const id = (number: string) => `${family.family}-${number}`;
  const cases: [string, VatInvoiceSpec][] = [
    ...(ciiChecksOnlyWithBreakdown(family, syntax)
      ? []
      : ([[id('01'), invoiceOf(family, { breakdowns: [] })]] as [string, VatInvoiceSpec][])),
    [id('02'), invoiceOf(family, family.wrongParties)],
    [id('03'), { ...withExtra(family, false), ...family.wrongParties }],
    [id('04'), { ...withExtra(family, true), ...family.wrongParties }],
    [id('05'), invoiceOf(family, { lines: [line(family, { rate: family.wrongRate })] })],
    [id('06'), withExtra(family, false, { rate: family.wrongRate })],
    [id('07'), withExtra(family, true, { rate: family.wrongRate })],
    [id('08'), invoiceOf(family, { breakdowns: [breakdown(family, { taxable: '150.00' })] })],
    // The official CII rules BR-AF-09 and BR-AG-09 test nothing (`true()`).
    ...(syntax === 'CII' && (family.family === 'BR-AF' || family.family === 'BR-AG')
      ? []
      : ([[id('09'), invoiceOf(family, { breakdowns: [breakdown(family, { tax: family.wrongTax })] })]] as [
          string,
          VatInvoiceSpec,
        ][])),
    [
      id('10'),
      invoiceOf(family, {
        breakdowns: [
          family.exemption
            ? breakdown(family, { reason: undefined, reasonCode: undefined })
            : breakdown(family, { reason: 'Steuerfrei' }),
        ],
      }),
    ],
  ];
  if (family.exactlyOne)
    cases.push([
      id('01'),
      invoiceOf(family, {
        lines: [line(family), line(family)],
        breakdowns: [breakdown(family), breakdown(family)],
      }),
    ]);
  return cases;
}

/** The official CII binding of BR-O-01 only looks at invoices that have an O breakdown. */
const ciiChecksOnlyWithBreakdown = (family: Family, syntax: 'UBL' | 'CII') =>
  syntax === 'CII' && family.category === 'O';

const errorIds = (spec: VatInvoiceSpec, syntax: 'UBL' | 'CII') =>
  validateXml(buildVatInvoice(syntax, spec)).errors.map((finding) => finding.ruleId);

describe.each(['UBL', 'CII'] as const)('VAT category families in %s', (syntax) => {
  describe.each(FAMILIES)('$family (category $category)', (family) => {
    it.each([
      ['one line', invoiceOf(family)],
      ['a document allowance', withExtra(family, false)],
      ['a document charge', withExtra(family, true)],
    ])('accepts a correct invoice with %s: no error at all', (_, spec) => {
      expect(errorIds(spec, syntax)).toEqual([]);
    });

    it.each(breakingCases(family, syntax))('fires %s', (ruleId, spec) => {
      expect(errorIds(spec, syntax)).toContain(ruleId);
    });
  });

  it(`BR-O-01 ${syntax === 'CII' ? 'does not fire' : 'fires'} for an O line without an O breakdown`, () => {
    const outOfScope = FAMILIES.find((family) => family.family === 'BR-O')!;
    expect(errorIds(invoiceOf(outOfScope, { breakdowns: [] }), syntax).includes('BR-O-01')).toBe(
      syntax === 'UBL',
    );
  });

  describe('BR-IC-11/12: intra-community supply needs a delivery date or period and the country', () => {
    const intra = FAMILIES.find((family) => family.family === 'BR-IC')!;
    it.each([
      ['BR-IC-11', { date: undefined, country: 'AT' }],
      ['BR-IC-12', { date: '2026-02-27', country: undefined }],
    ])('fires %s', (ruleId, delivery) => {
      expect(errorIds(invoiceOf(intra, { delivery }), syntax)).toContain(ruleId);
    });
  });

  describe('BR-O-11..14: "not subject to VAT" excludes every other category', () => {
    const outOfScope = FAMILIES.find((family) => family.family === 'BR-O')!;
    const standard = FAMILIES.find((family) => family.family === 'BR-S')!;
    const mixed = (overrides: Partial<VatInvoiceSpec>) =>
      invoiceOf(outOfScope, { ...overrides, seller: { taxNumber: '201/123/45678' } });
    it.each([
      [
        'BR-O-11',
        mixed({
          lines: [line(outOfScope), line(standard)],
          breakdowns: [breakdown(outOfScope), breakdown(standard)],
        }),
      ],
      ['BR-O-12', mixed({ lines: [line(outOfScope), line(standard)] })],
      ['BR-O-13', mixed({ allowanceCharges: [extra(standard, false)] })],
      ['BR-O-14', mixed({ allowanceCharges: [extra(standard, true)] })],
    ])('fires %s', (ruleId, spec) => {
      expect(errorIds(spec, syntax)).toContain(ruleId);
    });
  });

  describe('BR-B-01/02: split payment', () => {
    const italian = {
      seller: { vatId: 'IT12345678901', country: 'IT' },
      buyer: { country: 'IT' },
    };
    const split = (overrides: Partial<VatInvoiceSpec> = {}): VatInvoiceSpec => ({
      lines: [{ category: 'B', rate: '22', net: '100.00' }],
      breakdowns: [{ category: 'B', rate: '22', taxable: '100.00', tax: '22.00' }],
      ...italian,
      ...overrides,
    });

    it('accepts a domestic Italian split-payment invoice', () => {
      expect(errorIds(split(), syntax)).toEqual([]);
    });

    it('BR-B-01 fires when any country is not Italy', () => {
      expect(errorIds(split({ buyer: { country: 'DE' } }), syntax)).toContain('BR-B-01');
    });

    it('BR-B-02 fires when a standard-rated line is present too', () => {
      const errors = errorIds(
        split({
          lines: [
            { category: 'B', rate: '22', net: '100.00' },
            { category: 'S', rate: '22', net: '100.00' },
          ],
          breakdowns: [
            { category: 'B', rate: '22', taxable: '100.00', tax: '22.00' },
            { category: 'S', rate: '22', taxable: '100.00', tax: '22.00' },
          ],
        }),
        syntax,
      );
      expect(errors).toContain('BR-B-02');
      expect(errors).not.toContain('BR-B-01');
    });
  });
});
