import { MultiSelect, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { validateGroupName, type Group, type RightGrant } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../ui/DataGrid.js';
import { EditDialog, GridToolbar, useConfirmedDelete } from '../../ui/EditDialog.js';
import { errorsOf, errorsOfIssues, noErrors, type FormErrors } from '../../ui/form-errors.js';
import { deleteGroup, listGroupDetails, listMandanten, listUsers, saveGroup } from './administration.api.js';
import { RightsEditor } from './RightsEditor.js';

type Draft = {
  id?: string;
  name: string;
  description: string;
  memberIds: string[];
  mandantIds: string[];
  rights: RightGrant[];
};

/** Groups with members, rights and Mandant access; Original-Leser grants the view of originals. */
export function GroupsPanel() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const groups = useQuery({ queryKey: ['admin', 'groups'], queryFn: listGroupDetails });
  const users = useQuery({ queryKey: ['admin', 'user-list'], queryFn: listUsers });
  const mandanten = useQuery({ queryKey: ['admin', 'mandanten'], queryFn: listMandanten });
  const [selected, setSelected] = useState<Group[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const reload = () => void client.invalidateQueries({ queryKey: ['admin', 'groups'] });
  const set = (patch: Partial<Draft>) => setDraft((value) => (value ? { ...value, ...patch } : value));
  const current = selected[0];
  const remove = useConfirmedDelete(() => deleteGroup((current as Group).id), reload);

  async function handleSave() {
    if (!draft) return;
    const local = errorsOfIssues(validateGroupName(draft));
    if (local.message) return setErrors(local);
    try {
      await saveGroup(draft);
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
          setDraft({ name: '', description: '', memberIds: [], mandantIds: [], rights: [] });
        }}
        onEdit={current ? () => setDraft({ ...current }) : null}
        onDelete={current && !current.protected ? remove.ask : null}
      />
      {remove.error && (
        <Text c="red" role="alert">
          {remove.error}
        </Text>
      )}
      {remove.dialog}
      <DataGrid<Group>
        testId="grid-groups"
        rows={groups.data ?? []}
        columns={[
          { field: 'name', headerName: t('administration.group.name') },
          { field: 'description', headerName: t('administration.group.description'), flex: 2 },
          {
            colId: 'members',
            headerName: t('administration.group.members'),
            valueGetter: (params) => params.data?.memberIds.length ?? 0,
            maxWidth: 130,
          },
        ]}
        onSelectionChanged={setSelected}
        onRowDoubleClicked={(group) => setDraft({ ...group })}
      />
      <EditDialog
        opened={draft !== null}
        size="xl"
        title={t('administration.group.title')}
        error={errors.message}
        onClose={() => setDraft(null)}
        onSave={() => void handleSave()}
      >
        {draft && (
          <Tabs defaultValue="general">
            <Tabs.List>
              <Tabs.Tab value="general">{t('administration.user.tab.general')}</Tabs.Tab>
              <Tabs.Tab value="rights">{t('administration.user.tab.rights')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="general" pt="sm">
              <Stack>
                <TextInput
                  label={t('administration.group.name')}
                  required
                  value={draft.name}
                  error={errors.fields.name}
                  onChange={(event) => set({ name: event.currentTarget.value })}
                />
                <TextInput
                  label={t('administration.group.description')}
                  value={draft.description}
                  onChange={(event) => set({ description: event.currentTarget.value })}
                />
                <MultiSelect
                  label={t('administration.group.members')}
                  searchable
                  data={(users.data ?? []).map((user) => ({
                    value: user.id,
                    label: `${user.name} (${user.fullName})`,
                  }))}
                  value={draft.memberIds}
                  onChange={(memberIds) => set({ memberIds })}
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
