import type { BuWkData, WkGridField } from '@belegfluss/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { columnKind } from '../goods-receipt.view-model.js';

const decimals = { quantity: [0, 3], price: [2, 4], amount: [2, 2], percent: [0, 2] } as const;

/** How a cell of the goods-receipt grid reads in the UI language: dates, numbers, states, reasons. */
export function useCellFormat() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (line: BuWkData, field: WkGridField): string => {
      const value = line[field];
      if (value === null || value === undefined || value === '') return '';
      const kind = columnKind(field);
      switch (kind) {
        case 'state':
          return t(`goods-receipt.link-state.${String(value)}`);
        case 'flag':
          return value ? t('goods-receipt.yes') : '';
        case 'reason':
          return value === 'NONE' ? '' : t(`goods-receipt.reason.${String(value)}`);
        case 'date':
          return new Date(`${String(value).slice(0, 10)}T00:00:00`).toLocaleDateString(locale);
        case 'dateTime':
          return new Date(String(value)).toLocaleString(locale);
        case 'quantity':
        case 'price':
        case 'amount':
        case 'percent': {
          const [min, max] = decimals[kind];
          return Number(value).toLocaleString(locale, {
            minimumFractionDigits: min,
            maximumFractionDigits: max,
          });
        }
        default:
          return String(value);
      }
    },
    [t, locale],
  );
}
