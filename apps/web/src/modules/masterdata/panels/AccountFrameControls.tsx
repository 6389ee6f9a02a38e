import { Button, Select } from '@mantine/core';
import { accountFrames, type AccountFrame } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorsOf } from '../../../ui/form-errors.js';
import { applyAccountFrame, chooseAccountChart, fetchAccountChart } from '../masterdata.api.js';

/**
 * The Mandant's chart of accounts (SKR03 or SKR04, a master-data setting) and "Kontenrahmen
 * übernehmen", which adds the accounts of the chosen chart. `onMessage` shows the outcome.
 */
export function AccountFrameControls({
  mandantId,
  onMessage,
  onApplied,
}: {
  mandantId: string;
  onMessage: (message: string) => void;
  onApplied: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const queryKey = ['masterdata', mandantId, 'account-chart'];
  const chart = useQuery({ queryKey, queryFn: () => fetchAccountChart(mandantId) });
  const frame = chart.data?.frame ?? null;

  async function choose(value: AccountFrame) {
    try {
      client.setQueryData(queryKey, await chooseAccountChart(mandantId, value));
      onMessage(t('masterdata.account.frame-chosen', { frame: value }));
    } catch (error) {
      onMessage(errorsOf(error).message ?? '');
    }
  }

  async function apply() {
    try {
      const result = await applyAccountFrame(mandantId);
      onMessage(t('masterdata.account.frame-result', { created: result.created, skipped: result.skipped }));
      onApplied();
    } catch (error) {
      onMessage(errorsOf(error).message ?? '');
    }
  }

  return (
    <>
      <Select
        w={150}
        data={[...accountFrames]}
        value={frame}
        placeholder={t('masterdata.account.frame-none')}
        onChange={(value) => value && void choose(value as AccountFrame)}
        allowDeselect={false}
        disabled={chart.isPending}
        aria-label={t('masterdata.account.frame')}
      />
      <Button variant="light" disabled={!frame} onClick={() => void apply()}>
        {t('masterdata.account.apply-frame')}
      </Button>
    </>
  );
}
