import { describe, expect, it } from 'vitest';
import { gdpduAmount, gdpduCsv, gdpduDate, gdpduIndexXml, type GdpduTable } from './archive-gdpdu.models.js';

const table: GdpduTable = {
  file: 'belege.csv',
  name: 'Belege',
  description: 'Belege & Co',
  columns: [
    { name: 'BelegID', kind: 'text', primaryKey: true },
    { name: 'Betrag', kind: 'amount' },
    { name: 'Belegdatum', kind: 'date' },
  ],
  rows: [['a"1', gdpduAmount('119.00'), gdpduDate('2026-03-05')]],
};

describe('GDPdU data carrier', () => {
  it('writes quoted semicolon CSV with CRLF, German dates and decimal commas', () => {
    expect(gdpduCsv(table)).toBe('"BelegID";"Betrag";"Belegdatum"\r\n"a""1";"119,00";"05.03.2026"\r\n');
  });

  it('describes every table in index.xml after the GDPdU description standard', () => {
    const xml = gdpduIndexXml({
      supplier: { name: 'Bäckerei <Sonnenschein>', location: 'Mandant 10001', comment: '' },
      period: { from: '2026-01-01', to: '2026-12-31' },
      tables: [table],
    });
    expect(xml).toContain('<!DOCTYPE DataSet SYSTEM "gdpdu-01-08-2002.dtd">');
    expect(xml).toContain('<Name>Bäckerei &#60;Sonnenschein&#62;</Name>');
    expect(xml).toContain('<URL>belege.csv</URL>');
    expect(xml).toContain('<Validity><Range><From>01.01.2026</From><To>31.12.2026</To></Range></Validity>');
    expect(xml).toContain('<VariablePrimaryKey><Name>BelegID</Name><AlphaNumeric/></VariablePrimaryKey>');
    expect(xml).toContain(
      '<VariableColumn><Name>Betrag</Name><Numeric><Accuracy>2</Accuracy></Numeric></VariableColumn>',
    );
    expect(xml).toContain(
      '<VariableColumn><Name>Belegdatum</Name><Date><Format>DD.MM.YYYY</Format></Date></VariableColumn>',
    );
  });
});
