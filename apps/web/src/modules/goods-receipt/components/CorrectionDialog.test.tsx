import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CorrectBuWkEntryInput } from '@belegfluss/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { renderInApp } from '../../../test/harness.js';
import { linkedRow, wkRow } from '../goods-receipt.testing.js';
import { CorrectionDialog } from './CorrectionDialog.js';
import { SplitDialog } from './SplitDialog.js';

beforeAll(async () => {
  await initI18n('de');
});

const mandantId = '00000000-0000-4000-8000-0000000000a1';
const invalidText = 'Eine Korrektur braucht einen Grund, eine gültige Menge und einen gültigen Steuersatz.';

function renderCorrection() {
  const saved: CorrectBuWkEntryInput[] = [];
  let closed = false;
  const line = linkedRow(1).BuWkData;
  renderInApp(
    <CorrectionDialog
      mandantId={mandantId}
      line={line}
      onClose={() => (closed = true)}
      onSave={async (input) => {
        saved.push(input);
        return true;
      }}
    />,
  );
  return { saved, line, closed: () => closed };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function chooseReason(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText('Korrekturgrund', { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('CorrectionDialog', () => {
  it('refuses a correction without a reason with the spec text and sends nothing', async () => {
    const { saved } = renderCorrection();
    fireEvent.click(await screen.findByRole('button', { name: 'Korrektur speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe(invalidText);
    expect(saved).toEqual([]);
  });

  it('refuses an invalid VAT rate or quantity', async () => {
    const { saved } = renderCorrection();
    await chooseReason('Nicht aktuell');
    fireEvent.click(screen.getByText('Menge'));
    fireEvent.change(input('Korrigierte Menge'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Korrektur speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe(invalidText);
    fireEvent.change(input('Korrigierte Menge'), { target: { value: '8' } });
    fireEvent.change(input('Korrigierte MwSt. %'), { target: { value: '119' } });
    fireEvent.click(screen.getByRole('button', { name: 'Korrektur speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe(invalidText);
    expect(saved).toEqual([]);
  });

  it('asks for a text with the reason "Sonstiges"', async () => {
    const { saved } = renderCorrection();
    await chooseReason('Sonstiges');
    fireEvent.click(screen.getByRole('button', { name: 'Korrektur speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bei „Sonstiges“ beschreiben Sie den Grund bitte im Text.',
    );
    expect(saved).toEqual([]);
  });

  it('sends a price correction with German decimals as dot decimals and closes', async () => {
    const { saved, line, closed } = renderCorrection();
    await chooseReason('Neuer Preis');
    fireEvent.change(input('Korrigierter Nettopreis'), { target: { value: '11,90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Korrektur speichern' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      mandantId,
      BuWkId: line.ID_BU_WK,
      Type: 'PRICE',
      Grund: 'NEW_PRICE',
      Text: '',
      Mwst: '19.00',
      NettoPreis: '11.90',
    });
    await waitFor(() => expect(closed()).toBe(true));
  });

  it('sends a quantity correction with its unit', async () => {
    const { saved } = renderCorrection();
    await chooseReason('Nicht aktuell');
    fireEvent.click(screen.getByText('Menge'));
    fireEvent.change(input('Korrigierte Menge'), { target: { value: '8,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Korrektur speichern' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ Type: 'AMOUNT', Grund: 'NOT_ACTUAL', Menge: '8.5', MengeArt: 'Stk' });
  });
});

describe('SplitDialog', () => {
  it('accepts only a numeric quantity smaller than the original', async () => {
    const split: string[] = [];
    renderInApp(
      <SplitDialog
        line={wkRow(2).BuWkData}
        onClose={() => undefined}
        onSplit={async (quantity) => {
          split.push(quantity);
          return true;
        }}
      />,
    );
    const field = await screen.findByLabelText('Teilmenge');
    fireEvent.change(field, { target: { value: 'zwei' } });
    fireEvent.click(screen.getByRole('button', { name: 'Abspalten' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Die Teilmenge muss eine Zahl sein.');
    fireEvent.change(field, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Abspalten' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Die Teilmenge muss größer als 0 und kleiner als die ursprüngliche Menge sein.',
      ),
    );
    fireEvent.change(field, { target: { value: '2,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Abspalten' }));
    await waitFor(() => expect(split).toEqual(['2.5']));
  });
});
