import type { DocumentDetail, IndexFieldName } from '@belegfluss/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSetting } from '../settings/index.js';
import { captureApi } from './capture.api.js';
import { creditorNumberOf, invoiceCheckNotes } from './invoice-checks.model.js';

/** Typing settles this long before a check asks the server. */
const SETTLE_MS = 300;

/**
 * The checks of the Mandant's setting `invoiceCheckOnInput` on the mask's current values: each
 * asks the server only while it is switched on (nothing runs before the setting has loaded).
 * Returns the hints per field.
 */
export function useInvoiceChecks(
  document: DocumentDetail | undefined,
  values: Partial<Record<IndexFieldName, string>>,
): Partial<Record<IndexFieldName, string>> {
  const { t } = useTranslation();
  const mandantId = document?.mandantId ?? null;
  const setting = useSetting('invoiceCheckOnInput', mandantId).data;
  const [invoiceNumber] = useDebouncedValue((values.Kennung ?? '').trim(), SETTLE_MS);
  const [creditorNumber] = useDebouncedValue(creditorNumberOf(values), SETTLE_MS);
  const [vatId] = useDebouncedValue((values.UStId ?? '').trim(), SETTLE_MS);
  const sameNumber = useQuery({
    queryKey: ['capture', 'invoice-number-check', mandantId, document?.id, invoiceNumber, creditorNumber],
    queryFn: () =>
      captureApi.invoiceNumberCheck(
        mandantId as string,
        invoiceNumber,
        (document as DocumentDetail).id,
        creditorNumber || undefined,
      ),
    enabled: Boolean(setting?.duplicateInvoiceNumber && document && invoiceNumber),
  });
  const creditor = useQuery({
    queryKey: ['capture', 'creditor', mandantId, creditorNumber],
    queryFn: () => captureApi.creditorByNumber(mandantId as string, creditorNumber),
    enabled: Boolean((setting?.invoiceNumberPattern || setting?.vatId) && mandantId && creditorNumber),
  });
  if (!setting) return {};
  return invoiceCheckNotes(
    setting,
    { invoiceNumber, vatId, sameNumber: sameNumber.data, creditor: creditor.data },
    t,
  );
}
