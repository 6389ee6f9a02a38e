import { Alert, Badge, Button, Group, Progress, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { Modal } from '../../../ui/modal/Modal.js';
import { CaptureJobKind, formatDateTime, type CaptureJob, type Language } from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../kernel/api-client.js';
import { captureApi } from '../capture.api.js';

const stateColors: Record<string, string> = {
  finished: 'green',
  faulty: 'red',
  canceled: 'gray',
  in_progress: 'blue',
  waiting: 'yellow',
  created: 'yellow',
  reinitialised: 'orange',
};

const captureJobKinds = new Set<string>(Object.values(CaptureJobKind));

/** The job type in the UI language for capture jobs; the server's (German) name for any other kind. */
function jobType(job: CaptureJob, t: (key: string, options: { defaultValue: string }) => string): string {
  if (!captureJobKinds.has(job.kind)) return job.serverType;
  return t(`capture.job-type.${job.kind.slice('capture.'.length)}`, { defaultValue: job.serverType });
}

type Props = { mandantId: string; jobs: CaptureJob[]; onChanged: () => void };

/** The job list (addressee, server type, created on, creator, state) and the job dialog with its actions. */
export function JobPanel({ mandantId, jobs, onChanged }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [open, setOpen] = useState<CaptureJob | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function handleAction(
    action: 'pickUpJobs' | 'deleteJobs' | 'resendJobs' | 'abortJobs',
    job: CaptureJob,
  ) {
    setError(null);
    try {
      await captureApi.jobAction(action, mandantId, [job.id]);
      setOpen(null);
      onChanged();
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : String(failure));
    }
  }

  return (
    <>
      <ScrollArea h="100%" data-testid="job-list">
        {jobs.length === 0 ? (
          <Text size="xs" c="dimmed" p="xs">
            {t('capture.jobs.empty')}
          </Text>
        ) : (
          <Table striped highlightOnHover withRowBorders={false} fz="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('capture.jobs.server-type')}</Table.Th>
                <Table.Th>{t('capture.jobs.addressee')}</Table.Th>
                <Table.Th>{t('capture.jobs.created-on')}</Table.Th>
                <Table.Th>{t('capture.jobs.creator')}</Table.Th>
                <Table.Th>{t('capture.jobs.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {jobs.map((job) => (
                <Table.Tr
                  key={job.id}
                  onClick={() => setOpen(job)}
                  style={{ cursor: 'pointer' }}
                  data-testid="job-row"
                  data-state={job.state}
                >
                  <Table.Td>{jobType(job, t)}</Table.Td>
                  <Table.Td>{job.addressee}</Table.Td>
                  <Table.Td>{formatDateTime(job.createdAt, language)}</Table.Td>
                  <Table.Td>{job.creator ?? '—'}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Badge size="xs" color={stateColors[job.state] ?? 'gray'}>
                        {t(`capture.job-state.${job.state}`)}
                      </Badge>
                      {job.state === 'in_progress' && <Progress w={60} value={job.progress} size="sm" />}
                    </Group>
                    {job.errorText && (
                      <Text size="10px" c="red" lineClamp={2}>
                        {job.errorText}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ScrollArea>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={t('capture.jobs.dialog-title')}
        centered
      >
        {open && (
          <Stack gap="xs">
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Text size="sm">
              {jobType(open, t)} · {open.addressee}
            </Text>
            <Text size="sm">
              {t('capture.jobs.state')}: {t(`capture.job-state.${open.state}`)} ({open.progress} %)
            </Text>
            {open.progressText && <Text size="xs">{open.progressText}</Text>}
            {open.errorText && (
              <Alert color="red" p="xs">
                {open.errorText}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button size="xs" variant="default" onClick={() => void handleAction('abortJobs', open)}>
                {t('capture.jobs.abort')}
              </Button>
              <Button size="xs" variant="default" onClick={() => void handleAction('resendJobs', open)}>
                {t('capture.jobs.resend')}
              </Button>
              <Button
                size="xs"
                variant="default"
                color="red"
                onClick={() => void handleAction('deleteJobs', open)}
              >
                {t('capture.jobs.delete')}
              </Button>
              <Button size="xs" onClick={() => void handleAction('pickUpJobs', open)}>
                {t('capture.jobs.pick-up')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
