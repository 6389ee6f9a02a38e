import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MandantProvider, MandantSelect, useMandant } from '../../ui/MandantContext.js';
import { MailboxForm } from './MailboxForm.js';
import { PosteingangPanel } from './PosteingangPanel.js';

function MandantIntake() {
  const { mandantId } = useMandant();
  if (!mandantId) return null;
  return (
    <>
      <MailboxForm key={`mailbox-${mandantId}`} mandantId={mandantId} />
      <PosteingangPanel key={`inbox-${mandantId}`} mandantId={mandantId} />
    </>
  );
}

/** Einstellungen › E-Mail-Eingang: the Mandant's intake mailbox and its Posteingang. */
export function MailIntakePage() {
  const { t } = useTranslation();
  return (
    <MandantProvider>
      <Stack>
        <Title order={3}>{t('mail.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('mail.hint')}
        </Text>
        <MandantSelect />
        <MandantIntake />
      </Stack>
    </MandantProvider>
  );
}
