import {
  Button,
  Checkbox,
  MultiSelect,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { fibuTypes, issue, validateUserFields, type AdminUser, type RightGrant } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../ui/DataGrid.js';
import { EditDialog, GridToolbar } from '../../ui/EditDialog.js';
import { errorsOf, errorsOfIssues, noErrors, type FormErrors } from '../../ui/form-errors.js';
import {
  listGroupDetails,
  listMandanten,
  listUserDetails,
  saveUser,
  setUserActive,
  setUserPassword,
} from './administration.api.js';
import { RightsEditor } from './RightsEditor.js';

type Draft = {
  id?: string;
  kuerzel: string;
  fullName: string;
  email: string;
  kind: AdminUser['kind'];
  isAdmin: boolean;
  language: AdminUser['language'];
  startModule: number;
  fibu: AdminUser['fibu'];
  active: boolean;
  password: string;
  groupIds: string[];
  mandantIds: string[];
  rights: RightGrant[];
};

const emptyDraft: Draft = {
  kuerzel: '',
  fullName: '',
  email: '',
  kind: 'internal',
  isAdmin: false,
  language: 'de',
  startModule: 0,
  fibu: null,
  active: true,
  password: '',
  groupIds: [],
  mandantIds: [],
  rights: [],
};

/** Users with groups, rights (global or per Mandant), Mandant access, start module and accounting system. */
export function UsersPanel() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const users = useQuery({ queryKey: ['admin', 'users'], queryFn: listUserDetails });
  const groups = useQuery({ queryKey: ['admin', 'groups'], queryFn: listGroupDetails });
  const mandanten = useQuery({ queryKey: ['admin', 'mandanten'], queryFn: listMandanten });
  const [selected, setSelected] = useState<AdminUser[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [passwordMessage, setPasswordMessage] = useState<string | null>(null);
  const reload = () => void client.invalidateQueries({ queryKey: ['admin', 'users'] });
  const set = (patch: Partial<Draft>) => setDraft((value) => (value ? { ...value, ...patch } : value));
  const columns: ColDef<AdminUser>[] = [
    { field: 'kuerzel', headerName: t('administration.user.kuerzel') },
    { field: 'fullName', headerName: t('administration.user.full-name'), flex: 2 },
    { field: 'email', headerName: t('administration.user.email'), flex: 2 },
    {
      field: 'kind',
      headerName: t('administration.user.kind'),
      valueFormatter: (params) => t(`administration.user.kind.${String(params.value)}`),
    },
    {
      field: 'isAdmin',
      headerName: t('administration.user.admin'),
      maxWidth: 120,
      valueFormatter: (params) => (params.value ? t('common.yes') : ''),
    },
    {
      field: 'active',
      headerName: t('masterdata.common.active'),
      maxWidth: 110,
      valueFormatter: (params) => (params.value ? t('common.yes') : t('common.no')),
    },
  ];

  function open(user?: AdminUser) {
    setErrors(noErrors);
    setPasswordMessage(null);
    setDraft(user ? { ...user, password: '' } : emptyDraft);
  }

  async function handleSave() {
    if (!draft) return;
    const { password, ...values } = draft;
    const local = errorsOfIssues([
      ...validateUserFields(draft),
      ...(draft.id || password ? [] : [issue('password', 'administration.password_required')]),
    ]);
    if (local.message) return setErrors(local);
    try {
      await saveUser(draft.id ? values : { ...values, password });
      setDraft(null);
      reload();
    } catch (error) {
      setErrors(errorsOf(error));
    }
  }

  async function handlePassword() {
    if (!draft?.id) return;
    try {
      await setUserPassword(draft.id, draft.password);
      setPasswordMessage(t('administration.user.password-set'));
      setErrors(noErrors);
    } catch (error) {
      setErrors(errorsOf(error));
    }
  }

  const current = selected[0];
  return (
    <Stack>
      <GridToolbar onAdd={() => open()} onEdit={current ? () => open(current) : null}>
        <Button
          variant="light"
          disabled={!current}
          onClick={() =>
            current &&
            void setUserActive(current.id, !current.active).then(reload, (error) =>
              setPasswordMessage(errorsOf(error).message),
            )
          }
        >
          {current && !current.active
            ? t('administration.user.activate')
            : t('administration.user.deactivate')}
        </Button>
      </GridToolbar>
      {passwordMessage && !draft && <Text c="red">{passwordMessage}</Text>}
      <DataGrid<AdminUser>
        testId="grid-users"
        rows={users.data ?? []}
        columns={columns}
        onSelectionChanged={setSelected}
        onRowDoubleClicked={open}
      />
      <EditDialog
        opened={draft !== null}
        size="xl"
        title={t(draft?.id ? 'administration.user.edit-title' : 'administration.user.new-title')}
        error={errors.message}
        onClose={() => setDraft(null)}
        onSave={() => void handleSave()}
      >
        {draft && (
          <Tabs defaultValue="general">
            <Tabs.List>
              <Tabs.Tab value="general">{t('administration.user.tab.general')}</Tabs.Tab>
              <Tabs.Tab value="access">{t('administration.user.tab.access')}</Tabs.Tab>
              <Tabs.Tab value="rights">{t('administration.user.tab.rights')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="general" pt="sm">
              <SimpleGrid cols={2}>
                <TextInput
                  label={t('administration.user.kuerzel')}
                  required
                  value={draft.kuerzel}
                  error={errors.fields.kuerzel}
                  onChange={(event) => set({ kuerzel: event.currentTarget.value })}
                />
                <TextInput
                  label={t('administration.user.full-name')}
                  required
                  value={draft.fullName}
                  error={errors.fields.fullName}
                  onChange={(event) => set({ fullName: event.currentTarget.value })}
                />
                <TextInput
                  label={t('administration.user.email')}
                  value={draft.email}
                  onChange={(event) => set({ email: event.currentTarget.value })}
                />
                <Select
                  label={t('administration.user.kind')}
                  allowDeselect={false}
                  value={draft.kind}
                  data={['internal', 'mandant', 'external'].map((value) => ({
                    value,
                    label: t(`administration.user.kind.${value}`),
                  }))}
                  onChange={(value) => value && set({ kind: value as Draft['kind'] })}
                />
                <Select
                  label={t('administration.user.language')}
                  allowDeselect={false}
                  value={draft.language}
                  data={['de', 'en', 'ru'].map((value) => ({ value, label: t(`common.language.${value}`) }))}
                  onChange={(value) => value && set({ language: value as Draft['language'] })}
                />
                <Select
                  label={t('administration.user.start-module')}
                  allowDeselect={false}
                  value={String(draft.startModule)}
                  data={[0, 1, 2, 3].map((value) => ({
                    value: String(value),
                    label: t(`administration.start-module.${value}`),
                  }))}
                  onChange={(value) => set({ startModule: Number(value) })}
                />
                <Select
                  label={t('administration.user.fibu')}
                  clearable
                  value={draft.fibu}
                  data={[...fibuTypes]}
                  onChange={(value) => set({ fibu: value as Draft['fibu'] })}
                />
                <PasswordInput
                  label={t('administration.user.password')}
                  required={!draft.id}
                  value={draft.password}
                  error={errors.fields.password}
                  onChange={(event) => set({ password: event.currentTarget.value })}
                />
                <Checkbox
                  label={t('administration.user.admin')}
                  checked={draft.isAdmin}
                  onChange={(event) => set({ isAdmin: event.currentTarget.checked })}
                />
                <Checkbox
                  label={t('masterdata.common.active')}
                  checked={draft.active}
                  onChange={(event) => set({ active: event.currentTarget.checked })}
                />
                {draft.id && (
                  <Button variant="light" disabled={!draft.password} onClick={() => void handlePassword()}>
                    {t('administration.user.set-password')}
                  </Button>
                )}
                {passwordMessage && <Text c="green">{passwordMessage}</Text>}
              </SimpleGrid>
            </Tabs.Panel>
            <Tabs.Panel value="access" pt="sm">
              <Stack>
                <MultiSelect
                  searchable
                  label={t('administration.user.groups')}
                  data={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
                  value={draft.groupIds}
                  onChange={(groupIds) => set({ groupIds })}
                />
                <MultiSelect
                  searchable
                  label={t('administration.user.mandanten')}
                  data={(mandanten.data ?? []).map((mandant) => ({
                    value: mandant.id,
                    label: `${mandant.mandnr} ${mandant.name}`,
                  }))}
                  value={draft.mandantIds}
                  onChange={(mandantIds) => set({ mandantIds })}
                />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="rights" pt="sm">
              <RightsEditor
                value={draft.rights}
                mandanten={mandanten.data ?? []}
                onChange={(rights) => set({ rights })}
              />
            </Tabs.Panel>
          </Tabs>
        )}
      </EditDialog>
    </Stack>
  );
}
