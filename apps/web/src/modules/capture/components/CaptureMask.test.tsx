import { MantineProvider } from '@mantine/core';
import type { DocumentDetail, IndexFieldName, IndexValue } from '@belegfluss/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../../../i18n/index.js';
import type { FieldDefinition } from '../capture.api.js';
import { CaptureMask, displayValue } from './CaptureMask.js';

const definitions: FieldDefinition[] = [
  { field: 'Kennung', kind: 'text', required: true, active: true },
  { field: 'Betrag', kind: 'amount', required: true, active: true },
];

const extracted = (
  field: IndexFieldName,
  value: string,
  confidence: number,
  needsReview: boolean,
): IndexValue => ({
  field,
  value,
  pageId: null,
  area: null,
  source: 'extraction',
  valid: true,
  confidence,
  needsReview,
});

const document = {
  id: 'd-1',
  status: 'flawed',
  updatedAt: '2026-03-05T10:00:00Z',
  index: [extracted('Kennung', 'RE-4711', 0.97, false), extracted('Betrag', '119.00', 0.55, true)],
  missingRequiredFields: [],
} as unknown as DocumentDetail;

/** The mask as the capture page holds it: typed values over the stored ones. */
function Mask({
  tabOrder,
  correctionMode,
  shown = definitions,
}: {
  tabOrder?: IndexFieldName[];
  correctionMode?: boolean;
  shown?: FieldDefinition[];
}) {
  const [values, setValues] = useState<Partial<Record<IndexFieldName, string>>>(() =>
    Object.fromEntries(
      document.index.map((entry) => [
        entry.field,
        displayValue(entry.field === 'Betrag' ? 'amount' : 'text', entry.value, 'de'),
      ]),
    ),
  );
  const [dirty, setDirty] = useState(false);
  return (
    <MantineProvider>
      <CaptureMask
        definitions={shown}
        document={document}
        values={values}
        activeField={null}
        dirty={dirty}
        readOnly={false}
        saving={false}
        onActivate={() => undefined}
        onChange={(field, value) => {
          setDirty(true);
          setValues((current) => ({ ...current, [field]: value }));
        }}
        onSave={() => undefined}
        tabOrder={tabOrder}
        correctionMode={correctionMode}
      />
    </MantineProvider>
  );
}

const input = (field: IndexFieldName) =>
  screen.getByTestId('capture-mask').querySelector<HTMLInputElement>(`input[data-field="${field}"]`)!;

beforeAll(async () => {
  await initI18n();
  await setLanguage('de');
});

describe('capture mask: confidence and "bitte prüfen"', () => {
  it('shows each extracted value with its confidence and marks the unsure one', () => {
    render(<Mask />);
    expect(screen.getByTestId('confidence-Kennung').textContent).toBe('auto 97 %');
    expect(screen.getByTestId('confidence-Betrag').textContent).toBe('auto 55 %');
    const marks = screen.getAllByTestId('review-mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.textContent).toBe('bitte prüfen');
    expect(input('Betrag').dataset.needsReview).toBe('true');
    expect(input('Kennung').dataset.needsReview).toBe('false');
  });

  it('drops the mark when the user edits the value', () => {
    render(<Mask />);
    fireEvent.change(input('Betrag'), { target: { value: '118,00' } });
    expect(screen.queryByTestId('review-mark')).toBeNull();
    expect(input('Betrag').dataset.needsReview).toBe('false');
  });

  it('drops the mark when the user confirms the value as it stands, which makes the mask savable', () => {
    render(<Mask />);
    const save = screen.getByRole('button', { name: 'Speichern' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(screen.getByTestId('capture-mask')).getByTestId('review-mark'));
    expect(screen.queryByTestId('review-mark')).toBeNull();
    expect(input('Betrag').value).toBe('119,00');
    expect((save as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('capture mask: tab order', () => {
  it('moves with Tab and Shift+Tab in the order of the setting, the fields staying where they are', () => {
    render(<Mask tabOrder={['Betrag', 'Kennung']} />);
    const shownOrder = [...screen.getByTestId('capture-mask').querySelectorAll('input[data-field]')].map(
      (element) => element.getAttribute('data-field'),
    );
    expect(shownOrder).toEqual(['Kennung', 'Betrag']);
    input('Betrag').focus();
    const forward = fireEvent.keyDown(input('Betrag'), { key: 'Tab' });
    expect(forward).toBe(false);
    expect(window.document.activeElement).toBe(input('Kennung'));
    fireEvent.keyDown(input('Kennung'), { key: 'Tab', shiftKey: true });
    expect(window.document.activeElement).toBe(input('Betrag'));
  });

  it('lets Tab leave the mask after the last field of the order', () => {
    render(<Mask tabOrder={['Betrag', 'Kennung']} />);
    input('Kennung').focus();
    expect(fireEvent.keyDown(input('Kennung'), { key: 'Tab' })).toBe(true);
    expect(window.document.activeElement).toBe(input('Kennung'));
  });
});

describe('capture mask: correction mode', () => {
  // A required date left empty, the sure invoice number, the unsure amount.
  const withDate: FieldDefinition[] = [
    { field: 'Belegdatum', kind: 'date', required: true, active: true },
    ...definitions,
  ];

  it('opens on the first field to correct and Tab skips the sure ones', () => {
    render(<Mask shown={withDate} correctionMode />);
    expect(window.document.activeElement).toBe(input('Belegdatum'));
    expect(fireEvent.keyDown(input('Belegdatum'), { key: 'Tab' })).toBe(false);
    expect(window.document.activeElement).toBe(input('Betrag'));
    fireEvent.keyDown(input('Betrag'), { key: 'Tab', shiftKey: true });
    expect(window.document.activeElement).toBe(input('Belegdatum'));
  });

  it('without it, leaves the focus alone and Tab visits every field', () => {
    render(<Mask shown={withDate} />);
    expect(window.document.activeElement).toBe(window.document.body);
    input('Belegdatum').focus();
    fireEvent.keyDown(input('Belegdatum'), { key: 'Tab' });
    expect(window.document.activeElement).toBe(input('Kennung'));
  });
});
