import { Text, TextInput } from '@mantine/core';
import type { BuWkData } from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../../ui/EditDialog.js';
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
    <EditDialog
      opened
      title={t('goods-receipt.split.title')}
      size={420}
      error={error}
      saveLabel={t('goods-receipt.split.save')}
      onClose={props.onClose}
      onSave={() => void split()}
    >
      <Text size="sm">
        {t('goods-receipt.split.original', { quantity: props.line.MENGE, unit: props.line.MENGE_ART })}
      </Text>
      <TextInput
        label={t('goods-receipt.split.quantity')}
        value={quantity}
        onChange={(event) => setQuantity(event.currentTarget.value)}
        data-autofocus
      />
    </EditDialog>
  );
}
