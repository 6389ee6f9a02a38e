import { Checkbox, Group, List, Select, Stack, Text, TextInput } from '@mantine/core';
import { formatDateTime, type Deputy, type DeputyCheck, type Language } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../kernel/api-client.js';
import {
  checkDeputy,
  deleteDeputy,
  listDeputies,
  listGroups,
  listUsers,
  saveDeputy,
} from '../administration/index.js';
import { DataGrid } from '../../ui/DataGrid.js';
import { ConfirmDialog, EditDialog, GridToolbar, useConfirmedDelete } from '../../ui/EditDialog.js';
import { errorsOf, noErrors, type FormErrors } from '../../ui/form-errors.js';

type Draft = {
  id?: string;
  deputyType: 'USER' | 'GROUP';
  deputyId: string | null;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  description: string;
  active: boolean;
};

const localParts = (iso: string | null) => {
  if (!iso) return { date: '', time: '' };
  const text = formatDateTime(iso, 'de');
  return { date: text.slice(0, 10), time: text.slice(11, 16) };
};

/** Stellvertretung: who acts for the user when; differing rights need a confirmation. */
export function DeputiesPanel() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const deputies = useQuery({ queryKey: ['deputies'], queryFn: listDeputies });
  const users = useQuery({ queryKey: ['admin', 'user-list'], queryFn: listUsers });
  const groups = useQuery({ queryKey: ['admin', 'group-list'], queryFn: listGroups });
  const [selected, setSelected] = useState<Deputy[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [warning, setWarning] = useState<DeputyCheck | null>(null);
  const language = i18n.language as Language;
  const reload = () => void client.invalidateQueries({ queryKey: ['deputies'] });
  const remove = useConfirmedDelete(() => deleteDeputy((selected[0] as Deputy).id), reload);
  const set = (patch: Partial<Draft>) => setDraft((value) => (value ? { ...value, ...patch } : value));
  const columns: ColDef<Deputy>[] = [
    {
      field: 'deputyType',
      headerName: t('settings.deputy.type'),
      maxWidth: 130,
      valueFormatter: (params) => t(`settings.deputy.type.${String(params.value)}`),
    },
    { field: 'deputyName', headerName: t('settings.deputy.deputy'), flex: 2 },
    {
      field: 'startsAt',
      headerName: t('settings.deputy.start'),
      valueFormatter: (params) => formatDateTime(params.value as string, language),
    },
    {
      field: 'endsAt',
      headerName: t('settings.deputy.end'),
      valueFormatter: (params) => formatDateTime(params.value as string | null, language),
    },
    { field: 'description', headerName: t('settings.deputy.description'), flex: 2 },
    {
      field: 'active',
      headerName: t('masterdata.common.active'),
      maxWidth: 100,
      valueFormatter: (params) => (params.value ? t('common.yes') : t('common.no')),
    },
    {
      field: 'status',
      headerName: t('settings.deputy.status'),
      maxWidth: 130,
      valueFormatter: (params) => t(`settings.deputy.status.${String(params.value)}`),
    },
  ];

  function open(deputy?: Deputy) {
    setErrors(noErrors);
    if (!deputy) {
      return setDraft({
        deputyType: 'USER',
        deputyId: null,
        startDate: '',
        startTime: '08:00',
        endDate: '',
        endTime: '',
        description: '',
        active: true,
      });
    }
    const start = localParts(deputy.startsAt);
    const end = localParts(deputy.endsAt);
    setDraft({
      id: deputy.id,
      deputyType: deputy.deputyType,
      deputyId: deputy.deputyId,
      startDate: start.date,
      startTime: start.time,
      endDate: end.date,
      endTime: end.time,
      description: deputy.description,
      active: deputy.active,
    });
  }

  async function handleSave(confirmRightsDifference: boolean) {
    if (!draft) return;
    try {
      await saveDeputy({ ...draft, deputyId: draft.deputyId ?? undefined, confirmRightsDifference });
      setWarning(null);
      setDraft(null);
      reload();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'administration.deputy_rights_differ') {
        // The warning lists what the deputy lacks; the check call gives the details.
        setWarning(await checkDeputy({ ...draft, deputyId: draft.deputyId ?? undefined }));
      } else setErrors(errorsOf(error));
    }
  }

  const candidates = draft?.deputyType === 'GROUP' ? (groups.data ?? []) : (users.data ?? []);
  return (
    <Stack>
      <GridToolbar
        onAdd={() => open()}
        onEdit={selected[0] ? () => open(selected[0]) : null}
        onDelete={selected[0] ? remove.ask : null}
      />
      {remove.error && (
        <Text c="red" role="alert">
          {remove.error}
        </Text>
      )}
      {remove.dialog}
      <DataGrid<Deputy>
        testId="grid-deputies"
        rows={deputies.data ?? []}
        columns={columns}
        onSelectionChanged={setSelected}
        onRowDoubleClicked={open}
      />
      <EditDialog
        opened={draft !== null}
        title={t('settings.deputy.title')}
        error={errors.message}
        onClose={() => setDraft(null)}
        onSave={() => void handleSave(false)}
      >
        {draft && (
          <>
            <Group grow>
              <Select
                label={t('settings.deputy.type')}
                allowDeselect={false}
                value={draft.deputyType}
                data={['USER', 'GROUP'].map((value) => ({
                  value,
                  label: t(`settings.deputy.type.${value}`),
                }))}
                onChange={(value) =>
                  value && set({ deputyType: value as Draft['deputyType'], deputyId: null })
                }
              />
              <Select
                label={t('settings.deputy.deputy')}
                searchable
                value={draft.deputyId}
                error={errors.fields.deputyId}
                data={candidates.map((entry) => ({
                  value: entry.id,
                  label: entry.fullName ? `${entry.name} (${entry.fullName})` : entry.name,
                }))}
                onChange={(value) => set({ deputyId: value })}
              />
            </Group>
            <Group grow>
              <TextInput
                label={t('settings.deputy.start-date')}
                placeholder="TT.MM.JJJJ"
                required
                value={draft.startDate}
                error={errors.fields.startDate}
                onChange={(event) => set({ startDate: event.currentTarget.value })}
              />
              <TextInput
                label={t('settings.deputy.start-time')}
                placeholder="HH:MM"
                required
                value={draft.startTime}
                error={errors.fields.startTime}
                onChange={(event) => set({ startTime: event.currentTarget.value })}
              />
            </Group>
            <Group grow>
              <TextInput
                label={t('settings.deputy.end-date')}
                placeholder="TT.MM.JJJJ"
                value={draft.endDate}
                error={errors.fields.endDate}
                onChange={(event) => set({ endDate: event.currentTarget.value })}
              />
              <TextInput
                label={t('settings.deputy.end-time')}
                placeholder="HH:MM"
                value={draft.endTime}
                error={errors.fields.endTime}
                onChange={(event) => set({ endTime: event.currentTarget.value })}
              />
            </Group>
            <TextInput
              label={t('settings.deputy.description')}
              value={draft.description}
              onChange={(event) => set({ description: event.currentTarget.value })}
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
        opened={warning !== null}
        title={t('settings.deputy.warning-title')}
        onClose={() => setWarning(null)}
        onConfirm={() => void handleSave(true)}
        message={
          <Stack gap="xs">
            <Text>{t('api-errors.administration.deputy_rights_differ')}</Text>
            <List size="sm">
              {warning?.missingRights.map((right) => (
                <List.Item key={`${right.right}|${right.mandantId ?? ''}`}>
                  {t(`administration.right.${right.right}`)}{' '}
                  {right.mandantName ? `(${right.mandantName})` : `(${t('administration.rights.global')})`}
                </List.Item>
              ))}
              {warning?.missingMandanten.map((mandant) => (
                <List.Item key={mandant.id}>
                  {t('settings.deputy.missing-mandant', { name: mandant.name })}
                </List.Item>
              ))}
            </List>
          </Stack>
        }
      />
    </Stack>
  );
}
