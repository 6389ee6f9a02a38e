import { describe, expect, it } from 'vitest';
import { errorCatalog } from '../error-catalog.js';
import {
  isValidInvoicePattern,
  isValidVatId,
  matchesInvoicePattern,
  validateAccount,
  validateBankAccount,
  validatePersonalAccount,
  validatePersonalAccountInfo,
  validateRange,
} from './masterdata.validation.js';

const codes = (issues: { code: string }[]) => issues.map((found) => found.code);

describe('master data rules', () => {
  it('wants a numeric account number and a name', () => {
    expect(codes(validateAccount({ number: '', name: 'Kasse' }))).toEqual([
      'masterdata.account_number_required',
    ]);
    expect(codes(validateAccount({ number: '12a', name: 'Kasse' }))).toEqual([
      'masterdata.account_number_not_numeric',
    ]);
    expect(codes(validateAccount({ number: '0', name: 'Kasse' }))).toEqual([
      'masterdata.account_number_not_numeric',
    ]);
    expect(codes(validateAccount({ number: '1000', name: ' ' }))).toEqual([
      'masterdata.account_name_required',
    ]);
    expect(validateAccount({ number: '1000', name: 'Kasse' })).toEqual([]);
  });

  it("asks a Debitor or Kreditor for a 'Name', as its dialog labels the field", () => {
    expect(codes(validatePersonalAccount({ number: '70001', name: ' ' }))).toEqual([
      'masterdata.personal_account_name_required',
    ]);
    expect(errorCatalog['masterdata.personal_account_name_required']?.de).toBe(
      'Bitte geben Sie einen Namen ein.',
    );
    expect(codes(validatePersonalAccount({ number: '', name: 'Mehlwerk' }))).toEqual([
      'masterdata.account_number_required',
    ]);
    expect(validatePersonalAccount({ number: '70001', name: 'Mehlwerk' })).toEqual([]);
  });

  it('applies the range rule: numeric, From below To', () => {
    expect(codes(validateRange({ from: '10x', to: '20' }))).toEqual(['masterdata.range_not_numeric']);
    expect(codes(validateRange({ personenkonto: 'K-1' }))).toEqual(['masterdata.range_not_numeric']);
    expect(codes(validateRange({ from: '20', to: '20' }))).toEqual(['masterdata.range_from_not_below_to']);
    expect(codes(validateRange({ from: '30', to: '20' }))).toEqual(['masterdata.range_from_not_below_to']);
    expect(validateRange({ from: '10', to: '20', personenkonto: '70000' })).toEqual([]);
    expect(validateRange({ from: '', to: '20' })).toEqual([]);
  });

  it('requires account name, IBAN and BIC of a bank account, valid ones', () => {
    expect(codes(validateBankAccount({ accountName: '', iban: '', bic: '' }))).toEqual([
      'masterdata.bank_account_name_required',
      'masterdata.iban_required',
      'masterdata.bic_required',
    ]);
    expect(
      codes(validateBankAccount({ accountName: 'Giro', iban: 'DE89370400440532013001', bic: 'COBADEFF1' })),
    ).toEqual(['masterdata.iban_invalid', 'masterdata.bic_invalid']);
    expect(
      validateBankAccount({ accountName: 'Giro', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }),
    ).toEqual([]);
  });

  it('checks VAT IDs by country format and the German check digit', () => {
    expect(isValidVatId('DE136695976')).toBe(true);
    expect(isValidVatId('DE 136 695 977')).toBe(false);
    expect(isValidVatId('ATU13585627')).toBe(true);
    expect(isValidVatId('NL123456789B01')).toBe(true);
    expect(isValidVatId('FR1234')).toBe(false);
  });

  it('checks optional creditor fields only when given', () => {
    expect(validatePersonalAccountInfo({ iban: '', bic: '', vatId: '', contraAccount: '' })).toEqual([]);
    expect(
      codes(
        validatePersonalAccountInfo({
          iban: 'DE00',
          vatId: 'DE1',
          countryCode: 'Deutschland',
          contraAccount: 'x',
        }),
      ),
    ).toEqual([
      'masterdata.iban_invalid',
      'masterdata.vat_id_invalid',
      'masterdata.country_code_invalid',
      'masterdata.account_number_not_numeric',
    ]);
  });

  it('matches invoice numbers against a creditor pattern', () => {
    expect(matchesInvoicePattern('RE-####', 'RE-2024')).toBe(true);
    expect(matchesInvoicePattern('RE-####', 'RE-20245')).toBe(false);
    expect(matchesInvoicePattern('R?-*', 'RX-anything.goes')).toBe(true);
    expect(matchesInvoicePattern('', 'whatever')).toBe(true);
  });

  it('accepts invoice-number patterns that say something, and no pattern', () => {
    expect(isValidInvoicePattern('')).toBe(true);
    expect(isValidInvoicePattern('RE-####')).toBe(true);
    expect(isValidInvoicePattern('*-2026-???')).toBe(true);
    expect(isValidInvoicePattern('*')).toBe(false);
    expect(isValidInvoicePattern(' ** ')).toBe(false);
    expect(isValidInvoicePattern('RE\t###')).toBe(false);
    expect(isValidInvoicePattern('#'.repeat(101))).toBe(false);
    expect(codes(validatePersonalAccountInfo({ invoiceNumberPattern: '***' }))).toEqual([
      'masterdata.invoice_pattern_invalid',
    ]);
  });
});
