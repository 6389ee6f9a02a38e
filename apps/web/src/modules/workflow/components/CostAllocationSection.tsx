import { Button, Group, Select, Table, TextInput, Title } from '@mantine/core';
import {
  costSplitModes,
  type CostAllocation,
  type CostSplitModeValue,
  type Language,
} from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkflowApi } from '../workflow.api.js';
import { BookingLookupInput } from './BookingLookupInput.js';
import { money } from './booking-format.js';

const emptyForm = {
  KOST_ART: 'KOST1' as 'KOST1' | 'KOST2',
  KOST_NR: '',
  KOST_BEZ: '',
  MODE: 'amount' as CostSplitModeValue,
  VALUE: '',
};

/** Cost allocation of the document over cost centres, computed by the server in line order. */
export function CostAllocationSection(props: {
  api: WorkflowApi;
  instanceId: string;
  allocations: CostAllocation[] | undefined;
  canEdit: boolean;
  run: (work: () => Promise<unknown>) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [form, setForm] = useState(emptyForm);

  async function handleAdd() {
    const saved = await props.run(() => props.api.saveCostAllocation({ WF_ID: props.instanceId, ...form }));
    if (saved) setForm(emptyForm);
  }

  return (
    <>
      <Title order={5}>{t('workflow.booking.allocation')}</Title>
      <Table withTableBorder striped aria-label={t('workflow.booking.allocation')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('workflow.booking.cost-centre')}</Table.Th>
            <Table.Th>{t('workflow.booking.mode')}</Table.Th>
            <Table.Th>{t('workflow.booking.amount')}</Table.Th>
            <Table.Th>{t('workflow.booking.percent')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.allocations?.map((line) => (
            <Table.Tr key={line.ID}>
              <Table.Td title={line.KOST_BEZ}>
                {line.KOST_ART} {line.KOST_NR}
              </Table.Td>
              <Table.Td>{t(`workflow.cost-mode.${line.MODE}`)}</Table.Td>
              <Table.Td>{money(line.BETRAG, language)}</Table.Td>
              <Table.Td>{line.PROZENT} %</Table.Td>
              <Table.Td>
                {props.canEdit && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() =>
                      void props.run(() => props.api.deleteCostAllocation(props.instanceId, line.ID))
                    }
                  >
                    {t('workflow.common.delete')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {props.canEdit && (
        <Group align="flex-end" gap="xs">
          <Select
            size="xs"
            w={90}
            label={t('workflow.booking.cost-kind')}
            allowDeselect={false}
            value={form.KOST_ART}
            data={['KOST1', 'KOST2']}
            onChange={(value) =>
              value && setForm({ ...form, KOST_ART: value as 'KOST1' | 'KOST2', KOST_NR: '' })
            }
          />
          <BookingLookupInput
            api={props.api}
            instanceId={props.instanceId}
            kind="kostenstellen"
            only={form.KOST_ART}
            label={t('workflow.booking.cost-centre')}
            w={130}
            value={form.KOST_NR}
            onChange={(number, name) => setForm({ ...form, KOST_NR: number, KOST_BEZ: name })}
          />
          <Select
            size="xs"
            label={t('workflow.booking.mode')}
            value={form.MODE}
            allowDeselect={false}
            data={costSplitModes
              .filter((mode) => mode !== 'notSet')
              .map((mode) => ({ value: mode, label: t(`workflow.cost-mode.${mode}`) }))}
            onChange={(value) => value && setForm({ ...form, MODE: value as CostSplitModeValue })}
          />
          <TextInput
            size="xs"
            w={100}
            label={t('workflow.booking.value')}
            value={form.VALUE}
            disabled={form.MODE === 'RemainingAmount'}
            onChange={(event) => setForm({ ...form, VALUE: event.currentTarget.value })}
          />
          <Button size="xs" disabled={!form.KOST_NR.trim()} onClick={() => void handleAdd()}>
            {t('workflow.booking.add-allocation')}
          </Button>
        </Group>
      )}
    </>
  );
}
