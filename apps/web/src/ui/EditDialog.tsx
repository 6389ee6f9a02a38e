import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from './modal/Modal.js';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorsOf } from './form-errors.js';

/** A modal form: content, the error of the last attempt, Speichern and Abbrechen. */
export function EditDialog(props: {
  opened: boolean;
  title: string;
  error: string | null;
  busy?: boolean;
  size?: string | number;
  /** The save button's text when "Speichern" says too little (e.g. "Abspalten"). */
  saveLabel?: string;
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
              {props.saveLabel ?? t('common.save')}
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

/**
 * Löschen with a question first: `ask()` opens it, `dialog` renders it, and `error` holds the
 * server's answer when it refuses (e.g. the default bank account, a protected group).
 */
export function useConfirmedDelete(
  remove: () => Promise<unknown>,
  onDeleted: () => void,
  count = 1,
): { ask: () => void; dialog: ReactElement; error: string | null } {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dialog = (
    <ConfirmDialog
      opened={opened}
      title={t('common.delete')}
      message={t('masterdata.common.confirm-delete', { count })}
      onClose={() => setOpened(false)}
      onConfirm={() => {
        setOpened(false);
        remove().then(onDeleted, (failure: unknown) => setError(errorsOf(failure).message));
      }}
    />
  );
  return {
    ask: () => {
      setError(null);
      setOpened(true);
    },
    dialog,
    error,
  };
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
