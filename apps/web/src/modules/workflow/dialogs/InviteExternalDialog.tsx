import { Alert, Button, CopyButton, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Modal } from '../../../ui/modal/Modal.js';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, type Language } from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkflowApi } from '../workflow.api.js';
import { absoluteLink, isoToLocalInput, localInputToIso } from '../workflow.view-model.js';

const DEFAULT_VALID_DAYS = 14;

/**
 * Sends the workflow to an external partner user (WFExtUser/DL/{PID}): pick one of the external
 * users one may use, set until when the link works, then show and copy the link.
 */
export function InviteExternalDialog(props: {
  opened: boolean;
  onClose: () => void;
  api: WorkflowApi;
  instanceId: string;
  onFailed: (error: unknown) => void;
  onCreated: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [userId, setUserId] = useState<string | null>(null);
  const [until, setUntil] = useState(() =>
    isoToLocalInput(new Date(Date.now() + DEFAULT_VALID_DAYS * 86_400_000).toISOString()),
  );
  const [link, setLink] = useState<{ url: string; name: string; expiresAt: string } | null>(null);
  const users = useQuery({
    queryKey: ['workflow', 'external-users', props.instanceId],
    queryFn: () => props.api.externalUsers(props.instanceId),
    enabled: props.opened,
  });
  const expiresAt = localInputToIso(until);

  async function handleCreate() {
    if (!userId || !expiresAt) return;
    try {
      const created = await props.api.createDeepLink(props.instanceId, userId, expiresAt);
      setLink({
        url: absoluteLink(created.Url, window.location),
        name: created.Name,
        expiresAt: created.ExpiresAt,
      });
      props.onCreated();
    } catch (error) {
      props.onFailed(error);
    }
  }

  function handleClose() {
    setLink(null);
    setUserId(null);
    props.onClose();
  }

  return (
    <Modal opened={props.opened} onClose={handleClose} title={t('workflow.invite.title')} size="lg">
      {link ? (
        <Stack>
          <Text size="sm">
            {t('workflow.invite.created', {
              name: link.name,
              until: formatDateTime(link.expiresAt, i18n.language as Language),
            })}
          </Text>
          <TextInput readOnly label={t('workflow.invite.link')} value={link.url} data-testid="invite-link" />
          <Group justify="flex-end">
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {t(copied ? 'workflow.invite.copied' : 'workflow.invite.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={handleClose}>{t('workflow.common.ok')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Select
            label={t('workflow.invite.user')}
            searchable
            data={(users.data ?? []).map((user) => ({
              value: user.Id,
              label: `${user.Name} <${user.Email}>`,
            }))}
            value={userId}
            onChange={setUserId}
            nothingFoundMessage={t('workflow.invite.no-users')}
          />
          {users.isSuccess && users.data.length === 0 && (
            <Alert color="gray">{t('workflow.invite.no-users')}</Alert>
          )}
          <TextInput
            type="datetime-local"
            label={t('workflow.invite.until')}
            value={until}
            onChange={(event) => setUntil(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              {t('workflow.common.cancel')}
            </Button>
            <Button disabled={!userId || !expiresAt} onClick={() => void handleCreate()}>
              {t('workflow.invite.create')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
