import { Group, SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import {
  CorrectionReason,
  type BuWkData,
  type CorrectBuWkEntryInput,
  type CorrectionReasonValue,
} from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../../ui/EditDialog.js';
import { dotDecimal, validPrice, validQuantity, validVat } from '../goods-receipt.view-model.js';

type CorrectionKind = 'PRICE' | 'AMOUNT';

const reasons: CorrectionReasonValue[] = [
  CorrectionReason.NOT_ACTUAL,
  CorrectionReason.NEW_PRICE,
  CorrectionReason.NEW_MENGE_ART,
  CorrectionReason.OTHER,
];

/**
 * The correction of a linked line's price or quantity: a reason (with a text for "Sonstiges"),
 * the invoiced quantity or unit price, and the VAT rate. Checked before it is sent with the spec's
 * message (a reason, a valid quantity and a valid VAT).
 */
export function CorrectionDialog(props: {
  mandantId: string;
  line: BuWkData;
  onClose: () => void;
  onSave: (input: CorrectBuWkEntryInput) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { line } = props;
  const [kind, setKind] = useState<CorrectionKind>('PRICE');
  const [reason, setReason] = useState<CorrectionReasonValue>(CorrectionReason.NONE);
  const [text, setText] = useState('');
  const [quantity, setQuantity] = useState(line.KORREKTUR_MENGE ?? line.MENGE);
  const [unit, setUnit] = useState(line.KORREKTUR_MENGE_ART ?? line.MENGE_ART);
  const [price, setPrice] = useState(line.KORREKTUR_NETTO_PREIS ?? line.NETTO_PREIS);
  const [vat, setVat] = useState(line.KORREKTUR_MWST ?? line.MWST);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function validated(): CorrectBuWkEntryInput | string {
    const Mwst = dotDecimal(vat);
    const valueValid =
      kind === 'AMOUNT' ? validQuantity(dotDecimal(quantity)) : validPrice(dotDecimal(price));
    if (reason === CorrectionReason.NONE || !valueValid || !validVat(Mwst))
      return t('api-errors.goodsreceipt.correction_invalid');
    if (reason === CorrectionReason.OTHER && !text.trim())
      return t('api-errors.goodsreceipt.correction_text_required');
    const common = {
      mandantId: props.mandantId,
      BuWkId: line.ID_BU_WK ?? '',
      Grund: reason,
      Text: text,
      Mwst,
    };
    return kind === 'AMOUNT'
      ? { ...common, Type: 'AMOUNT', Menge: dotDecimal(quantity), MengeArt: unit }
      : { ...common, Type: 'PRICE', NettoPreis: dotDecimal(price) };
  }

  async function save() {
    const input = validated();
    if (typeof input === 'string') {
      setError(input);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      if (await props.onSave(input)) props.onClose();
    } finally {
      setSaving(false);
    }
  }

  return (
    <EditDialog
      opened
      title={t('goods-receipt.correction.title')}
      size={520}
      error={error}
      busy={saving}
      saveLabel={t('goods-receipt.correction.save')}
      onClose={props.onClose}
      onSave={() => void save()}
    >
      <Text size="sm">
        {line.EXT_ARTIKEL_NR} {line.EXT_ARTIKEL_BEZ} · {line.IDENT1}
      </Text>
      <SegmentedControl
        value={kind}
        onChange={(value) => setKind(value as CorrectionKind)}
        data={[
          { value: 'PRICE', label: t('goods-receipt.correction.price') },
          { value: 'AMOUNT', label: t('goods-receipt.correction.quantity') },
        ]}
      />
      <Select
        label={t('goods-receipt.correction.reason')}
        placeholder={t('goods-receipt.correction.choose-reason')}
        data={reasons.map((value) => ({ value, label: t(`goods-receipt.reason.${value}`) }))}
        value={reason === CorrectionReason.NONE ? null : reason}
        onChange={(value) => setReason((value as CorrectionReasonValue | null) ?? CorrectionReason.NONE)}
        allowDeselect={false}
      />
      <TextInput
        label={t('goods-receipt.correction.text')}
        value={text}
        maxLength={255}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {kind === 'AMOUNT' ? (
        <Group grow>
          <TextInput
            label={t('goods-receipt.column.KORREKTUR_MENGE')}
            value={quantity}
            onChange={(event) => setQuantity(event.currentTarget.value)}
          />
          <TextInput
            label={t('goods-receipt.column.KORREKTUR_MENGE_ART')}
            value={unit}
            maxLength={20}
            onChange={(event) => setUnit(event.currentTarget.value)}
          />
        </Group>
      ) : (
        <TextInput
          label={t('goods-receipt.column.KORREKTUR_NETTO_PREIS')}
          value={price}
          onChange={(event) => setPrice(event.currentTarget.value)}
        />
      )}
      <TextInput
        label={t('goods-receipt.column.KORREKTUR_MWST')}
        value={vat}
        onChange={(event) => setVat(event.currentTarget.value)}
      />
    </EditDialog>
  );
}
