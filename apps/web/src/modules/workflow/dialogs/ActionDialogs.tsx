import { Button, FileInput, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Modal } from '../../../ui/modal/Modal.js';
import {
  DEFAULT_WORKFLOW_COLOUR_TYPE,
  WORKFLOW_NOTE_MAX_LENGTH,
  type Participant,
  type Recipient,
} from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoToLocalInput, localInputToIso } from '../workflow.view-model.js';

type Base = { opened: boolean; onClose: () => void };

function Actions({
  onClose,
  submitLabel,
  disabled,
  onSubmit,
}: {
  onClose: () => void;
  submitLabel: string;
  disabled: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={onClose}>
        {t('workflow.common.cancel')}
      </Button>
      <Button onClick={onSubmit} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}

const recipientValue = (recipient: Pick<Participant, 'Kind' | 'Id'>) => `${recipient.Kind}:${recipient.Id}`;
const toRecipient = (value: string): Recipient => {
  const [Kind, Id] = value.split(':');
  return { Kind: Kind as Recipient['Kind'], Id: Id as string };
};

export function participantOptions(participants: Participant[] | undefined, t: (key: string) => string) {
  return (participants ?? []).map((participant) => ({
    value: recipientValue(participant),
    label:
      participant.Kind === 'Group'
        ? `${participant.Name} (${t('workflow.recipient.group')})`
        : participant.Name,
  }));
}

/** Redirect (Weiterleiten): a recipient and a note. */
export function RedirectDialog(
  props: Base & {
    participants: Participant[] | undefined;
    onSubmit: (target: Recipient, note: string) => void;
  },
) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null>(null);
  const [note, setNote] = useState('');
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('workflow.redirect.title')}>
      <Stack>
        <Select
          label={t('workflow.redirect.target')}
          searchable
          data={participantOptions(props.participants, t)}
          value={target}
          onChange={setTarget}
        />
        <Textarea
          label={t('workflow.common.note')}
          maxLength={WORKFLOW_NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
      </Stack>
      <Actions
        onClose={props.onClose}
        submitLabel={t('workflow.action.redirect')}
        disabled={!target}
        onSubmit={() => target && props.onSubmit(toRecipient(target), note)}
      />
    </Modal>
  );
}

/** Rückfrage: whom to ask, about what, until when. */
export function InquiryDialog(
  props: Base & {
    participants: Participant[] | undefined;
    onSubmit: (input: { identity: Recipient; info: string; anmerkung: string; dtElapsed: string }) => void;
  },
) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null>(null);
  const [info, setInfo] = useState('');
  const [note, setNote] = useState('');
  const [until, setUntil] = useState(() =>
    isoToLocalInput(new Date(Date.now() + 3 * 86_400_000).toISOString()),
  );
  const expiry = localInputToIso(until);
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('workflow.inquiry.title')}>
      <Stack>
        <Select
          label={t('workflow.inquiry.recipient')}
          searchable
          data={participantOptions(props.participants, t)}
          value={target}
          onChange={setTarget}
        />
        <TextInput
          label={t('workflow.inquiry.info')}
          maxLength={255}
          value={info}
          onChange={(event) => setInfo(event.currentTarget.value)}
        />
        <Textarea
          label={t('workflow.inquiry.question')}
          required
          maxLength={WORKFLOW_NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <TextInput
          type="datetime-local"
          label={t('workflow.inquiry.until')}
          value={until}
          onChange={(event) => setUntil(event.currentTarget.value)}
        />
        {!expiry && (
          <Text c="red" size="sm">
            {t('workflow.inquiry.expiry-incomplete')}
          </Text>
        )}
      </Stack>
      <Actions
        onClose={props.onClose}
        submitLabel={t('workflow.action.inquiry')}
        disabled={!target || !note.trim() || !expiry}
        onSubmit={() =>
          target &&
          expiry &&
          props.onSubmit({ identity: toRecipient(target), info, anmerkung: note, dtElapsed: expiry })
        }
      />
    </Modal>
  );
}

/** A note, required or optional: answering or cancelling a request, withdrawing a workflow. */
export function NoteDialog(
  props: Base & {
    title: string;
    label: string;
    submitLabel: string;
    required: boolean;
    onSubmit: (note: string) => void;
  },
) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title}>
      <Textarea
        label={props.label}
        required={props.required}
        maxLength={WORKFLOW_NOTE_MAX_LENGTH}
        autosize
        minRows={3}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      {props.required && !note.trim() && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('workflow.common.note-required')}
        </Text>
      )}
      <Actions
        onClose={props.onClose}
        submitLabel={props.submitLabel}
        disabled={props.required && !note.trim()}
        onSubmit={() => props.onSubmit(note)}
      />
    </Modal>
  );
}

/** Zurückstellen: until when, why, and a free text. */
export function PostbackDialog(
  props: Base & {
    reasons: string[];
    onSubmit: (input: {
      dtPostBackTime: string;
      sReason: string;
      sPOSTBACK_CUSTOM_STRING: string;
      postbackType: 'Time' | 'Reason';
    }) => void;
  },
) {
  const { t } = useTranslation();
  const [until, setUntil] = useState(() =>
    isoToLocalInput(new Date(Date.now() + 7 * 86_400_000).toISOString()),
  );
  const [reason, setReason] = useState<string | null>(null);
  const [custom, setCustom] = useState('');
  const time = localInputToIso(until);
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('workflow.postback.title')}>
      <Stack>
        <TextInput
          type="datetime-local"
          label={t('workflow.postback.until')}
          value={until}
          onChange={(event) => setUntil(event.currentTarget.value)}
        />
        <Select
          label={t('workflow.postback.reason')}
          clearable
          data={props.reasons}
          value={reason}
          onChange={setReason}
        />
        <Textarea
          label={t('workflow.postback.custom')}
          maxLength={WORKFLOW_NOTE_MAX_LENGTH}
          value={custom}
          onChange={(event) => setCustom(event.currentTarget.value)}
        />
      </Stack>
      <Actions
        onClose={props.onClose}
        submitLabel={t('workflow.action.postback')}
        disabled={!time}
        onSubmit={() =>
          time &&
          props.onSubmit({
            dtPostBackTime: time,
            sReason: reason ?? '',
            sPOSTBACK_CUSTOM_STRING: custom,
            postbackType: reason ? 'Reason' : 'Time',
          })
        }
      />
    </Modal>
  );
}

/** Datei hinzufügen: files and the colour choice (default grey levels, type 1). */
export function AddFileDialog(props: Base & { onSubmit: (files: File[], colourType: number) => void }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [colour, setColour] = useState(String(DEFAULT_WORKFLOW_COLOUR_TYPE));
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('workflow.files.title')}>
      <Stack>
        <FileInput multiple label={t('workflow.files.choose')} value={files} onChange={setFiles} />
        <Select
          label={t('workflow.files.colour')}
          allowDeselect={false}
          value={colour}
          onChange={(value) => value && setColour(value)}
          data={['0', '1', '2', '3'].map((value) => ({ value, label: t(`workflow.files.colour-${value}`) }))}
        />
      </Stack>
      <Actions
        onClose={props.onClose}
        submitLabel={t('workflow.action.add-file')}
        disabled={files.length === 0}
        onSubmit={() => props.onSubmit(files, Number(colour))}
      />
    </Modal>
  );
}

/** A Yes/No question (message box type Question). */
export function QuestionDialog(props: Base & { title: string; text: string; onYes: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} size={400} centered>
      <Text>{props.text}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          {t('workflow.common.no')}
        </Button>
        <Button onClick={props.onYes}>{t('workflow.common.yes')}</Button>
      </Group>
    </Modal>
  );
}
