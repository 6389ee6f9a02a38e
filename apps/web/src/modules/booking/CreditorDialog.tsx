import { Alert, Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import type { CreditorDraft, PersonalAccount } from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../kernel/api-client.js';
import { Modal } from '../../ui/modal/Modal.js';
import { bookingApi } from './booking.api.js';
import { errorsByPath } from './booking-form.model.js';

const fields: (keyof CreditorDraft)[] = [
  'number',
  'name',
  'street',
  'zip',
  'city',
  'countryCode',
  'iban',
  'bic',
  'vatId',
];

/** "Kreditor anlegen": a new creditor prefilled from the invoice, checked and stored by master data. */
export function CreditorDialog(props: {
  mandantId: string;
  draft: CreditorDraft;
  onClose: () => void;
  onCreated: (creditor: PersonalAccount) => void;
}) {
  const { t } = useTranslation();
  // The draft follows the invoice's saved values (a save may land after the dialog opened) until the user types.
  const [typed, setTyped] = useState<CreditorDraft | null>(null);
  const values = typed ?? props.draft;
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function create() {
    setBusy(true);
    try {
      props.onCreated(await bookingApi.createCreditor(props.mandantId, values));
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setErrors(errorsByPath(error.fields));
        setFailure(error.message);
      } else setFailure(String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={props.onClose} title={t('booking.creditor.create-title')} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        {failure && (
          <Alert color="red" mb="sm">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={3} spacing="xs">
          {fields.map((field, index) => (
            <TextInput
              key={field}
              size="xs"
              data-autofocus={index === 1 || undefined}
              label={t(`booking.creditor.field.${field}`)}
              value={values[field]}
              error={errors.get(field)}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setTyped((current) => ({ ...(current ?? props.draft), [field]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={props.onClose}>
            {t('booking.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('booking.creditor.create-submit')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
