import { Badge, Button, Checkbox, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import {
  formatIban,
  validateBankAccount,
  validateTag,
  validateVorgang,
  type BankAccount,
  type Tag,
  type Vorgang,
} from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../ui/DataGrid.js';
import { ConfirmDialog, EditDialog, GridToolbar, useConfirmedDelete } from '../../../ui/EditDialog.js';
import { errorsOf, errorsOfIssues, noErrors, type FormErrors } from '../../../ui/form-errors.js';
import {
  deleteBankAccount,
  deleteTag,
  deleteVorgangType,
  listBankAccounts,
  listTags,
  listVorgangTypes,
  saveBankAccount,
  saveTag,
  saveVorgangType,
  setDefaultBankAccount,
} from '../masterdata.api.js';

/** Tags (Schlagworte): required and unique. */
export function TagsPanel({ mandantId }: { mandantId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const tags = useQuery({ queryKey: ['tags', mandantId], queryFn: () => listTags(mandantId) });
  const [selected, setSelected] = useState<Tag[]>([]);
  const [draft, setDraft] = useState<{ id?: string; name: string } | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const reload = () => void client.invalidateQueries({ queryKey: ['tags', mandantId] });
  const remove = useConfirmedDelete(() => deleteTag(mandantId, (selected[0] as Tag).id), reload);

  async function handleSave() {
    if (!draft) return;
    const local = errorsOfIssues(validateTag(draft));
    if (local.message) return setErrors(local);
    try {
      await saveTag(mandantId, draft.name, draft.id);
      setDraft(null);
      reload();
    } catch (error) {
      setErrors(errorsOf(error));
    }
  }

  return (
    <Stack>
      <GridToolbar
        onAdd={() => {
          setErrors(noErrors);
          setDraft({ name: '' });
        }}
        onEdit={selected.length === 1 ? () => setDraft({ ...(selected[0] as Tag) }) : null}
        onDelete={selected.length === 1 ? remove.ask : null}
      />
      {remove.error && (
        <Text c="red" role="alert">
          {remove.error}
        </Text>
      )}
      {remove.dialog}
      <DataGrid<Tag>
        testId="grid-tags"
        rows={tags.data ?? []}
        columns={[{ field: 'name', headerName: t('masterdata.tag.name') }]}
        onSelectionChanged={setSelected}
        onRowDoubleClicked={(tag) => setDraft({ ...tag })}
      />
      <EditDialog
        opened={draft !== null}
        title={t('masterdata.tag.title')}
        error={errors.message}
        onClose={() => setDraft(null)}
        onSave={() => void handleSave()}
      >
        <TextInput
          label={t('masterdata.tag.name')}
          value={draft?.name ?? ''}
          error={errors.fields.name}
          onChange={(event) =>
            setDraft((current) => (current ? { ...current, name: event.currentTarget.value } : current))
          }
        />
      </EditDialog>
    </Stack>
  );
}

type BankDraft = { id?: string; accountName: string; iban: string; bic: string; isDefault: boolean };

/** The Mandant's own bank accounts: one default, which stays until another is chosen. */
export function BankAccountsPanel({ mandantId }: { mandantId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const accounts = useQuery({
    queryKey: ['bank-accounts', mandantId],
    queryFn: () => listBankAccounts(mandantId),
  });
  const [selected, setSelected] = useState<BankAccount[]>([]);
  const [draft, setDraft] = useState<BankDraft | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [message, setMessage] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const reload = () => void client.invalidateQueries({ queryKey: ['bank-accounts', mandantId] });
  const current = selected[0];
  const columns: ColDef<BankAccount>[] = [
    { field: 'accountName', headerName: t('masterdata.bank.account-name') },
    {
      field: 'iban',
      headerName: 'IBAN',
      flex: 2,
      valueFormatter: (params) => formatIban(String(params.value ?? '')),
    },
    { field: 'bic', headerName: 'BIC' },
    {
      field: 'isDefault',
      headerName: t('masterdata.bank.default'),
      maxWidth: 130,
      valueFormatter: (params) => (params.value ? t('common.yes') : ''),
    },
  ];

  async function handleSave() {
    if (!draft) return;
    const local = errorsOfIssues(validateBankAccount(draft));
    if (local.message) return setErrors(local);
    try {
      await saveBankAccount({ mandantId, ...draft });
      setDraft(null);
      reload();
    } catch (error) {
      setErrors(errorsOf(error));
    }
  }

  async function run(work: () => Promise<unknown>) {
    setMessage(null);
    try {
      await work();
      reload();
    } catch (error) {
      setMessage(errorsOf(error).message);
    }
  }

  const set = (patch: Partial<BankDraft>) => setDraft((value) => (value ? { ...value, ...patch } : value));
  return (
    <Stack>
      <GridToolbar
        onAdd={() => {
          setErrors(noErrors);
          setDraft({ accountName: '', iban: '', bic: '', isDefault: false });
        }}
        onEdit={current ? () => setDraft({ ...current }) : null}
        onDelete={current ? () => setConfirmDelete(true) : null}
      >
        <Button
          variant="light"
          disabled={!current || current.isDefault}
          onClick={() => current && void run(() => setDefaultBankAccount(mandantId, current.id))}
        >
          {t('masterdata.bank.make-default')}
        </Button>
      </GridToolbar>
      {message && (
        <Text c="red" role="alert">
          {message}
        </Text>
      )}
      <DataGrid<BankAccount>
        testId="grid-bank-accounts"
        rows={accounts.data ?? []}
        columns={columns}
        onSelectionChanged={setSelected}
        onRowDoubleClicked={(row) => setDraft({ ...row })}
      />
      <EditDialog
        opened={draft !== null}
        title={t('masterdata.bank.title')}
        error={errors.message}
        onClose={() => setDraft(null)}
        onSave={() => void handleSave()}
      >
        {draft && (
          <>
            <TextInput
              label={t('masterdata.bank.account-name')}
              required
              value={draft.accountName}
              error={errors.fields.accountName}
              onChange={(event) => set({ accountName: event.currentTarget.value })}
            />
            <TextInput
              label="IBAN"
              required
              value={draft.iban}
              error={errors.fields.iban}
              onChange={(event) => set({ iban: event.currentTarget.value })}
            />
            <TextInput
              label="BIC"
              required
              value={draft.bic}
              error={errors.fields.bic}
              onChange={(event) => set({ bic: event.currentTarget.value })}
            />
            <Checkbox
              label={t('masterdata.bank.default')}
              checked={draft.isDefault}
              onChange={(event) => set({ isDefault: event.currentTarget.checked })}
            />
          </>
        )}
      </EditDialog>
      <ConfirmDialog
        opened={confirmDelete}
        title={t('common.delete')}
        message={t('masterdata.common.confirm-delete', { count: 1 })}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          if (current) void run(() => deleteBankAccount(mandantId, current.id));
        }}
      />
    </Stack>
  );
}

type VorgangDraft = {
  id?: string;
  kuerzel: string;
  name: string;
  description: string;
  prefix: string;
  nextNumber: number;
  active: boolean;
};

/** Process types (Vorgangsarten) with their running numbers. */
export function VorgangPanel({ mandantId }: { mandantId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const types = useQuery({ queryKey: ['vorgang', mandantId], queryFn: () => listVorgangTypes(mandantId) });
  const [selected, setSelected] = useState<Vorgang[]>([]);
  const [draft, setDraft] = useState<VorgangDraft | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const reload = () => void client.invalidateQueries({ queryKey: ['vorgang', mandantId] });
  const remove = useConfirmedDelete(() => deleteVorgangType(mandantId, (selected[0] as Vorgang).id), reload);
  const set = (patch: Partial<VorgangDraft>) => setDraft((value) => (value ? { ...value, ...patch } : value));

  async function handleSave() {
    if (!draft) return;
    const local = errorsOfIssues(validateVorgang(draft));
    if (local.message) return setErrors(local);
    try {
      await saveVorgangType({ mandantId, ...draft });
      setDraft(null);
      reload();
    } catch (error) {
      setErrors(errorsOf(error));
    }
  }

  return (
    <Stack>
      <GridToolbar
        onAdd={() => {
          setErrors(noErrors);
          setDraft({ kuerzel: '', name: '', description: '', prefix: '', nextNumber: 1, active: true });
        }}
        onEdit={selected.length === 1 ? () => setDraft({ ...(selected[0] as Vorgang) }) : null}
        onDelete={selected.length === 1 ? remove.ask : null}
      />
      {remove.error && (
        <Text c="red" role="alert">
          {remove.error}
        </Text>
      )}
      {remove.dialog}
      <DataGrid<Vorgang>
        testId="grid-vorgang"
        rows={types.data ?? []}
        columns={[
          { field: 'kuerzel', headerName: t('masterdata.vorgang.kuerzel'), maxWidth: 140 },
          { field: 'name', headerName: t('masterdata.vorgang.name'), flex: 2 },
          { field: 'prefix', headerName: t('masterdata.vorgang.prefix'), maxWidth: 140 },
          { field: 'nextNumber', headerName: t('masterdata.vorgang.next-number'), maxWidth: 160 },
          {
            field: 'active',
            headerName: t('masterdata.common.active'),
            maxWidth: 110,
            cellRenderer: (params: { value: boolean }) =>
              params.value ? <Badge size="sm">{t('common.yes')}</Badge> : null,
          },
        ]}
        onSelectionChanged={setSelected}
        onRowDoubleClicked={(row) => setDraft({ ...row })}
      />
      <EditDialog
        opened={draft !== null}
        title={t('masterdata.vorgang.title')}
        error={errors.message}
        onClose={() => setDraft(null)}
        onSave={() => void handleSave()}
      >
        {draft && (
          <Group grow align="start">
            <Stack>
              <TextInput
                label={t('masterdata.vorgang.kuerzel')}
                required
                value={draft.kuerzel}
                error={errors.fields.kuerzel}
                onChange={(event) => set({ kuerzel: event.currentTarget.value })}
              />
              <TextInput
                label={t('masterdata.vorgang.name')}
                required
                value={draft.name}
                error={errors.fields.name}
                onChange={(event) => set({ name: event.currentTarget.value })}
              />
              <TextInput
                label={t('masterdata.vorgang.description')}
                value={draft.description}
                onChange={(event) => set({ description: event.currentTarget.value })}
              />
            </Stack>
            <Stack>
              <TextInput
                label={t('masterdata.vorgang.prefix')}
                value={draft.prefix}
                onChange={(event) => set({ prefix: event.currentTarget.value })}
              />
              <NumberInput
                label={t('masterdata.vorgang.next-number')}
                min={1}
                value={draft.nextNumber}
                onChange={(value) => set({ nextNumber: Number(value) || 1 })}
              />
              <Checkbox
                mt="md"
                label={t('masterdata.common.active')}
                checked={draft.active}
                onChange={(event) => set({ active: event.currentTarget.checked })}
              />
            </Stack>
          </Group>
        )}
      </EditDialog>
    </Stack>
  );
}
