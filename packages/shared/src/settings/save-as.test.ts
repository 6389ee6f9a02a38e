import { describe, expect, it } from 'vitest';
import { saveAsFileName } from './save-as.js';

const document = {
  title: 'scan_0042.pdf',
  index: [
    { field: 'Kennung', value: 'RE-2026/17' },
    { field: 'Belegdatum', value: '2026-03-05' },
    { field: 'Kreditor', value: 'Krause KG' },
  ],
};

describe('saveAsFileName (setting saveAs)', () => {
  it('names the download by the pattern with the document values, unsafe characters replaced', () => {
    expect(saveAsFileName('{Belegnummer}_{Datum}', document)).toBe('RE-2026_17_2026-03-05.pdf');
    expect(saveAsFileName('{Kreditor} {Titel}', document)).toBe('Krause KG scan_0042.pdf');
  });

  it('falls back to the title when every placeholder is empty', () => {
    expect(saveAsFileName('{Belegnummer}_{Datum}', { title: 'scan.pdf', index: [] })).toBe('scan.pdf');
    expect(saveAsFileName('Beleg {Betrag}', { title: 'scan.pdf', index: [] })).toBe('scan.pdf');
  });
});
