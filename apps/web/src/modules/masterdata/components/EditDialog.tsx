import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A modal form: content, the error of the last attempt, Speichern and Abbrechen. */
export function EditDialog(props: {
  opened: boolean;
  title: string;
  error: string | null;
  busy?: boolean;
  size?: string;
  onClose: () => void;
  onSave: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size={props.size ?? 'lg'}
      centered
    >
      {/* The rules' own messages, not the browser's, tell what is missing. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave();
        }}
      >
        <Stack>
          {props.children}
          {props.error && (
            <Alert color="red" role="alert" data-testid="dialog-error">
              {props.error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={props.busy ?? false}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** A yes/no question (delete, overwrite, continue despite a warning). */
export function ConfirmDialog(props: {
  opened: boolean;
  title: string;
  message: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack>
        {typeof props.message === 'string' ? <Text>{props.message}</Text> : props.message}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.no')}
          </Button>
          <Button onClick={props.onConfirm} data-testid="confirm-yes">
            {t('common.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Neu / Bearbeiten / Löschen above a grid, plus whatever a panel adds. */
export function GridToolbar(props: {
  onAdd?: () => void;
  /** null: shown but disabled (nothing selected); left out: not shown. */
  onEdit?: (() => void) | null;
  onDelete?: (() => void) | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {props.onAdd && <Button onClick={props.onAdd}>{t('masterdata.action.new')}</Button>}
      {props.onEdit !== undefined && (
        <Button variant="light" disabled={!props.onEdit} onClick={props.onEdit ?? undefined}>
          {t('masterdata.action.edit')}
        </Button>
      )}
      {props.onDelete !== undefined && (
        <Button variant="light" color="red" disabled={!props.onDelete} onClick={props.onDelete ?? undefined}>
          {t('common.delete')}
        </Button>
      )}
      {props.children}
    </Group>
  );
}
