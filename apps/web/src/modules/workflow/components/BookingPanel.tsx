import { Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import {
  costSplitModes,
  formatAmount,
  parseAmountToCents,
  type CostAllocation,
  type CostSplitModeValue,
  type Language,
  type SplitCheck,
  type SplitLine,
} from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkflowApi } from '../workflow.api.js';

const money = (text: string, language: Language) => {
  const cents = parseAmountToCents(text);
  return cents === null ? text : formatAmount(cents, language);
};

/** Split lines and cost allocation of the workflow (editing needs the booking right and an open task). */
export function BookingPanel(props: {
  api: WorkflowApi;
  instanceId: string;
  splitLines: SplitLine[] | undefined;
  splitCheck: SplitCheck | undefined;
  allocations: CostAllocation[] | undefined;
  canEdit: boolean;
  currentKuerzel: string;
  onChanged: () => void;
  onError: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [split, setSplit] = useState({ BRUTTO: '', MWST: '19', GKONTO: '', BUTEXT: '', KOST1: '' });
  const [allocation, setAllocation] = useState<{ KOST_NR: string; MODE: CostSplitModeValue; VALUE: string }>({
    KOST_NR: '',
    MODE: 'amount',
    VALUE: '',
  });

  async function run(work: () => Promise<unknown>) {
    try {
      await work();
      props.onChanged();
    } catch (error) {
      props.onError(error);
    }
  }

  return (
    <Stack>
      <Title order={5}>{t('workflow.booking.splits')}</Title>
      {props.splitCheck && (
        <Text size="sm">
          {t('workflow.booking.split-check', {
            origin: props.splitCheck.Origin ? money(props.splitCheck.Origin, language) : '–',
            split: money(props.splitCheck.Split, language),
            rest: props.splitCheck.Rest ? money(props.splitCheck.Rest, language) : '–',
          })}
        </Text>
      )}
      <Table withTableBorder striped aria-label={t('workflow.booking.splits')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('workflow.booking.pos')}</Table.Th>
            <Table.Th>{t('workflow.booking.gross')}</Table.Th>
            <Table.Th>{t('workflow.booking.net')}</Table.Th>
            <Table.Th>{t('workflow.booking.vat')}</Table.Th>
            <Table.Th>{t('workflow.booking.account')}</Table.Th>
            <Table.Th>{t('workflow.booking.text')}</Table.Th>
            <Table.Th>{t('workflow.booking.cost1')}</Table.Th>
            <Table.Th>{t('workflow.booking.created-by')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.splitLines?.map((line) => (
            <Table.Tr key={line.ID}>
              <Table.Td>{line.POS}</Table.Td>
              <Table.Td>{money(line.BRUTTO, language)}</Table.Td>
              <Table.Td>{money(line.NETTO, language)}</Table.Td>
              <Table.Td>{line.MWST} %</Table.Td>
              <Table.Td>{line.GKONTO}</Table.Td>
              <Table.Td>{line.BUTEXT}</Table.Td>
              <Table.Td>{line.KOST1}</Table.Td>
              <Table.Td>{line.FULLNAME}</Table.Td>
              <Table.Td>
                {props.canEdit && line.KUERZEL === props.currentKuerzel && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => void run(() => props.api.deleteSplitLine(props.instanceId, line.ID))}
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
          <TextInput
            size="xs"
            label={t('workflow.booking.gross')}
            value={split.BRUTTO}
            onChange={(event) => setSplit({ ...split, BRUTTO: event.currentTarget.value })}
          />
          <TextInput
            size="xs"
            w={70}
            label={t('workflow.booking.vat')}
            value={split.MWST}
            onChange={(event) => setSplit({ ...split, MWST: event.currentTarget.value })}
          />
          <TextInput
            size="xs"
            w={100}
            label={t('workflow.booking.account')}
            value={split.GKONTO}
            onChange={(event) => setSplit({ ...split, GKONTO: event.currentTarget.value })}
          />
          <TextInput
            size="xs"
            label={t('workflow.booking.text')}
            value={split.BUTEXT}
            onChange={(event) => setSplit({ ...split, BUTEXT: event.currentTarget.value })}
          />
          <TextInput
            size="xs"
            w={90}
            label={t('workflow.booking.cost1')}
            value={split.KOST1}
            onChange={(event) => setSplit({ ...split, KOST1: event.currentTarget.value })}
          />
          <Button
            size="xs"
            disabled={!split.BRUTTO.trim()}
            onClick={() => void run(() => props.api.saveSplitLine({ WF_ID: props.instanceId, ...split }))}
          >
            {t('workflow.booking.add-split')}
          </Button>
        </Group>
      )}

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
              <Table.Td>
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
                    onClick={() => void run(() => props.api.deleteCostAllocation(props.instanceId, line.ID))}
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
          <TextInput
            size="xs"
            w={110}
            label={t('workflow.booking.cost-centre')}
            value={allocation.KOST_NR}
            onChange={(event) => setAllocation({ ...allocation, KOST_NR: event.currentTarget.value })}
          />
          <Select
            size="xs"
            label={t('workflow.booking.mode')}
            value={allocation.MODE}
            allowDeselect={false}
            data={costSplitModes
              .filter((mode) => mode !== 'notSet')
              .map((mode) => ({ value: mode, label: t(`workflow.cost-mode.${mode}`) }))}
            onChange={(value) => value && setAllocation({ ...allocation, MODE: value as CostSplitModeValue })}
          />
          <TextInput
            size="xs"
            w={100}
            label={t('workflow.booking.value')}
            value={allocation.VALUE}
            disabled={allocation.MODE === 'RemainingAmount'}
            onChange={(event) => setAllocation({ ...allocation, VALUE: event.currentTarget.value })}
          />
          <Button
            size="xs"
            disabled={!allocation.KOST_NR.trim()}
            onClick={() =>
              void run(() => props.api.saveCostAllocation({ WF_ID: props.instanceId, ...allocation }))
            }
          >
            {t('workflow.booking.add-allocation')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
