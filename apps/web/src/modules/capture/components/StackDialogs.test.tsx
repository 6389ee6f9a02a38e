import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../../../i18n/index.js';
import { StackDialogs } from './StackDialogs.js';

beforeAll(async () => {
  await initI18n();
  await setLanguage('de');
});

describe('new stack dialog', () => {
  it('starts with OCR, analysis and extraction on, so a first upload gets its data extracted', () => {
    const onSubmit = vi.fn();
    render(
      <MantineProvider>
        <StackDialogs
          dialog={{ kind: 'create' }}
          stacks={[]}
          error={null}
          busy={false}
          onClose={() => undefined}
          onSubmit={onSubmit}
        />
      </MantineProvider>,
    );
    for (const label of ['Texterkennung (OCR)', 'Analyse', 'Datenextraktion'])
      expect((screen.getByLabelText(label) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Stapelname'), { target: { value: 'Eingang' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'create',
        name: 'Eingang',
        autoJobs: ['ocr', 'analyse', 'extraction'],
      }),
    );
  });
});
