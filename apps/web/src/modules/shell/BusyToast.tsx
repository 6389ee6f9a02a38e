import { Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsBusy } from '../../kernel/busy.js';

/** 'Bitte warten ...' while the shell navigates or opens a module. */
export function BusyToast() {
  const { t } = useTranslation();
  if (!useIsBusy()) return null;
  return (
    <Paper className="busy-toast" shadow="md" p="xs" withBorder role="status" data-testid="busy-toast">
      <Loader size="xs" />
      <Text size="sm">{t('common.busy')}</Text>
    </Paper>
  );
}
