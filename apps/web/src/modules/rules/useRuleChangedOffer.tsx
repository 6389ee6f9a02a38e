import { MessageType } from '@belegfluss/shared';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useAppMessage } from '../messaging/index.js';
import { rulesApi } from './rules.api.js';

const NOTIFICATION_ID = 'rules-changed-offer';

/**
 * While capture is open for a Mandant, a rule change made in another window of the user is offered
 * as "evaluate again": the documents not yet exported are extracted again on request only.
 */
export function useRuleChangedOffer(mandantId: string | null) {
  const { t } = useTranslation();
  useAppMessage([MessageType.ruleChanged], (message) => {
    if (!mandantId || message.customData.mandantId !== mandantId) return;
    const rerun = async () => {
      notifications.hide(NOTIFICATION_ID);
      const result = await rulesApi.rerunExtraction(mandantId).catch(() => null);
      notifications.show({
        color: result ? 'green' : 'red',
        message: result
          ? t('rules.overview.rerun-started', { count: result.documents })
          : t('rules.offer.rerun-failed'),
      });
    };
    notifications.show({
      id: NOTIFICATION_ID,
      autoClose: false,
      message: (
        <Stack gap="xs">
          <Text size="sm">{t('rules.offer.changed')}</Text>
          <Button size="xs" onClick={() => void rerun()} data-testid="rules-offer-rerun">
            {t('rules.overview.rerun')}
          </Button>
        </Stack>
      ),
    });
  });
}
