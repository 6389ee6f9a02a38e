import { saveBookingSchema } from '@belegfluss/shared';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../kernel/database.js';
import { checkBooking } from './booking-validation.js';
import type { BookingPorts, TaxKeyQuestion } from './booking.ports.js';

/** The checks before a save, with ports faked: which question reaches the tax-key rules, where refusals land. */
const db = {} as Db;
const questions: TaxKeyQuestion[] = [];
const reads = { accounts: 0, rules: 0 };
const ports: BookingPorts = {
  documents: {
    values: async () => ({}),
    bookingChanged: async () => undefined,
    archived: async () => false,
  },
  creditors: { byNumber: async () => null, match: async () => null, nextFreeNumber: async () => null },
  parties: {
    einvoiceSeller: async () => null,
    einvoiceBooking: async () => null,
    firstPageText: async () => '',
  },
  accounts: {
    find: async (_db, _mandantId, numbers) => {
      reads.accounts += 1;
      return new Map(
        numbers
          .filter((number) => [1571, 3400, 70001].includes(number))
          .map((number) => [
            number,
            { kind: number === 70001 ? 'KREDITOR' : 'SACHKONTO', name: `Konto ${number}` },
          ]),
      );
    },
  },
  proposals: { lastBooking: async () => [], record: async () => undefined },
  taxKeys: async () => {
    reads.rules += 1;
    return (question) => {
      questions.push(question);
      return question.accountNumber === 1571 && question.taxKey !== '' ? 'booking.tax_key_not_allowed' : null;
    };
  },
};
const booking = (lines: Record<string, unknown>[]) =>
  saveBookingSchema.parse({
    mandantId: '00000000-0000-4000-8000-000000000001',
    documentId: '00000000-0000-4000-8000-000000000002',
    creditor: '70001',
    lines: lines.map((line) => ({
      NETTO: '100.00',
      MWST: '19.00',
      BRUTTO: '119.00',
      MWST_SATZ: '19',
      ...line,
    })),
  });

describe('checkBooking', () => {
  it('asks the tax-key rules about every line with its account kind and rate, an empty key included', async () => {
    questions.length = 0;
    const checked = await checkBooking(
      db,
      ports,
      booking([{ GKONTO: '3400', SL_BU: '9' }, { GKONTO: '' }]),
      false,
    );
    expect(checked.creditorNumber).toBe(70001);
    expect(questions).toEqual([
      expect.objectContaining({
        accountNumber: 3400,
        accountKind: 'SACHKONTO',
        taxKey: '9',
        vatRateBasisPoints: 1900,
      }),
      expect.objectContaining({
        accountNumber: null,
        accountKind: null,
        taxKey: '',
        vatRateBasisPoints: 1900,
      }),
    ]);
  });

  it("puts the rules' refusal on the line's SL_BU field", async () => {
    await expect(
      checkBooking(db, ports, booking([{ GKONTO: '3400' }, { GKONTO: '1571', SL_BU: '9' }]), false),
    ).rejects.toMatchObject({
      code: 'booking.tax_key_not_allowed',
      fields: [expect.objectContaining({ path: 'body.lines.1.SL_BU', issue: 'booking.tax_key_not_allowed' })],
    });
  });

  it('reads the accounts and the tax-key rules once per save, not once per line', async () => {
    reads.accounts = 0;
    reads.rules = 0;
    const lines = Array.from({ length: 10 }, (_, index) => ({ GKONTO: index % 2 ? '3400' : '1571' }));
    await checkBooking(db, ports, booking(lines), false);
    expect(reads).toEqual({ accounts: 1, rules: 1 });
  });

  it('refuses a personal account that is no creditor as Kreditor', async () => {
    const input = { ...booking([{ GKONTO: '3400' }]), creditor: '3400' };
    await expect(checkBooking(db, ports, input, false)).rejects.toMatchObject({
      code: 'booking.unknown_creditor',
    });
  });
});
