import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { Modal } from '../../../ui/modal/Modal.js';
import { validateMail } from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorsOf, errorsOfIssues, noErrors, type FormErrors } from '../../../ui/form-errors.js';
import { sendDocumentMail } from './document-tools.api.js';

type Fields = { pdfFileName: string; to: string; subject: string; message: string };

/**
 * Sends a document as PDF by e-mail (spec 002: PDF file name, valid address, subject and message are
 * required). `loadPdf` fetches the document's PDF where the caller shows it (capture or workflow viewer).
 */
export function SendMailDialog(props: {
  opened: boolean;
  onClose: () => void;
  mandantId: string;
  defaultFileName: string;
  defaultSubject?: string;
  loadPdf: () => Promise<ArrayBuffer>;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('settings.mail.title')} size="lg" centered>
      {props.opened && <SendMailForm {...props} />}
    </Modal>
  );
}

function SendMailForm(props: {
  onClose: () => void;
  mandantId: string;
  defaultFileName: string;
  defaultSubject?: string;
  loadPdf: () => Promise<ArrayBuffer>;
}) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Fields>(() => {
    const title = props.defaultFileName.replace(/\.[^.]+$/, '');
    return { pdfFileName: title, to: '', subject: props.defaultSubject ?? title, message: '' };
  });
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string[] | null>(null);
  const set = (patch: Partial<Fields>) => setFields((current) => ({ ...current, ...patch }));

  async function handleSend() {
    const local = errorsOfIssues(validateMail(fields));
    if (local.message) return setErrors(local);
    setErrors(noErrors);
    setSending(true);
    try {
      const pdf = await props.loadPdf();
      const result = await sendDocumentMail({ mandantId: props.mandantId, ...fields }, pdf);
      setSentTo(result.accepted);
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setSending(false);
    }
  }

  if (sentTo) {
    return (
      <Stack>
        <Alert color="green" role="status" data-testid="mail-sent">
          {t('settings.mail.sent', { recipients: sentTo.join(', ') })}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={props.onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void handleSend();
      }}
    >
      <Stack>
        <TextInput
          label={t('settings.mail.file-name')}
          required
          rightSection=".pdf"
          rightSectionWidth={42}
          value={fields.pdfFileName}
          error={errors.fields.pdfFileName}
          onChange={(event) => set({ pdfFileName: event.currentTarget.value })}
        />
        <TextInput
          label={t('settings.mail.to')}
          description={t('settings.mail.to-hint')}
          required
          value={fields.to}
          error={errors.fields.to}
          onChange={(event) => set({ to: event.currentTarget.value })}
        />
        <TextInput
          label={t('settings.mail.subject')}
          required
          value={fields.subject}
          error={errors.fields.subject}
          onChange={(event) => set({ subject: event.currentTarget.value })}
        />
        <Textarea
          label={t('settings.mail.message')}
          required
          rows={5}
          value={fields.message}
          error={errors.fields.message}
          onChange={(event) => set({ message: event.currentTarget.value })}
        />
        {errors.message && (
          <Alert color="red" role="alert" data-testid="dialog-error">
            {errors.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('settings.mail.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
