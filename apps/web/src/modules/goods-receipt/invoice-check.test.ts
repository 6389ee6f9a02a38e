import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../kernel/api-client.js';
import { INVOICE_CHECK_DIFFERENCE, withInvoiceCheck } from './invoice-check.js';

const difference = () =>
  new ApiRequestError(409, INVOICE_CHECK_DIFFERENCE, 'Es wurde eine Differenz … festgestellt.');

describe('withInvoiceCheck', () => {
  it('repeats the action confirmed after OK', async () => {
    const calls: boolean[] = [];
    const asked: string[] = [];
    const result = await withInvoiceCheck(
      async (confirmed) => {
        calls.push(confirmed);
        if (!confirmed) throw difference();
        return 'submitted';
      },
      async (message) => {
        asked.push(message);
        return true;
      },
    );
    expect(result).toBe('submitted');
    expect(calls).toEqual([false, true]);
    expect(asked).toEqual(['Es wurde eine Differenz … festgestellt.']);
  });

  it('aborts after Cancel without repeating', async () => {
    const calls: boolean[] = [];
    const result = await withInvoiceCheck(
      async (confirmed) => {
        calls.push(confirmed);
        throw difference();
      },
      async () => false,
    );
    expect(result).toBeNull();
    expect(calls).toEqual([false]);
  });

  it('passes other errors on without asking', async () => {
    let asked = false;
    const failure = new ApiRequestError(409, 'workflow.locked', 'gesperrt');
    await expect(
      withInvoiceCheck(
        async () => {
          throw failure;
        },
        async () => (asked = true),
      ),
    ).rejects.toBe(failure);
    expect(asked).toBe(false);
  });
});
