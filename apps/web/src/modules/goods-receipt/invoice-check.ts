import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../kernel/api-client.js';
import { MessageBoxButtons, MessageBoxResult, MessageBoxType } from '../../ui/message-box/message-box.js';
import { useMessageBox } from '../../ui/message-box/MessageBoxProvider.js';

export const INVOICE_CHECK_DIFFERENCE = 'goodsreceipt.invoice_check_difference';

/**
 * Runs a workflow action under the invoice check (spec 001, section 5): when the server refuses it
 * for a difference between invoice and orders, `confirm` asks the user; OK repeats it confirmed
 * (the server appends its remark), Cancel aborts it and null comes back. Other errors pass through.
 */
export async function withInvoiceCheck<T>(
  work: (confirmed: boolean) => Promise<T>,
  confirm: (message: string) => Promise<boolean>,
): Promise<T | null> {
  try {
    return await work(false);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.code !== INVOICE_CHECK_DIFFERENCE) throw error;
    if (!(await confirm(error.message))) return null;
    return work(true);
  }
}

/** withInvoiceCheck with the 'Rechnungskontrolle' OK/Cancel message box. */
export function useInvoiceCheck() {
  const { t } = useTranslation();
  const { showMessageBox } = useMessageBox();
  return useCallback(
    <T>(work: (confirmed: boolean) => Promise<T>) =>
      withInvoiceCheck(work, async (message) => {
        const result = await showMessageBox({
          title: t('goods-receipt.invoice-check.title'),
          message: message || t(`api-errors.${INVOICE_CHECK_DIFFERENCE}`),
          type: MessageBoxType.Warning,
          buttons: MessageBoxButtons.OKCancel,
        });
        return result === MessageBoxResult.OK;
      }),
    [showMessageBox, t],
  );
}
