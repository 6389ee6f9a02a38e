import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { BuWkData } from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/modal/Modal.js';
import { dotDecimal, splitQuantityError } from '../goods-receipt.view-model.js';

/** Splits a part off an open order line: the quantity must be numeric and smaller than the line's. */
export function SplitDialog(props: {
  line: BuWkData;
  onClose: () => void;
  onSplit: (quantity: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function split() {
    const code = splitQuantityError(quantity, props.line.MENGE);
    if (code) {
      setError(t(`api-errors.${code}`));
      return;
    }
    setError(null);
    if (await props.onSplit(dotDecimal(quantity))) props.onClose();
  }

  return (
    <Modal opened onClose={props.onClose} title={t('goods-receipt.split.title')} size={420} centered>
      <Stack gap="sm">
        <Text size="sm">
          {t('goods-receipt.split.original', { quantity: props.line.MENGE, unit: props.line.MENGE_ART })}
        </Text>
        <TextInput
          label={t('goods-receipt.split.quantity')}
          value={quantity}
          onChange={(event) => setQuantity(event.currentTarget.value)}
          data-autofocus
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.button.cancel')}
          </Button>
          <Button onClick={() => void split()}>{t('goods-receipt.split.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
