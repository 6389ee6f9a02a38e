import { Group, Stack, Text, TextInput } from '@mantine/core';
import type { PersonalAccount, PersonalAccountKind } from '@belegfluss/shared';
import type { ColDef } from 'ag-grid-community';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, GridToolbar } from '../../../ui/EditDialog.js';
import { ServerGrid } from '../../../ui/DataGrid.js';
import { errorsOf } from '../../../ui/form-errors.js';
import { deletePersonalAccounts, freeNumber, listPersonalAccounts } from '../masterdata.api.js';
import { draftOf, PersonalAccountDialog, type PersonalDraft } from './PersonalAccountDialog.js';

/** Debtors or creditors of the Mandant with their master data. */
export function PersonalAccountsPanel({ mandantId, kind }: { mandantId: string; kind: PersonalAccountKind }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<PersonalAccount[]>([]);
  const [draft, setDraft] = useState<PersonalDraft | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const columns: ColDef<PersonalAccount>[] = [
    { field: 'number', headerName: t('masterdata.personal.number'), sortable: true, maxWidth: 140 },
    { field: 'name', headerName: t('masterdata.personal.name'), sortable: true, flex: 2 },
    { field: 'city', headerName: t('masterdata.personal.city'), sortable: true },
    { field: 'iban', headerName: t('masterdata.personal.iban'), flex: 2 },
    { field: 'vatId', headerName: t('masterdata.personal.vatId') },
  ];

  async function handleNew() {
    const number = await freeNumber(mandantId, kind, 'first').then(
      (result) => String(result.number),
      () => '',
    );
    setDraft(draftOf(null, number));
  }

  async function handleDelete() {
    setConfirmDelete(false);
    try {
      await deletePersonalAccounts(
        mandantId,
        selected.map((account) => account.id),
      );
      setVersion((value) => value + 1);
    } catch (error) {
      setMessage(errorsOf(error).message);
    }
  }

  return (
    <Stack>
      <Group justify="space-between" align="end">
        <GridToolbar
          onAdd={() => void handleNew()}
          onEdit={selected.length === 1 ? () => setDraft(draftOf(selected[0] ?? null)) : null}
          onDelete={selected.length ? () => setConfirmDelete(true) : null}
        />
        <TextInput
          placeholder={t('masterdata.personal.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Group>
      {message && <Text c="red">{message}</Text>}
      <ServerGrid<PersonalAccount>
        testId={`grid-${kind}`}
        columns={columns}
        multiple
        reloadKey={`${mandantId}|${kind}|${search}|${version}`}
        fetchPage={(params) =>
          listPersonalAccounts(mandantId, kind, { ...params, ...(search ? { search } : {}) })
        }
        onSelectionChanged={setSelected}
        onRowDoubleClicked={(account) => setDraft(draftOf(account))}
      />
      {draft && (
        <PersonalAccountDialog
          mandantId={mandantId}
          kind={kind}
          draft={draft}
          onClose={() => setDraft(null)}
          onSaved={() => {
            setDraft(null);
            setVersion((value) => value + 1);
          }}
        />
      )}
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
