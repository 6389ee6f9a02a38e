import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { fakeServer, json, renderInApp, signedInManager } from '../../../test/harness.js';
import { createWorkflowApi } from '../../workflow/workflow.api.js';
import { useInvoiceCheck } from '../invoice-check.js';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(() => vi.unstubAllGlobals());

const instanceId = '00000000-0000-4000-8000-0000000000f1';
const documentId = '00000000-0000-4000-8000-0000000000d1';
const path = `/api/wf/workflows/submit/${instanceId}`;
const differenceText =
  'Es wurde eine Differenz zwischen der Rechnungssumme und dem Gesamtbetrag der Bestellung(en) festgestellt.';

/** A submit with approval as the workflow screen sends it, under the invoice check. */
function SubmitProbe() {
  const invoiceCheck = useInvoiceCheck();
  const [outcome, setOutcome] = useState('');
  const api = createWorkflowApi();
  async function submit() {
    const result = await invoiceCheck((confirmed) =>
      api.submit(instanceId, {
        sDocUID: documentId,
        bApproveResult: 'Genehmigt',
        ...(confirmed ? { ConfirmInvoiceCheck: true } : {}),
      }),
    );
    setOutcome(result === null ? 'aborted' : 'submitted');
  }
  return (
    <>
      <button onClick={() => void submit()}>Genehmigen</button>
      <output data-testid="outcome">{outcome}</output>
    </>
  );
}

describe('Rechnungskontrolle', () => {
  it('asks OK/Cancel on a difference: Cancel aborts, OK submits confirmed', async () => {
    const server = fakeServer({
      [`POST ${path}`]: async (request) => {
        const body = (await request.json()) as { ConfirmInvoiceCheck?: boolean };
        return body.ConfirmInvoiceCheck
          ? json({ Result: { Status: 'Completed', Version: 2, ApproveResult: 'Genehmigt' }, Error: null })
          : json({ error: { code: 'goodsreceipt.invoice_check_difference', message: differenceText } }, 409);
      },
    });
    renderInApp(<SubmitProbe />, { manager: signedInManager([]) });
    fireEvent.click(screen.getByRole('button', { name: 'Genehmigen' }));
    expect(await screen.findByText('Rechnungskontrolle')).toBeTruthy();
    expect(screen.getByText(differenceText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('aborted'));
    expect(server.calls('POST', path)).toHaveLength(1);
    // The closed box leaves before the next one opens (its buttons must not be clicked again).
    await waitFor(() => expect(screen.queryByText('Rechnungskontrolle')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Genehmigen' }));
    expect(await screen.findByText('Rechnungskontrolle')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('submitted'));
    const calls = server.calls('POST', path);
    expect(calls).toHaveLength(3);
    expect(((await calls[2]!.json()) as { ConfirmInvoiceCheck?: boolean }).ConfirmInvoiceCheck).toBe(true);
  });
});
