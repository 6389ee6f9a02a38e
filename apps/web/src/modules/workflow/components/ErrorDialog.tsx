import { Button, Group, Text } from '@mantine/core';
import { Modal } from '../../../ui/modal/Modal.js';
import { useTranslation } from 'react-i18next';

/** The error message box of the spec: titled 'Fehler', one at a time, closed with OK. */
export function ErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={message !== null} onClose={onClose} title={t('workflow.error.title')} size={400} centered>
      <Text role="alert">{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('workflow.common.ok')}</Button>
      </Group>
    </Modal>
  );
}
