import { Group, Text } from '@mantine/core';
import type { TotalPrice } from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';

/** The linked orders' totals beside the invoice's Umsatz; a difference over the tolerance in red. */
export function TotalsLine({ totals }: { totals: TotalPrice }) {
  const { t, i18n } = useTranslation();
  const money = (value: string | null) =>
    value === null
      ? '–'
      : Number(value).toLocaleString(i18n.language, { style: 'currency', currency: 'EUR' });
  return (
    <Group gap="lg" data-testid="goods-receipt-totals">
      <Text size="sm">{t('goods-receipt.totals.count', { count: totals.Count })}</Text>
      <Text size="sm">
        {t('goods-receipt.totals.net')}: {money(totals.Netto)}
      </Text>
      <Text size="sm">
        {t('goods-receipt.totals.gross')}: {money(totals.Brutto)}
      </Text>
      <Text size="sm">
        {t('goods-receipt.totals.umsatz')}: {money(totals.Umsatz)}
      </Text>
      <Text
        size="sm"
        c={totals.ExceedsTolerance ? 'red' : undefined}
        fw={totals.ExceedsTolerance ? 700 : undefined}
      >
        {t('goods-receipt.totals.difference')}: {money(totals.Difference)}
      </Text>
    </Group>
  );
}
