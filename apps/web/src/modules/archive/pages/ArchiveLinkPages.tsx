import { Alert, Button, Container, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../auth/index.js';
import { archiveApi } from '../archive.api.js';
import { ArchiveViewer } from '../components/ArchiveViewer.js';

/** Deep links are released per user: without a sign-in the page asks for one and comes back. */
function SignedIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { snapshot, openLogin } = useSession();
  const location = useLocation();
  if (snapshot.state === 'LOGGED_IN') return <>{children}</>;
  return (
    <Container mt="xl">
      <Alert title={t('archive.link.sign-in-title')}>
        <Stack>
          <Text>{t('archive.link.sign-in-text')}</Text>
          <Button w={200} onClick={() => openLogin(`${location.pathname}${location.search}`)}>
            {t('archive.link.sign-in')}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}

function DeepLinkDocument({ docUid }: { docUid: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<string | null>(null);
  const link = useQuery({
    queryKey: ['archive', 'dl', docUid],
    queryFn: () => archiveApi.deepLink(docUid),
    retry: false,
  });
  if (link.isLoading) return <Loader m="xl" />;
  if (!link.data) {
    return (
      <Alert color="red">
        {link.error instanceof Error ? link.error.message : t('archive.viewer.missing')}
      </Alert>
    );
  }
  return <ArchiveViewer documentId={opened ?? link.data.id} onOpen={setOpened} />;
}

/** #/ArcDocViewer/DL/{DOC_UID}: one archived document by deep link. */
export function ArchiveDeepLinkPage() {
  const { docUid = '' } = useParams();
  return (
    <SignedIn>
      <Container fluid p="md">
        <DeepLinkDocument docUid={docUid} />
      </Container>
    </SignedIn>
  );
}

function ExternSession({ sessionUid }: { sessionUid: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<string | null>(null);
  const session = useQuery({
    queryKey: ['archive', 'extern', sessionUid],
    queryFn: () => archiveApi.externSession(sessionUid),
    retry: false,
  });
  if (session.isLoading) return <Loader m="xl" />;
  if (!session.data) {
    return (
      <Alert color="red">
        {session.error instanceof Error ? session.error.message : t('archive.viewer.missing')}
      </Alert>
    );
  }
  return (
    <Stack>
      <Table striped highlightOnHover withTableBorder>
        <Table.Tbody>
          {session.data.documents.map((row) => (
            <Table.Tr key={row.id} onClick={() => setOpened(row.id)} style={{ cursor: 'pointer' }}>
              <Table.Td>{row.title}</Table.Td>
              <Table.Td>{row.creditor ?? ''}</Table.Td>
              <Table.Td>{row.invoiceNumber ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {opened && <ArchiveViewer documentId={opened} onOpen={setOpened} />}
    </Stack>
  );
}

/** #/ArcDocViewer/EXTERN/{SESSION_UID}: the documents an external application opened for the user. */
export function ArchiveExternPage() {
  const { sessionUid = '' } = useParams();
  return (
    <SignedIn>
      <Container fluid p="md">
        <ExternSession sessionUid={sessionUid} />
      </Container>
    </SignedIn>
  );
}

/** #/PDV: the deep-link frame; `?doc=<DOC_UID>` shows that document, `?session=<SESSION_UID>` a session. */
export function PdvFrame() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const doc = params.get('doc');
  const session = params.get('session');
  return (
    <SignedIn>
      <Container fluid p="md">
        {doc ? (
          <DeepLinkDocument docUid={doc} />
        ) : session ? (
          <ExternSession sessionUid={session} />
        ) : (
          <Alert>{t('archive.link.pdv-empty')}</Alert>
        )}
      </Container>
    </SignedIn>
  );
}
