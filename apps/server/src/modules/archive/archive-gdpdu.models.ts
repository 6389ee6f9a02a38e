/** The GDPdU data carrier ("Z3"): semicolon CSV files in UTF-8 and the index.xml describing them. */

export type GdpduColumn = { name: string; kind: 'text' | 'amount' | 'date' | 'number'; primaryKey?: boolean };
export type GdpduTable = {
  file: string;
  name: string;
  description: string;
  columns: GdpduColumn[];
  rows: string[][];
};

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** One CSV file: a header line, then one line per row, CRLF, every field quoted. */
export function gdpduCsv(table: GdpduTable): string {
  const lines = [
    table.columns.map((column) => quote(column.name)),
    ...table.rows.map((row) => row.map(quote)),
  ];
  return `${lines.map((line) => line.join(';')).join('\r\n')}\r\n`;
}

/** German date (DD.MM.YYYY) of an ISO date or instant; empty when there is none. */
export function gdpduDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

/** A decimal amount with a comma (the carrier declares the decimal symbol). */
export function gdpduAmount(decimal: string | null | undefined): string {
  return decimal ? decimal.replace('.', ',') : '';
}

const xml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

function columnXml(column: GdpduColumn): string {
  const element = column.primaryKey ? 'VariablePrimaryKey' : 'VariableColumn';
  const type =
    column.kind === 'amount'
      ? '<Numeric><Accuracy>2</Accuracy></Numeric>'
      : column.kind === 'number'
        ? '<Numeric/>'
        : column.kind === 'date'
          ? '<Date><Format>DD.MM.YYYY</Format></Date>'
          : '<AlphaNumeric/>';
  return `        <${element}><Name>${xml(column.name)}</Name>${type}</${element}>`;
}

/** index.xml after the GDPdU description standard (DataSet → Media → Table → VariableLength). */
export function gdpduIndexXml(input: {
  supplier: { name: string; location: string; comment: string };
  period: { from: string; to: string };
  tables: GdpduTable[];
}): string {
  const tables = input.tables.map((table) =>
    [
      '    <Table>',
      `      <URL>${xml(table.file)}</URL>`,
      `      <Name>${xml(table.name)}</Name>`,
      `      <Description>${xml(table.description)}</Description>`,
      `      <Validity><Range><From>${gdpduDate(input.period.from)}</From><To>${gdpduDate(input.period.to)}</To></Range></Validity>`,
      '      <UTF8/>',
      '      <DecimalSymbol>,</DecimalSymbol>',
      '      <DigitGroupingSymbol>.</DigitGroupingSymbol>',
      '      <VariableLength>',
      '        <ColumnDelimiter>;</ColumnDelimiter>',
      '        <RecordDelimiter>&#13;&#10;</RecordDelimiter>',
      '        <TextEncapsulator>"</TextEncapsulator>',
      ...table.columns.map(columnXml),
      '      </VariableLength>',
      '    </Table>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE DataSet SYSTEM "gdpdu-01-08-2002.dtd">',
    '<DataSet>',
    '  <Version>1.0</Version>',
    '  <DataSupplier>',
    `    <Name>${xml(input.supplier.name)}</Name>`,
    `    <Location>${xml(input.supplier.location)}</Location>`,
    `    <Comment>${xml(input.supplier.comment)}</Comment>`,
    '  </DataSupplier>',
    '  <Media>',
    '    <Name>Datenträger 1</Name>',
    ...tables,
    '  </Media>',
    '</DataSet>',
    '',
  ].join('\n');
}
