import { Alert, Button, Checkbox, Group, Select, Stack as Column, Text, TextInput } from '@mantine/core';
import { Modal } from '../../../ui/modal/Modal.js';
import { defaultAutoJobs, type Stack, type StackTypeValue } from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type StackDialog =
  | { kind: 'create' }
  | { kind: 'rename'; stack: Stack }
  | { kind: 'properties'; stack: Stack }
  | { kind: 'transfer'; stack: Stack }
  | { kind: 'empty'; stack: Stack }
  | { kind: 'delete'; stack: Stack };

export type StackDialogResult =
  | { kind: 'create'; name: string; type: string; captureMask: string; autoJobs: string[] }
  | { kind: 'rename'; name: string }
  | { kind: 'properties'; captureMask: string; autoJobs: string[]; sortField: string; sortAscending: boolean }
  | { kind: 'transfer'; targetStackId: string | null }
  | { kind: 'empty' }
  | { kind: 'delete' };

type Props = {
  dialog: StackDialog | null;
  stacks: Stack[];
  error: string | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (result: StackDialogResult) => void;
};

const AUTO_JOBS = ['ocr', 'extraction', 'analyse'] as const;

/** New stack, rename, properties, transfer, empty and delete, with the server's messages shown in place. */
export function StackDialogs({ dialog, stacks, error, busy, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const stack = dialog && dialog.kind !== 'create' ? dialog.stack : null;
  const [name, setName] = useState('');
  const [type, setType] = useState('standard');
  const [captureMask, setCaptureMask] = useState('Standard');
  const [autoJobs, setAutoJobs] = useState<string[]>([]);
  const [sortField, setSortField] = useState('CREATION_DATE');
  const [sortAscending, setSortAscending] = useState(true);
  const [target, setTarget] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState<StackDialog | null>(null);

  if (dialog !== openedFor) {
    setOpenedFor(dialog);
    setName(dialog?.kind === 'rename' ? dialog.stack.name : '');
    setType('standard');
    setCaptureMask(stack?.captureMask ?? 'Standard');
    setAutoJobs(stack?.autoJobs ?? defaultAutoJobs('standard'));
    setSortField(stack?.sortField ?? 'CREATION_DATE');
    setSortAscending(stack?.sortAscending ?? true);
    setTarget(null);
  }
  if (!dialog) return null;

  const autoJobBoxes = (
    <Checkbox.Group label={t('capture.stack.auto-jobs')} value={autoJobs} onChange={setAutoJobs}>
      <Group mt={4}>
        {AUTO_JOBS.map((job) => (
          <Checkbox key={job} value={job} label={t(`capture.job-type.${job}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
  const submit = (result: StackDialogResult) => onSubmit(result);

  return (
    <Modal opened onClose={onClose} title={t(`capture.stack.dialog-${dialog.kind}`)} centered>
      <Column gap="sm">
        {error && (
          <Alert color="red" role="alert" data-testid="dialog-error">
            {error}
          </Alert>
        )}
        {(dialog.kind === 'create' || dialog.kind === 'rename') && (
          <TextInput
            label={t('capture.stack.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
        )}
        {dialog.kind === 'create' && (
          <>
            <Select
              label={t('capture.stack.type')}
              value={type}
              allowDeselect={false}
              onChange={(value) => {
                setType(value ?? 'standard');
                setAutoJobs(defaultAutoJobs((value ?? 'standard') as StackTypeValue));
              }}
              data={['standard', 'special', 'einvoice'].map((value) => ({
                value,
                label: t(`capture.stack.type-${value}`),
              }))}
            />
            <TextInput
              label={t('capture.stack.capture-mask')}
              value={captureMask}
              onChange={(event) => setCaptureMask(event.currentTarget.value)}
            />
            {autoJobBoxes}
          </>
        )}
        {dialog.kind === 'properties' && (
          <>
            <TextInput
              label={t('capture.stack.capture-mask')}
              value={captureMask}
              onChange={(event) => setCaptureMask(event.currentTarget.value)}
            />
            {autoJobBoxes}
            <Select
              label={t('capture.stack.sort')}
              value={sortField}
              allowDeselect={false}
              onChange={(value) => setSortField(value ?? 'CREATION_DATE')}
              data={['DATUM', 'UMSATZ', 'CREATION_DATE'].map((value) => ({
                value,
                label: t(`capture.sort.${value}`),
              }))}
            />
            <Checkbox
              label={t('capture.stack.sort-ascending')}
              checked={sortAscending}
              onChange={(event) => setSortAscending(event.currentTarget.checked)}
            />
          </>
        )}
        {dialog.kind === 'transfer' && (
          <Select
            label={t('capture.stack.transfer-target')}
            placeholder={t('capture.stack.transfer-choose')}
            value={target}
            onChange={setTarget}
            data={stacks
              .filter((candidate) => candidate.id !== stack?.id)
              .map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          />
        )}
        {(dialog.kind === 'empty' || dialog.kind === 'delete') && (
          <Text>{t(`capture.stack.confirm-${dialog.kind}`, { name: stack?.name ?? '' })}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('capture.common.cancel')}
          </Button>
          <Button
            loading={busy}
            color={dialog.kind === 'delete' || dialog.kind === 'empty' ? 'red' : undefined}
            onClick={() => {
              if (dialog.kind === 'create') submit({ kind: 'create', name, type, captureMask, autoJobs });
              else if (dialog.kind === 'rename') submit({ kind: 'rename', name });
              else if (dialog.kind === 'properties')
                submit({ kind: 'properties', captureMask, autoJobs, sortField, sortAscending });
              else if (dialog.kind === 'transfer') submit({ kind: 'transfer', targetStackId: target });
              else submit({ kind: dialog.kind });
            }}
          >
            {t(`capture.stack.submit-${dialog.kind}`)}
          </Button>
        </Group>
      </Column>
    </Modal>
  );
}
