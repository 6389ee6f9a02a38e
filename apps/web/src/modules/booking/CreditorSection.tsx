import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { formatIban, type CreditorMatch } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingSource } from './booking.api.js';
import { CreditorDialog } from './CreditorDialog.js';

/**
 * The Kreditor of the booking: the number (typed, or found by creditor matching), how it was found,
 * a warning when the invoice's IBAN differs from the stored one, and "Kreditor anlegen" when none
 * matched.
 */
export function CreditorSection(props: {
  source: BookingSource;
  creditor: string;
  error: string | undefined;
  readOnly: boolean;
  onCreditor: (creditor: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const matchKey = [...props.source.key, 'creditor'];
  const match = useQuery<CreditorMatch>({
    queryKey: matchKey,
    queryFn: () => (props.source.creditorMatch as () => Promise<CreditorMatch>)(),
    enabled: !!props.source.creditorMatch,
  });
  const found = match.data;
  return (
    <>
      <Group align="flex-end" gap="xs">
        <TextInput
          size="xs"
          w={130}
          label={t('booking.creditor.label')}
          value={props.creditor}
          error={props.error}
          disabled={props.readOnly}
          data-testid="booking-creditor"
          onChange={(event) => props.onCreditor(event.currentTarget.value)}
        />
        {found?.creditor && (
          <Text size="xs" data-testid="booking-creditor-match">
            {found.creditor.name} · {t(`booking.creditor.matched-by.${found.matchedBy ?? 'booking'}`)}
          </Text>
        )}
        {found && !found.creditor && found.draft && !props.readOnly && (
          <Button size="xs" variant="light" onClick={() => setCreating(true)}>
            {t('booking.creditor.create')}
          </Button>
        )}
      </Group>
      {found?.creditor && found.ibanDiffers && (
        <Alert
          color="red"
          mt="xs"
          title={t('booking.creditor.iban-warning-title')}
          data-testid="iban-warning"
        >
          {t('booking.creditor.iban-warning', {
            invoice: formatIban(found.invoice.iban),
            stored: formatIban(found.creditor.iban),
          })}
        </Alert>
      )}
      {creating && found?.draft && (
        <CreditorDialog
          mandantId={props.source.mandantId}
          draft={found.draft}
          onClose={() => setCreating(false)}
          onCreated={(creditor) => {
            setCreating(false);
            props.onCreditor(String(creditor.number));
            void queryClient.invalidateQueries({ queryKey: matchKey });
          }}
        />
      )}
    </>
  );
}
