import { Box, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../auth/index.js';

export function HomePage() {
  const { t } = useTranslation();
  const { snapshot, openLogin } = useSession();
  if (snapshot.state === 'INITIAL') return null;
  if (snapshot.state !== 'LOGGED_IN' || !snapshot.web) {
    return (
      <Stack align="center" mt={80} gap="sm">
        <Title order={2}>Belegfluss</Title>
        <Text c="dimmed">{t('shell.home.signed-out')}</Text>
        <Button onClick={() => openLogin()}>{t('auth.login-link')}</Button>
      </Stack>
    );
  }
  return (
    <>
      <Text size="xl" fw={600}>
        {t('shell.home.welcome', { name: snapshot.web.kuerzel })}
      </Text>
      <Text c="dimmed">{t('shell.home.choose-module')}</Text>
    </>
  );
}

export function ModulePlaceholder() {
  const { t } = useTranslation();
  return <Text c="dimmed">{t('shell.module.placeholder')}</Text>;
}

/** Unicapture exists only as a placeholder: a plain coloured background. */
export function UnicapturePage() {
  return (
    <Box
      data-testid="unicapture-placeholder"
      style={{
        height: 'calc(100vh - 90px)',
        background: 'var(--mantine-primary-color-light)',
        borderRadius: 4,
      }}
    />
  );
}

/** The external viewer window (/ExtView): a full-screen placeholder. */
export function ExtViewPage() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" w="100vw" bg="var(--mantine-color-gray-1)" data-testid="ext-view">
      <Text c="dimmed">{t('shell.ext-view.placeholder')}</Text>
    </Center>
  );
}

/** Deep-link frames and external viewers until their modules provide them. */
export function PublicFramePlaceholder() {
  const { t } = useTranslation();
  const params = useParams();
  const reference = Object.values(params).filter(Boolean).join(' / ');
  return (
    <Center h="100vh" w="100vw">
      <Stack align="center" gap={4}>
        <Text c="dimmed">{t('shell.public-frame.placeholder')}</Text>
        {reference && (
          <Text size="xs" c="dimmed">
            {reference}
          </Text>
        )}
      </Stack>
    </Center>
  );
}

export function SessionExpiredPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" mt={120} gap="md">
      <Text size="lg" role="alert" data-testid="session-expired">
        {t('auth.session-expired.message')}
      </Text>
      <Button onClick={() => window.location.assign('/#/')}>{t('auth.login-link')}</Button>
    </Stack>
  );
}
