import { Alert, Button, Checkbox, Group, MultiSelect, Select, Stack, Text, Textarea } from '@mantine/core';
import { Modal } from '../../../ui/modal/Modal.js';
import { useQuery } from '@tanstack/react-query';
import { WORKFLOW_NOTE_MAX_LENGTH } from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../kernel/api-client.js';
import type { WorkflowApi } from '../workflow.api.js';

type Props = {
  opened: boolean;
  onClose: () => void;
  api: WorkflowApi;
  mandanten: { id: string; label: string }[];
  onStarted: (instanceIds: string[]) => void;
  onError: (error: unknown) => void;
  /** Documents chosen elsewhere (capture's "In Workflow senden"), already selected. */
  preselected?: { mandantId: string; documents: { DocID: string; Title: string }[] };
};

/** The documents to choose from: those without a workflow, and the preselected ones in any case. */
function documentOptions(
  startable: { DocID: string; Title: string; StackName: string }[],
  preselected: Props['preselected'],
) {
  const options = startable.map((document) => ({
    value: document.DocID,
    label: `${document.Title} (${document.StackName})`,
  }));
  const missing = (preselected?.documents ?? []).filter(
    (document) => !options.some((option) => option.value === document.DocID),
  );
  return [...missing.map((document) => ({ value: document.DocID, label: document.Title })), ...options];
}

/** Sends captured documents into a workflow: by a definition, or ad hoc to one recipient. */
export function StartWorkflowDialog(props: Props) {
  const { t } = useTranslation();
  const [chosenMandant, setMandantId] = useState<string | null>(props.preselected?.mandantId ?? null);
  const mandantId = chosenMandant ?? props.mandanten[0]?.id ?? null;
  const [documents, setDocuments] = useState<string[]>(
    props.preselected?.documents.map((document) => document.DocID) ?? [],
  );
  const [definitionId, setDefinitionId] = useState<string | null>(null);
  const [recipient, setRecipient] = useState<string | null>(null);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [confirmWarning, setConfirmWarning] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const enabled = props.opened && Boolean(mandantId);
  const startable = useQuery({
    queryKey: ['workflow', 'startable', mandantId],
    queryFn: () => props.api.startable(mandantId as string),
    enabled,
  });
  const definitions = useQuery({
    queryKey: ['workflow', 'definitions', mandantId],
    queryFn: () => props.api.definitions(mandantId as string),
    enabled,
  });
  const participants = useQuery({
    queryKey: ['workflow', 'participants', mandantId],
    queryFn: () => props.api.participants(mandantId as string),
    enabled,
  });
  const definition = definitions.data?.find((candidate) => candidate.Id === definitionId);
  const noDefinitionsHint =
    definitions.isSuccess && definitions.data.length === 0
      ? t('workflow.start.no-definitions', {
          menu: t('workflow.page.title'),
          button: t('workflow.action.definitions'),
        })
      : undefined;
  const needsGroup = definition?.Dependency === 'Group';
  const users = participants.data?.filter((participant) => participant.Kind === 'User') ?? [];

  async function handleStart() {
    if (!mandantId) return;
    const [kind, id] = (recipient ?? '').split(':');
    try {
      const response = await props.api.sendWorkflowMulti({
        mandantId,
        DocIDs: documents,
        ...(definitionId
          ? { DefinitionId: definitionId }
          : kind === 'Group'
            ? { Groups: [{ Id: id as string, Step: 1 }] }
            : { Users: [{ Id: id as string, Step: 1 }] }),
        ...(needsGroup && groupId ? { GroupId: groupId } : {}),
        sAnmerkung: note,
        ConfirmWarnings: confirmWarning,
      });
      setDocuments([]);
      setNote('');
      setWarning(null);
      props.onStarted(response.Result.map((started) => started.WF_INSTANCEID));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'workflow.parallel_capture_conflict')
        setWarning(error.message);
      else props.onError(error);
    }
  }

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('workflow.start.title')} size="lg">
      <Stack>
        <Select
          label={t('workflow.start.mandant')}
          data={props.mandanten.map((mandant) => ({ value: mandant.id, label: mandant.label }))}
          value={mandantId}
          onChange={setMandantId}
          allowDeselect={false}
        />
        <MultiSelect
          label={t('workflow.start.documents')}
          searchable
          data={documentOptions(startable.data ?? [], props.preselected)}
          value={documents}
          onChange={setDocuments}
          nothingFoundMessage={t('workflow.start.no-documents')}
        />
        <Select
          label={t('workflow.start.definition')}
          clearable
          data={(definitions.data ?? []).map((candidate) => ({ value: candidate.Id, label: candidate.Name }))}
          value={definitionId}
          onChange={setDefinitionId}
          description={noDefinitionsHint}
        />
        {!definitionId && (
          <Select
            label={t('workflow.start.recipient')}
            searchable
            data={(participants.data ?? []).map((participant) => ({
              value: `${participant.Kind}:${participant.Id}`,
              label:
                participant.Kind === 'Group'
                  ? `${participant.Name} (${t('workflow.recipient.group')})`
                  : participant.Name,
            }))}
            value={recipient}
            onChange={setRecipient}
          />
        )}
        {needsGroup && (
          <Select
            label={t('workflow.start.group')}
            required
            data={(definition?.Groups ?? []).map((group) => ({ value: group.Id, label: group.Name }))}
            value={groupId}
            onChange={setGroupId}
            error={!groupId ? t('api-errors.workflow.group_required') : undefined}
          />
        )}
        <Textarea
          label={t('workflow.common.note')}
          maxLength={WORKFLOW_NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {warning && (
          <Alert color="yellow">
            <Text size="sm">{warning}</Text>
            <Checkbox
              mt="xs"
              label={t('workflow.start.confirm-warning')}
              checked={confirmWarning}
              onChange={(event) => setConfirmWarning(event.currentTarget.checked)}
            />
          </Alert>
        )}
        {users.length === 0 && participants.isSuccess && (
          <Text size="sm" c="dimmed">
            {t('workflow.start.no-recipients')}
          </Text>
        )}
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          {t('workflow.common.cancel')}
        </Button>
        <Button
          onClick={() => void handleStart()}
          disabled={documents.length === 0 || (!definitionId && !recipient) || (needsGroup && !groupId)}
        >
          {t('workflow.start.submit')}
        </Button>
      </Group>
    </Modal>
  );
}
