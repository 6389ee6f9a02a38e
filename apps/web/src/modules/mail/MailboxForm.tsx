import {
  Alert,
  Button,
  Fieldset,
  Group,
  Loader,
  NumberInput,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  formatDateTime,
  imapSecurityModes,
  StackType,
  validateMailbox,
  type IntakeMailbox,
  type Language,
  type MailboxUpdate,
  type Stack as CaptureStack,
} from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorsOf, errorsOfIssues, noErrors, type FormErrors } from '../../ui/form-errors.js';
import { getMailbox, listStacks, saveMailbox, startPoll } from './mail.api.js';

type Draft = Omit<MailboxUpdate, 'allowedSenders'> & { senders: string; hasPassword: boolean };

function draftOf(mailbox: IntakeMailbox): Draft {
  const { hasPassword, ...imap } = mailbox.imap;
  return {
    mandantId: mailbox.mandantId,
    enabled: mailbox.enabled,
    stackId: mailbox.stackId,
    einvoiceStackId: mailbox.einvoiceStackId,
    pollMinutes: mailbox.pollMinutes,
    senders: mailbox.allowedSenders.join('\n'),
    imap,
    hasPassword,
  };
}

function updateOf(draft: Draft): MailboxUpdate {
  const { senders, hasPassword: _stored, ...rest } = draft;
  const password = draft.imap.password?.trim() ? draft.imap.password : undefined;
  return {
    ...rest,
    imap: { ...draft.imap, password },
    allowedSenders: senders
      .split(/[\n,;]/)
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}

function PollStatus({ mailbox }: { mailbox: IntakeMailbox }) {
  const { t, i18n } = useTranslation();
  const { lastPollAt, lastErrorCode } = mailbox.status;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {lastPollAt
          ? t('mail.status.last-poll', { when: formatDateTime(lastPollAt, i18n.language as Language) })
          : t('mail.status.never')}
      </Text>
      {lastErrorCode && (
        <Alert color="red" title={t('mail.status.failed')}>
          {t(`api-errors.${lastErrorCode}`)}
        </Alert>
      )}
    </Stack>
  );
}

/** The form's fields: account, stacks, interval and allow-list. */
function MailboxFields({
  current,
  set,
  stacks,
  fieldError,
}: {
  current: Draft;
  set: (patch: Partial<Draft>) => void;
  stacks: CaptureStack[];
  fieldError: (path: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const setImap = (patch: Partial<Draft['imap']>) => set({ imap: { ...current.imap, ...patch } });
  const stackOptions = (einvoice: boolean) =>
    stacks
      .filter((stack) => (stack.type === StackType.einvoice) === einvoice)
      .map((stack) => ({ value: stack.id, label: stack.name }));
  return (
    <>
      <Switch
        label={t('mail.enabled')}
        checked={current.enabled}
        onChange={(event) => set({ enabled: event.currentTarget.checked })}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('mail.imap.host')}
          value={current.imap.host}
          error={fieldError('imap.host')}
          onChange={(event) => setImap({ host: event.currentTarget.value })}
        />
        <NumberInput
          label={t('mail.imap.port')}
          value={current.imap.port}
          min={1}
          max={65535}
          onChange={(value) => setImap({ port: Number(value) || 993 })}
        />
        <Select
          label={t('mail.imap.security')}
          data={imapSecurityModes.map((mode) => ({ value: mode, label: t(`mail.imap.security.${mode}`) }))}
          value={current.imap.security}
          allowDeselect={false}
          onChange={(value) => value && setImap({ security: value as Draft['imap']['security'] })}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label={t('mail.imap.user')}
          value={current.imap.user}
          error={fieldError('imap.user')}
          onChange={(event) => setImap({ user: event.currentTarget.value })}
        />
        <PasswordInput
          label={t('mail.imap.password')}
          placeholder={current.hasPassword ? t('mail.imap.password-stored') : ''}
          value={current.imap.password ?? ''}
          autoComplete="new-password"
          onChange={(event) => setImap({ password: event.currentTarget.value })}
        />
        <TextInput
          label={t('mail.imap.folder')}
          value={current.imap.folder}
          error={fieldError('imap.folder')}
          onChange={(event) => setImap({ folder: event.currentTarget.value })}
        />
      </Group>
      <Group grow align="flex-start">
        <Select
          label={t('mail.stack')}
          data={stackOptions(false)}
          value={current.stackId}
          error={fieldError('stackId')}
          onChange={(value) => set({ stackId: value })}
        />
        <Select
          label={t('mail.einvoice-stack')}
          data={stackOptions(true)}
          value={current.einvoiceStackId}
          clearable
          onChange={(value) => set({ einvoiceStackId: value })}
        />
        <NumberInput
          label={t('mail.poll-minutes')}
          value={current.pollMinutes}
          min={1}
          max={1440}
          onChange={(value) => set({ pollMinutes: Number(value) || 5 })}
        />
      </Group>
      <Textarea
        label={t('mail.allowed-senders')}
        description={t('mail.allowed-senders.hint')}
        autosize
        minRows={2}
        value={current.senders}
        error={fieldError('allowedSenders')}
        onChange={(event) => set({ senders: event.currentTarget.value })}
      />
    </>
  );
}

/** The intake mailbox of a Mandant: IMAP account, target stacks, allow-list, interval, "Jetzt abrufen". */
export function MailboxForm({ mandantId }: { mandantId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const mailbox = useQuery({
    queryKey: ['mail', 'mailbox', mandantId],
    queryFn: () => getMailbox(mandantId),
  });
  const stacks = useQuery({ queryKey: ['mail', 'stacks', mandantId], queryFn: () => listStacks(mandantId) });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (mailbox.isPending) return <Loader />;
  if (mailbox.isError) return <Alert color="red">{errorsOf(mailbox.error).message}</Alert>;
  const current = draft ?? draftOf(mailbox.data);
  const set = (patch: Partial<Draft>) => setDraft({ ...current, ...patch });

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice(await work());
      setErrors(noErrors);
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    const update = updateOf(current);
    const issues = validateMailbox(update);
    if (issues.length) return setErrors(errorsOfIssues(issues));
    void run(async () => {
      const saved = await saveMailbox(update);
      client.setQueryData(['mail', 'mailbox', mandantId], saved);
      setDraft(null);
      return t('mail.saved');
    });
  };
  const poll = () =>
    void run(async () => {
      await startPoll(mandantId);
      void client.invalidateQueries({ queryKey: ['mail'] });
      return t('mail.poll-started');
    });

  return (
    <Fieldset legend={t('mail.mailbox')}>
      <Stack>
        <MailboxFields
          current={current}
          set={set}
          stacks={stacks.data ?? []}
          fieldError={(path) =>
            Object.entries(errors.fields).find(([key]) => key === path || key.startsWith(`${path}.`))?.[1]
          }
        />
        {errors.message && <Alert color="red">{errors.message}</Alert>}
        {notice && <Alert color="green">{notice}</Alert>}
        <PollStatus mailbox={mailbox.data} />
        <Group>
          <Button onClick={save} loading={busy}>
            {t('mail.save')}
          </Button>
          <Button variant="default" onClick={poll} disabled={!mailbox.data.enabled || busy}>
            {t('mail.poll-now')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
