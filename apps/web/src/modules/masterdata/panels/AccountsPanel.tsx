import { Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { validateAccount, type Account, type LedgerAccountKind } from '@belegfluss/shared';
import type { ColDef } from 'ag-grid-community';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, EditDialog, GridToolbar } from '../../../ui/EditDialog.js';
import { ServerGrid } from '../../../ui/DataGrid.js';
import { errorsOf, errorsOfIssues, noErrors, type FormErrors } from '../../../ui/form-errors.js';
import { deleteAccounts, listAccounts, saveAccount } from '../masterdata.api.js';
import { AccountFrameControls } from './AccountFrameControls.js';

type Draft = {
  id?: string;
  number: string;
  name: string;
  nameLong: string;
  parentNumber: string;
  active: boolean;
};
const emptyDraft: Draft = { number: '', name: '', nameLong: '', parentNumber: '', active: true };

/** Ledger accounts (Sachkonten) or sub-accounts (Unterkonten) of the Mandant. */
export function AccountsPanel({ mandantId, kind }: { mandantId: string; kind: LedgerAccountKind }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<Account[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const isSub = kind === 'UNTERKONTO';

  const columns: ColDef<Account>[] = [
    { field: 'number', headerName: t('masterdata.account.number'), sortable: true, maxWidth: 160 },
    { field: 'name', headerName: t('masterdata.account.name'), sortable: true, flex: 2 },
    ...(isSub
      ? [
          {
            field: 'parentNumber',
            headerName: t('masterdata.account.parent'),
            maxWidth: 160,
          } as ColDef<Account>,
        ]
      : []),
    {
      field: 'active',
      headerName: t('masterdata.common.active'),
      maxWidth: 110,
      valueFormatter: (params) => (params.value ? t('common.yes') : t('common.no')),
    },
  ];

  function open(account?: Account) {
    setErrors(noErrors);
    setDraft(
      account
        ? {
            id: account.id,
            number: String(account.number),
            name: account.name,
            nameLong: account.nameLong,
            parentNumber: account.parentNumber ? String(account.parentNumber) : '',
            active: account.active,
          }
        : emptyDraft,
    );
  }

  async function handleSave() {
    if (!draft) return;
    const local = errorsOfIssues(validateAccount(draft));
    if (local.message) return setErrors(local);
    try {
      await saveAccount({
        mandantId,
        ...(draft.id ? { id: draft.id } : { kind }),
        number: draft.number,
        name: draft.name,
        nameLong: draft.nameLong,
        ...(draft.parentNumber ? { parentNumber: draft.parentNumber } : {}),
        active: draft.active,
      });
      setDraft(null);
      setVersion((value) => value + 1);
    } catch (error) {
      setErrors(errorsOf(error));
    }
  }

  async function handleDelete() {
    setConfirmDelete(false);
    try {
      await deleteAccounts(
        mandantId,
        selected.map((account) => account.id),
      );
      setVersion((value) => value + 1);
    } catch (error) {
      setMessage(errorsOf(error).message);
    }
  }

  const set = (patch: Partial<Draft>) =>
    setDraft((current) => (current ? { ...current, ...patch } : current));
  return (
    <Stack>
      <Group justify="space-between" align="end">
        <GridToolbar
          onAdd={() => open()}
          onEdit={selected.length === 1 ? () => open(selected[0]) : null}
          onDelete={selected.length ? () => setConfirmDelete(true) : null}
        >
          {!isSub && (
            <AccountFrameControls
              mandantId={mandantId}
              onMessage={setMessage}
              onApplied={() => setVersion((value) => value + 1)}
            />
          )}
        </GridToolbar>
        <TextInput
          placeholder={t('masterdata.common.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Group>
      {message && <Text c="dimmed">{message}</Text>}
      <ServerGrid<Account>
        testId={`grid-${kind}`}
        columns={columns}
        multiple
        reloadKey={`${mandantId}|${kind}|${search}|${version}`}
        fetchPage={(params) => listAccounts(mandantId, kind, { ...params, ...(search ? { search } : {}) })}
        onSelectionChanged={setSelected}
        onRowDoubleClicked={open}
      />
      <EditDialog
        opened={draft !== null}
        title={t(draft?.id ? 'masterdata.account.edit-title' : 'masterdata.account.new-title')}
        error={errors.message}
        onClose={() => setDraft(null)}
        onSave={() => void handleSave()}
      >
        {draft && (
          <>
            <TextInput
              label={t('masterdata.account.number')}
              value={draft.number}
              error={errors.fields.number}
              onChange={(event) => set({ number: event.currentTarget.value })}
              required
            />
            <TextInput
              label={t('masterdata.account.name')}
              value={draft.name}
              error={errors.fields.name}
              onChange={(event) => set({ name: event.currentTarget.value })}
              required
            />
            <TextInput
              label={t('masterdata.account.name-long')}
              value={draft.nameLong}
              onChange={(event) => set({ nameLong: event.currentTarget.value })}
            />
            {isSub && (
              <TextInput
                label={t('masterdata.account.parent')}
                value={draft.parentNumber}
                error={errors.fields.parentNumber}
                onChange={(event) => set({ parentNumber: event.currentTarget.value })}
              />
            )}
            <Checkbox
              label={t('masterdata.common.active')}
              checked={draft.active}
              onChange={(event) => set({ active: event.currentTarget.checked })}
            />
          </>
        )}
      </EditDialog>
      <ConfirmDialog
        opened={confirmDelete}
        title={t('common.delete')}
        message={t('masterdata.common.confirm-delete', { count: selected.length })}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => void handleDelete()}
      />
    </Stack>
  );
}
