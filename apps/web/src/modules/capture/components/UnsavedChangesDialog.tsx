import { Button, Group, Text } from '@mantine/core';
import { Modal } from '../../../ui/modal/Modal.js';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  onCancel: () => void;
  onDiscard: () => void;
  onSave: () => void | Promise<void>;
};

/** "Ungespeicherte Änderungen": stay, leave without saving, or save and leave. */
export function UnsavedChangesDialog({ opened, onCancel, onDiscard, onSave }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('capture.unsaved.title')} centered>
      <Text size="sm">{t('capture.unsaved.text')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t('capture.common.cancel')}
        </Button>
        <Button variant="default" onClick={onDiscard}>
          {t('capture.unsaved.discard')}
        </Button>
        <Button onClick={() => void onSave()}>{t('capture.unsaved.save')}</Button>
      </Group>
    </Modal>
  );
}
