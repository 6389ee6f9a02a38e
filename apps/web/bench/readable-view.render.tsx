// Server-side rendering of the e-invoice readable view, for `npm run bench -- einvoice`: reads one
// EInvoiceView (JSON) from stdin and renders it `runs` times with React's renderToString, as the
// product's ReadableInvoiceView (Mantine, i18next, the shared readable model built inside) and, as the
// ceiling, bare React writing the same sections as plain HTML. Prints the times in ms as JSON.
import { readFileSync } from 'node:fs';
import { MantineProvider } from '@mantine/core';
import { buildReadableInvoice, type EInvoiceView } from '@belegfluss/shared';
import i18n from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ReadableInvoiceView } from '../src/modules/einvoice/components/ReadableInvoiceView.js';

const WARM_UP = 50;
const runs = Number(process.argv[2] ?? 200);
const view = JSON.parse(readFileSync(0, 'utf8')) as EInvoiceView;
const messages = JSON.parse(
  readFileSync(new URL('../src/i18n/locales/de/einvoice.json', import.meta.url), 'utf8'),
) as Record<string, string>;
await i18n.use(initReactI18next).init({
  lng: 'de',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: { de: { translation: messages } },
});

const product = () =>
  renderToString(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <ReadableInvoiceView invoice={view} />
      </I18nextProvider>
    </MantineProvider>,
  );

const readable = buildReadableInvoice(view, 'de');
const bare = () =>
  renderToString(
    <div>
      <h3>{readable.title}</h3>
      <b>{readable.payable}</b>
      {readable.sections.map((section) => (
        <section key={section.key}>
          <h4>{section.title}</h4>
          <table>
            <tbody>
              {section.fields.map((field, index) => (
                <tr key={index}>
                  <td>{field.label}</td>
                  <td>{field.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {section.table && (
            <table>
              <thead>
                <tr>
                  {section.table.columns.map((column) => (
                    <th key={column.label} align={column.align}>
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {section.table.rows.map((row, index) => (
                  <tr key={index}>
                    {row.map((cell, column) => (
                      <td key={column}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </div>,
  );

function timed(render: () => string): number {
  const started = performance.now();
  if (render().length === 0) throw new Error('rendered nothing');
  return performance.now() - started;
}

for (let warm = 0; warm < WARM_UP; warm += 1) {
  product();
  bare();
}
if (!product().includes(readable.payable ?? '')) throw new Error('the readable view lacks the amount due');
const times = { product: [] as number[], bare: [] as number[] };
for (let run = 0; run < runs; run += 1) {
  times.product.push(timed(product));
  times.bare.push(timed(bare));
}
process.stdout.write(`\nTIMES ${JSON.stringify(times)}\n`);
