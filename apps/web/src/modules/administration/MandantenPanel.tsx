import { Checkbox, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { fibuTypes, validateMandantName, type FibuType } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../ui/DataGrid.js';
import { EditDialog, GridToolbar } from '../../ui/EditDialog.js';
import { errorsOf, errorsOfIssues, noErrors, type FormErrors } from '../../ui/form-errors.js';
import type { MandantSummary } from '@belegfluss/shared';
import { getMandantInfo, listMandanten, saveMandant } from './administration.api.js';

type Draft = {
  id?: string;
  mandnr: number;
  betriebnr: number;
  name: string;
  fibu: FibuType;
  active: boolean;
  street: string;
  zip: string;
  city: string;
  countryCode: string;
  taxNumber: string;
  vatId: string;
  fiscalYearStartMonth: number;
  accountFrame: 'SKR03' | 'SKR04' | null;
};

/** Mandanten of the Kanzlei: number, Betrieb, accounting system, address and tax data; new ones start from SKR03/SKR04. */
export function MandantenPanel() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const mandanten = useQuery({ queryKey: ['admin', 'mandanten'], queryFn: listMandanten });
  const [selected, setSelected] = useState<MandantSummary[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const set = (patch: Partial<Draft>) => setDraft((value) => (value ? { ...value, ...patch } : value));

  async function open(summary?: MandantSummary) {
    setErrors(noErrors);
    if (!summary) {
      return setDraft({
        mandnr: 0,
        betriebnr: 0,
        name: '',
        fibu: 'DATEV',
        active: true,
        street: '',
        zip: '',
        city: '',
        countryCode: 'DE',
        taxNumber: '',
        vatId: '',
        fiscalYearStartMonth: 1,
        accountFrame: 'SKR03',
      });
    }
    const { kanzleiNr: _nr, kanzleiName: _name, ...info } = await getMandantInfo(summary.id);
    setDraft(info);
  }

  async function handleSave() {
    if (!draft) return;
    const local = errorsOfIssues(validateMandantName(draft));
    if (local.message) return setErrors(local);
    const { accountFrame, ...values } = draft;
    try {
      await saveMandant(draft.id ? values : { ...values, accountFrame });
      setDraft(null);
      void client.invalidateQueries({ queryKey: ['admin', 'mandanten'] });
      void client.invalidateQueries({ queryKey: ['auth', 'me'] });
    } catch (error) {
      setErrors(errorsOf(error));
    }
  }

  const text = (
    field: 'name' | 'street' | 'zip' | 'city' | 'countryCode' | 'taxNumber' | 'vatId',
    required = false,
  ) =>
    draft && (
      <TextInput
        label={t(`administration.mandant.${field}`)}
        required={required}
        value={draft[field]}
        error={errors.fields[field]}
        onChange={(event) => set({ [field]: event.currentTarget.value })}
      />
    );
  return (
    <Stack>
      <GridToolbar onAdd={() => void open()} onEdit={selected[0] ? () => void open(selected[0]) : null} />
      <DataGrid<MandantSummary>
        testId="grid-mandanten"
        rows={mandanten.data ?? []}
        columns={[
          { field: 'mandnr', headerName: t('administration.mandant.mandnr'), maxWidth: 150 },
          { field: 'betriebnr', headerName: t('administration.mandant.betriebnr'), maxWidth: 150 },
          { field: 'name', headerName: t('administration.mandant.name'), flex: 2 },
          { field: 'fibu', headerName: t('administration.mandant.fibu'), maxWidth: 140 },
          {
            field: 'active',
            headerName: t('masterdata.common.active'),
            maxWidth: 110,
            valueFormatter: (params) => (params.value ? t('common.yes') : t('common.no')),
          },
        ]}
        onSelectionChanged={setSelected}
        onRowDoubleClicked={(row) => void open(row)}
      />
      <EditDialog
        opened={draft !== null}
        size="xl"
        title={t('administration.mandant.title')}
        error={errors.message}
        onClose={() => setDraft(null)}
        onSave={() => void handleSave()}
      >
        {draft && (
          <SimpleGrid cols={2}>
            <NumberInput
              label={t('administration.mandant.mandnr')}
              required
              min={1}
              value={draft.mandnr || ''}
              onChange={(value) => set({ mandnr: Number(value) || 0 })}
            />
            <NumberInput
              label={t('administration.mandant.betriebnr')}
              min={0}
              value={draft.betriebnr}
              onChange={(value) => set({ betriebnr: Number(value) || 0 })}
            />
            {text('name', true)}
            <Select
              label={t('administration.mandant.fibu')}
              allowDeselect={false}
              data={[...fibuTypes]}
              value={draft.fibu}
              onChange={(value) => value && set({ fibu: value as FibuType })}
            />
            {text('street')}
            {text('zip')}
            {text('city')}
            {text('countryCode')}
            {text('taxNumber')}
            {text('vatId')}
            <NumberInput
              label={t('administration.mandant.fiscal-year-start')}
              min={1}
              max={12}
              value={draft.fiscalYearStartMonth}
              onChange={(value) => set({ fiscalYearStartMonth: Number(value) || 1 })}
            />
            {draft.id ? (
              <Checkbox
                mt="lg"
                label={t('masterdata.common.active')}
                checked={draft.active}
                onChange={(event) => set({ active: event.currentTarget.checked })}
              />
            ) : (
              <Select
                label={t('administration.mandant.frame')}
                clearable
                data={['SKR03', 'SKR04']}
                value={draft.accountFrame}
                onChange={(value) => set({ accountFrame: value as Draft['accountFrame'] })}
              />
            )}
          </SimpleGrid>
        )}
      </EditDialog>
    </Stack>
  );
}
