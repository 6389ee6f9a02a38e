import { Alert, Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatDateTime, isLanguage, type DeviceSession } from '@belegfluss/shared';
import { authApi } from '../auth.api.js';
import { audienceLabelKey, describeUserAgent } from './describe-session.js';

/**
 * MainFrame/Einstellungen/Components/DeviceSessions: the user's active sessions per device and
 * module. Another device's module can be ended (it goes back to its start page), another device
 * signed out altogether.
 */
export function DeviceSessionsPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const language = isLanguage(i18n.language) ? i18n.language : 'de';
  const sessions = useQuery({ queryKey: ['device-sessions'], queryFn: authApi.sessions });
  const instanceLocked = (location.state as { instanceLocked?: boolean } | null)?.instanceLocked === true;

  async function end(session: DeviceSession) {
    if (session.audience === 'web') await authApi.revokeSession(session.tokenId);
    else await authApi.terminateSession(session.tokenId);
    await sessions.refetch();
  }

  return (
    <Stack>
      <Title order={3}>{t('auth.sessions.title')}</Title>
      {instanceLocked && (
        <Alert color="yellow" data-testid="instance-locked-notice">
          {t('api-errors.auth.instance_locked')}
        </Alert>
      )}
      <Table striped highlightOnHover data-testid="device-sessions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('auth.sessions.column.module')}</Table.Th>
            <Table.Th>{t('auth.sessions.column.device')}</Table.Th>
            <Table.Th>{t('auth.sessions.column.address')}</Table.Th>
            <Table.Th>{t('auth.sessions.column.since')}</Table.Th>
            <Table.Th>{t('auth.sessions.column.last-seen')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(sessions.data ?? []).map((session) => (
            <Table.Tr key={session.tokenId} data-testid="device-session" data-current={session.current}>
              <Table.Td>
                {session.clientName ?? t(audienceLabelKey(session.audience))}{' '}
                {session.current && <Badge size="xs">{t('auth.sessions.this-device')}</Badge>}
              </Table.Td>
              <Table.Td>{describeUserAgent(session.userAgent)}</Table.Td>
              <Table.Td>{session.ip}</Table.Td>
              <Table.Td>{formatDateTime(session.createdAt, language)}</Table.Td>
              <Table.Td>{formatDateTime(session.lastSeenAt, language)}</Table.Td>
              <Table.Td>
                {!session.current && (
                  <Button size="compact-xs" variant="light" color="red" onClick={() => void end(session)}>
                    {t(session.audience === 'web' ? 'auth.sessions.sign-out' : 'auth.sessions.end')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {sessions.isSuccess && sessions.data.length === 0 && <Text c="dimmed">{t('auth.sessions.none')}</Text>}
    </Stack>
  );
}
