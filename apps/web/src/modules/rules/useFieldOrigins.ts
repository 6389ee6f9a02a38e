import type { FieldOrigin } from '@belegfluss/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rulesApi } from './rules.api.js';

/**
 * Which rule filled each capture-mask field in the document's last extraction, as text in the
 * user's language ("Regel 'Rechnungsnr. Fa. Müller' (Mandant 10001)"), keyed by field; a value
 * changed since then has no explanation. `updatedAt` refetches after the document changed.
 */
export function useFieldOrigins(
  mandantId: string | null,
  documentId: string | null,
  updatedAt: string | undefined,
): (field: string, value: string) => string | null {
  const { t } = useTranslation();
  const origins = useQuery({
    queryKey: ['rules', 'origins', mandantId, documentId, updatedAt],
    queryFn: () => rulesApi.fieldOrigins(mandantId as string, documentId as string),
    enabled: Boolean(mandantId && documentId),
  });
  const byField = new Map((origins.data ?? []).map((entry: FieldOrigin) => [entry.field, entry]));
  return (field, value) => {
    const entry = byField.get(field as FieldOrigin['field']);
    if (!entry || entry.value !== value) return null;
    const { origin } = entry;
    if (origin.kind === 'user')
      return t(origin.mandantNr === null ? 'rules.origin.user-global' : 'rules.origin.user', {
        name: origin.name,
        mandant: origin.mandantNr,
      });
    if (origin.kind === 'learned')
      return t('rules.origin.learned', { name: origin.name, creditor: origin.creditor });
    return t('rules.origin.builtin', { name: origin.name });
  };
}
