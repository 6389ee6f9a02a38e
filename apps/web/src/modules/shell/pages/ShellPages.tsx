import { Box, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MessageType } from '@belegfluss/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiBlob } from '../../../kernel/api-client.js';
import { environment } from '../../../kernel/environment.js';
import { useAppMessage } from '../../messaging/index.js';
import { useSession } from '../../auth/index.js';

const FOLLOWED = [MessageType.documentSelectionChanged] as const;

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

/**
 * The external viewer window (/ExtView): it follows the document selected in the user's other
 * windows of this sign-in (message "document selection changed") and shows its current PDF.
 */
export function ExtViewPage() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<{ mandantId: string; documentId: string } | null>(null);
  useAppMessage(FOLLOWED, (message) => {
    const { mandantId, documentUID } = message.customData;
    if (mandantId && documentUID) setSelected({ mandantId, documentId: documentUID });
  });
  const pdf = useQuery({
    queryKey: ['ext-view', selected?.mandantId, selected?.documentId],
    enabled: selected !== null,
    queryFn: async () => {
      const { blob } = await apiBlob(`${environment.services.capture}/CapDocViewer/StreamDocItem`, {
        query: { mandantId: selected!.mandantId, documentId: selected!.documentId },
        background: true,
      });
      return URL.createObjectURL(blob);
    },
  });
  useEffect(() => {
    const url = pdf.data;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [pdf.data]);
  if (!selected) {
    return (
      <Center h="100vh" w="100vw" bg="var(--mantine-color-gray-1)" data-testid="ext-view">
        <Text c="dimmed">{t('shell.ext-view.placeholder')}</Text>
      </Center>
    );
  }
  return (
    <Box h="100vh" w="100vw" data-testid="ext-view" data-document-id={selected.documentId}>
      {pdf.data && (
        <iframe
          title={t('shell.ext-view.document')}
          src={pdf.data}
          style={{ border: 0, width: '100%', height: '100%' }}
        />
      )}
    </Box>
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
