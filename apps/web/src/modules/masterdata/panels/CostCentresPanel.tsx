import { Checkbox, Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { validateCostCentre, type CostCentre } from '@belegfluss/shared';
import type { ColDef } from 'ag-grid-community';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../kernel/api-client.js';
import { ConfirmDialog, EditDialog, GridToolbar } from '../../../ui/EditDialog.js';
import { ServerGrid } from '../../../ui/DataGrid.js';
import { errorsOf, errorsOfIssues, noErrors, type FormErrors } from '../../../ui/form-errors.js';
import { deleteCostCentres, listCostCentres, saveCostCentre } from '../masterdata.api.js';

type Draft = { id?: string; kind: 1 | 2; number: string; name: string; active: boolean };

/** Cost centres (KOST1, KOST2); the list filter goes to the server base64-encoded. */
export function CostCentresPanel({ mandantId }: { mandantId: string }) {
  const { t } = useTranslation();
  const [kindFilter, setKindFilter] = useState<'0' | '1' | '2'>('0');
  const [search, setSearch] = useState('');
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<CostCentre[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [askOverwrite, setAskOverwrite] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const columns: ColDef<CostCentre>[] = [
    { field: 'number', headerName: t('masterdata.cost-centre.number'), sortable: true, maxWidth: 180 },
    { field: 'name', headerName: t('masterdata.cost-centre.name'), sortable: true, flex: 2 },
    {
      field: 'kind',
      headerName: t('masterdata.cost-centre.kind'),
      maxWidth: 120,
      valueFormatter: (params) => `KOST${params.value}`,
    },
    {
      field: 'active',
      headerName: t('masterdata.common.active'),
      maxWidth: 110,
      valueFormatter: (params) => (params.value ? t('common.yes') : t('common.no')),
    },
  ];

  async function save(overwrite: boolean) {
    if (!draft) return;
    const local = errorsOfIssues(validateCostCentre(draft));
    if (local.message) return setErrors(local);
    try {
      await saveCostCentre({ mandantId, ...draft, ...(draft.id ? {} : { overwrite }) });
      setDraft(null);
      setAskOverwrite(false);
      setVersion((value) => value + 1);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'masterdata.cost_centre_exists' && !draft.id)
        setAskOverwrite(true);
      else setErrors(errorsOf(error));
    }
  }

  const set = (patch: Partial<Draft>) =>
    setDraft((current) => (current ? { ...current, ...patch } : current));
  return (
    <Stack>
      <Group justify="space-between" align="end">
        <GridToolbar
          onAdd={() => {
            setErrors(noErrors);
            setDraft({ kind: 1, number: '', name: '', active: true });
          }}
          onEdit={
            selected.length === 1
              ? () =>
                  setDraft({
                    ...(selected[0] as CostCentre),
                    kind: (selected[0]?.kind === 2 ? 2 : 1) as 1 | 2,
                  })
              : null
          }
          onDelete={selected.length ? () => setConfirmDelete(true) : null}
        />
        <Group>
          <SegmentedControl
            value={kindFilter}
            onChange={(value) => setKindFilter(value as '0' | '1' | '2')}
            data={[
              { value: '0', label: t('masterdata.cost-centre.all') },
              { value: '1', label: 'KOST1' },
              { value: '2', label: 'KOST2' },
            ]}
          />
          <TextInput
            placeholder={t('masterdata.common.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </Group>
      </Group>
      <ServerGrid<CostCentre>
        testId="grid-cost-centres"
        columns={columns}
        multiple
        reloadKey={`${mandantId}|${kindFilter}|${search}|${version}`}
        fetchPage={(params) =>
          listCostCentres(mandantId, {
            ...(kindFilter === '0' ? {} : { kind: Number(kindFilter) as 1 | 2 }),
            ...(search ? { search } : {}),
            page: params.page,
            pageSize: params.pageSize,
            ...(params.sort ? { sort: params.sort as 'number' | 'name', direction: params.direction } : {}),
          })
        }
        onSelectionChanged={setSelected}
        onRowDoubleClicked={(row) => setDraft({ ...row, kind: row.kind === 2 ? 2 : 1 })}
      />
      <EditDialog
        opened={draft !== null}
        title={t(draft?.id ? 'masterdata.cost-centre.edit-title' : 'masterdata.cost-centre.new-title')}
        error={errors.message}
        onClose={() => setDraft(null)}
        onSave={() => void save(false)}
      >
        {draft && (
          <>
            <Select
              label={t('masterdata.cost-centre.kind')}
              data={[
                { value: '1', label: 'KOST1' },
                { value: '2', label: 'KOST2' },
              ]}
              value={String(draft.kind)}
              allowDeselect={false}
              onChange={(value) => set({ kind: value === '2' ? 2 : 1 })}
            />
            <TextInput
              label={t('masterdata.cost-centre.number')}
              value={draft.number}
              required
              error={errors.fields.number}
              onChange={(event) => set({ number: event.currentTarget.value })}
            />
            <TextInput
              label={t('masterdata.cost-centre.name')}
              value={draft.name}
              onChange={(event) => set({ name: event.currentTarget.value })}
            />
            <Checkbox
              label={t('masterdata.common.active')}
              checked={draft.active}
              onChange={(event) => set({ active: event.currentTarget.checked })}
            />
          </>
        )}
      </EditDialog>
      <ConfirmDialog
        opened={askOverwrite}
        title={t('masterdata.cost-centre.overwrite-title')}
        message={t('api-errors.masterdata.cost_centre_exists')}
        onClose={() => setAskOverwrite(false)}
        onConfirm={() => void save(true)}
      />
      <ConfirmDialog
        opened={confirmDelete}
        title={t('common.delete')}
        message={t('masterdata.common.confirm-delete', { count: selected.length })}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          void deleteCostCentres(
            mandantId,
            selected.map((row) => row.id),
          ).then(() => setVersion((value) => value + 1));
        }}
      />
    </Stack>
  );
}
