import { describe, expect, it } from 'vitest';
import {
  detectDateOrder,
  findAmounts,
  findBics,
  findCurrencies,
  findDates,
  findIbanShapes,
  findIbans,
  findIdentifiers,
  findVatIds,
  isValidIban,
  parseAmount,
} from './values.js';

const amounts = (text: string) => findAmounts(text).map((match) => match.value);
const dates = (text: string, order?: 'dmy' | 'mdy') => findDates(text, order).map((match) => match.value);

describe('amounts', () => {
  it('reads German, English, Swiss and spaced thousands as exact decimals', () => {
    expect(amounts('1.234,56')).toEqual(['1234.56']);
    expect(amounts('1,234.56')).toEqual(['1234.56']);
    expect(amounts("1'234.56")).toEqual(['1234.56']);
    expect(amounts('1 234,56 €')).toEqual(['1234.56']);
    expect(amounts('Summe 473,00 EUR')).toEqual(['473.00']);
    expect(amounts('€ 9,99')).toEqual(['9.99']);
  });

  it('keeps the printed sign, before or after the figure', () => {
    expect(amounts('-8,79')).toEqual(['-8.79']);
    expect(amounts('8,79-')).toEqual(['-8.79']);
    expect(amounts('- 218,48 €')).toEqual(['-218.48']);
    expect(amounts('-0,00')).toEqual(['0.00']);
  });

  it('does not read dates, percentages, four-decimal prices or longer numbers as amounts', () => {
    expect(amounts('05.03.2018')).toEqual([]);
    expect(amounts('19,00 %')).toEqual([]);
    expect(amounts('9,9000')).toEqual([]);
    expect(amounts('DE123456789')).toEqual([]);
  });

  it('parses a whole text as one amount only when nothing else is there', () => {
    expect(parseAmount('529,87 €')).toBe('529.87');
    expect(parseAmount('529,87 Stück 3')).toBeNull();
  });
});

describe('dates', () => {
  it('reads numeric, ISO and compact dates', () => {
    expect(dates('am 05.03.2018')).toEqual(['2018-03-05']);
    expect(dates('26.10.22')).toEqual(['2022-10-26']);
    expect(dates('1.2.2024')).toEqual(['2024-02-01']);
    expect(dates('2019-06-10')).toEqual(['2019-06-10']);
    expect(dates('20241231')).toEqual(['2024-12-31']);
    expect(dates('31/12/2024')).toEqual(['2024-12-31']);
  });

  it('reads month names in German, English and French', () => {
    expect(dates('11. Juli 2014')).toEqual(['2014-07-11']);
    expect(dates('31 Dez. 2024')).toEqual(['2024-12-31']);
    expect(dates('February 17, 2026')).toEqual(['2026-02-17']);
    expect(dates('3 novembre 2017')).toEqual(['2017-11-03']);
  });

  it('rejects impossible dates and reads US order when the document uses it', () => {
    expect(dates('31.02.2024')).toEqual([]);
    expect(dates('11/03/2017')).toEqual(['2017-03-11']);
    expect(dates('11/03/2017', 'mdy')).toEqual(['2017-11-03']);
    expect(detectDateOrder('Invoice 11/03/2017, paid 11/17/2017')).toBe('mdy');
    expect(detectDateOrder('Datum 17/11/2017')).toBe('dmy');
  });
});

describe('IBAN, BIC, VAT ID', () => {
  it('checks IBANs by mod 97 and country length', () => {
    expect(isValidIban('DE88200800000970375700')).toBe(true);
    expect(isValidIban('DE88200800000970375701')).toBe(false);
    expect(isValidIban('DE8820080000097037570')).toBe(false);
  });

  it('finds IBANs written in groups and repairs letter-for-digit OCR slips', () => {
    expect(findIbans('IBAN: DE88 2008 0000 0970 3757 00, BIC').map((m) => m.value)).toEqual([
      'DE88200800000970375700',
    ]);
    expect(findIbans('DE88 2OO8 0000 0970 3757 00').map((m) => m.value)).toEqual(['DE88200800000970375700']);
    expect(findIbans('DE12 1234 5678 9012 3456 78')).toEqual([]);
    expect(findIbanShapes('DE12 1234 5678 9012 3456 78').map((m) => m.value)).toEqual([
      'DE12123456789012345678',
    ]);
  });

  it('finds BICs with a real country code', () => {
    expect(findBics('BIC COBADEFFXXX').map((m) => m.value)).toEqual(['COBADEFFXXX']);
    expect(findBics('RECHNUNG')).toEqual([]);
  });

  it('finds VAT IDs in their national formats', () => {
    const ids = (text: string) => findVatIds(text).map((m) => m.value);
    expect(ids('USt-IdNr.: DE 123 456 789')).toEqual(['DE123456789']);
    expect(ids('ATU12345678')).toEqual(['ATU12345678']);
    expect(ids('TVA : FR11999999998 - SIRET')).toEqual(['FR11999999998']);
    expect(ids('NL123456789B01')).toEqual(['NL123456789B01']);
    expect(ids('DE12345618938')).toEqual([]);
  });
});

describe('identifiers and currencies', () => {
  it('takes tokens with a digit that are neither dates nor amounts', () => {
    expect(findIdentifiers('RE-20171118/506 von 18.11.2017').map((m) => m.value)).toEqual([
      'RE-20171118/506',
    ]);
    expect(findIdentifiers('Summe 473,00').map((m) => m.value)).toEqual([]);
  });

  it('names currencies by ISO code', () => {
    expect(findCurrencies('Total € 12,00 and GBP').map((m) => m.value)).toEqual(['EUR', 'GBP']);
  });
});

describe('formats of unseen invoices', () => {
  it('reads "29-Nov-19", Dutch month names and NZ$ amounts and currency', () => {
    expect(findDates('Date: 29-Nov-19').map((date) => date.value)).toEqual(['2019-11-29']);
    expect(findDates('3 maart 2024, 1 mei 2023').map((date) => date.value)).toEqual([
      '2024-03-03',
      '2023-05-01',
    ]);
    expect(findCurrencies('Total NZ$1,799.39').map((currency) => currency.value)).toEqual(['NZD']);
    expect(findAmounts('Total NZ$1,799.39').map((amount) => amount.value)).toEqual(['1799.39']);
  });
});
