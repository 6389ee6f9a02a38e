import { Select, Stack, Text, TextInput } from '@mantine/core';
import { validateExternalUser, type ExternalUser } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../ui/DataGrid.js';
import { EditDialog, GridToolbar, useConfirmedDelete } from '../../ui/EditDialog.js';
import { errorsOf, errorsOfIssues, noErrors, type FormErrors } from '../../ui/form-errors.js';
import { deleteExternalUser, listExternalUsers, saveExternalUser } from './administration.api.js';

type Draft = { id?: string; name: string; email: string; scope: ExternalUser['scope'] };

/** External workflow users: for all Mandanten of the Kanzlei, or the caller's own in this Mandant. */
export function ExternalUsersPanel({ mandantId }: { mandantId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const users = useQuery({
    queryKey: ['external-users', mandantId],
    queryFn: () => listExternalUsers(mandantId),
  });
  const [selected, setSelected] = useState<ExternalUser[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const reload = () => void client.invalidateQueries({ queryKey: ['external-users', mandantId] });
  const set = (patch: Partial<Draft>) => setDraft((value) => (value ? { ...value, ...patch } : value));

  async function handleSave() {
    if (!draft) return;
    const local = errorsOfIssues(validateExternalUser(draft));
    if (local.message) return setErrors(local);
    try {
      await saveExternalUser({ mandantId, ...draft });
      setDraft(null);
      reload();
    } catch (error) {
      setErrors(errorsOf(error));
    }
  }

  const current = selected[0];
  const remove = useConfirmedDelete(
    () => deleteExternalUser(mandantId, (current as ExternalUser).id),
    reload,
  );
  return (
    <Stack>
      <GridToolbar
        onAdd={() => {
          setErrors(noErrors);
          setDraft({ name: '', email: '', scope: 'USER' });
        }}
        onEdit={current ? () => setDraft({ ...current }) : null}
        onDelete={current ? remove.ask : null}
      />
      {remove.error && (
        <Text c="red" role="alert">
          {remove.error}
        </Text>
      )}
      {remove.dialog}
      <DataGrid<ExternalUser>
        testId="grid-external-users"
        rows={users.data ?? []}
        columns={[
          { field: 'name', headerName: t('administration.external.name'), flex: 2 },
          { field: 'email', headerName: t('administration.external.email'), flex: 2 },
          {
            field: 'scope',
            headerName: t('administration.external.scope'),
            valueFormatter: (params) => t(`administration.external.scope.${String(params.value)}`),
          },
        ]}
        onSelectionChanged={setSelected}
        onRowDoubleClicked={(row) => setDraft({ ...row })}
      />
      <EditDialog
        opened={draft !== null}
        title={t('administration.external.title')}
        error={errors.message}
        onClose={() => setDraft(null)}
        onSave={() => void handleSave()}
      >
        {draft && (
          <>
            <TextInput
              label={t('administration.external.name')}
              required
              value={draft.name}
              error={errors.fields.name}
              onChange={(event) => set({ name: event.currentTarget.value })}
            />
            <TextInput
              label={t('administration.external.email')}
              required
              value={draft.email}
              error={errors.fields.email}
              onChange={(event) => set({ email: event.currentTarget.value })}
            />
            <Select
              label={t('administration.external.scope')}
              allowDeselect={false}
              value={draft.scope}
              data={['USER', 'CROSS_MANDANT'].map((value) => ({
                value,
                label: t(`administration.external.scope.${value}`),
              }))}
              onChange={(value) => value && set({ scope: value as Draft['scope'] })}
            />
          </>
        )}
      </EditDialog>
    </Stack>
  );
}
