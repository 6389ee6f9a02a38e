import { MantineProvider } from '@mantine/core';
import type { Resubmission } from '@belegfluss/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { berlinToday } from './dates.js';
import { checkResubmissionRows } from './ResubmissionDialog.js';
import { SendMailDialog } from './SendMailDialog.js';

beforeAll(async () => {
  await initI18n('de');
});

const stored: Resubmission = {
  id: '0b7c2f7e-7c0d-4a4e-9d53-2a0c8f0e1a11',
  mandantId: '6f1b8e2a-1b8e-4c6d-9f0a-0a6f1b8e2a1b',
  documentId: 'doc-1',
  userId: null,
  dueDate: '2027-02-15',
  note: '',
  done: false,
  createdBy: null,
  updatedAt: '2027-01-10T10:00:00.000Z',
};
const row = (patch: Partial<Parameters<typeof checkResubmissionRows>[0][number]>) => ({
  key: 'k',
  dueDate: '',
  note: '',
  userId: null,
  done: false,
  ...patch,
});
const codes = (issues: { path: string; code: string }[]) =>
  issues.map((found) => `${found.path} ${found.code}`);

describe('resubmission rows', () => {
  it('checks new and changed dates and the note length, and lets an unchanged past date stay', () => {
    const today = '2027-03-01';
    expect(codes(checkResubmissionRows([row({ dueDate: '' })], [], today))).toEqual([
      'entries.0.dueDate settings.resubmission_date_required',
    ]);
    expect(codes(checkResubmissionRows([row({ dueDate: '28.02.2027' })], [], today))).toEqual([
      'entries.0.dueDate settings.resubmission_date_past',
    ]);
    expect(checkResubmissionRows([row({ id: stored.id, dueDate: '15.02.2027' })], [stored], today)).toEqual(
      [],
    );
    expect(
      codes(checkResubmissionRows([row({ id: stored.id, dueDate: '16.02.2027' })], [stored], today)),
    ).toEqual(['entries.0.dueDate settings.resubmission_date_past']);
    expect(
      codes(checkResubmissionRows([row({ dueDate: '01.03.2027', note: 'x'.repeat(1000) })], [], today)),
    ).toEqual(['entries.0.note settings.note_too_long']);
    expect(checkResubmissionRows([row({ dueDate: '01.03.2027', note: 'x'.repeat(999) })], [], today)).toEqual(
      [],
    );
  });

  it('counts the day in Germany', () => {
    expect(berlinToday(new Date('2027-02-28T23:30:00Z'))).toBe('2027-03-01');
    expect(berlinToday(new Date('2027-07-01T21:59:00Z'))).toBe('2027-07-01');
    expect(berlinToday(new Date('2027-07-01T22:00:00Z'))).toBe('2027-07-02');
  });
});

describe('the e-mail dialog', () => {
  it('shows the rules of the spec under the fields and sends nothing while they are broken', async () => {
    const loadPdf = vi.fn(async () => new ArrayBuffer(8));
    render(
      <MantineProvider>
        <SendMailDialog
          opened
          onClose={() => undefined}
          mandantId={stored.mandantId}
          defaultFileName="Rechnung 4711.pdf"
          loadPdf={loadPdf}
        />
      </MantineProvider>,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText(/PDF-Dateiname/)).toHaveProperty('value', 'Rechnung 4711');
    await userEvent.clear(within(dialog).getByLabelText(/PDF-Dateiname/));
    await userEvent.type(within(dialog).getByLabelText(/PDF-Dateiname/), 'a/b');
    await userEvent.type(within(dialog).getByLabelText(/Empfänger/), 'kunde(at)example.com');
    await userEvent.clear(within(dialog).getByLabelText(/Betreff/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));
    for (const message of [
      'Bitte geben Sie einen gültigen Dateinamen für die PDF-Datei ein.',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      'Bitte geben Sie einen Betreff ein.',
      'Bitte geben Sie eine Nachricht ein.',
    ])
      expect(within(dialog).getAllByText(message).length).toBeGreaterThan(0);
    expect(loadPdf).not.toHaveBeenCalled();
  });
});
