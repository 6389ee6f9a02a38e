import { describe, expect, it } from 'vitest';
import { bicFromText, ibanDiffers, sameName, sellerAddressFromText } from './booking-creditor.models.js';

describe('creditor matching rules', () => {
  it('compares names without case, punctuation and legal form', () => {
    expect(sameName('Papier-Schulz GmbH', 'papier schulz')).toBe(true);
    expect(sameName('Weber KG', 'Weber OHG')).toBe(true);
    expect(sameName('Weber KG', 'Wagner KG')).toBe(false);
    expect(sameName('GmbH', '')).toBe(false);
  });

  it('flags only an IBAN that differs from a stored one, blanks and case aside', () => {
    expect(ibanDiffers('de89 3704 0044 0532 0130 00', 'DE89370400440532013000')).toBe(false);
    expect(ibanDiffers('DE02120300000000202051', 'DE89370400440532013000')).toBe(true);
    expect(ibanDiffers('', 'DE89370400440532013000')).toBe(false);
    expect(ibanDiffers('DE02120300000000202051', '')).toBe(false);
  });

  it('reads street and town from the lines under the seller’s name', () => {
    const text = ['Rechnung', 'Holzbau Krämer GmbH', 'Sägewerkstraße 3a', 'A-6020 Innsbruck', 'An'].join(
      '\n',
    );
    expect(sellerAddressFromText(text, 'Holzbau Krämer GmbH')).toEqual({
      street: 'Sägewerkstraße 3a',
      zip: '6020',
      city: 'Innsbruck',
      countryCode: 'AT',
    });
    expect(sellerAddressFromText(text, 'Unbekannt AG')).toEqual({
      street: '',
      zip: '',
      city: '',
      countryCode: '',
    });
  });

  it('finds a printed BIC', () => {
    expect(bicFromText('IBAN DE02 1203 BIC: BYLADEM1001 Danke')).toBe('BYLADEM1001');
    expect(bicFromText('Swift-Code COBADEFF')).toBe('COBADEFF');
    expect(bicFromText('Keine Bankdaten')).toBe('');
  });
});
