import { Button, Group, Table, Text, TextInput, Title } from '@mantine/core';
import type { Language, SplitCheck, SplitLine } from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkflowApi } from '../workflow.api.js';
import { BookingLookupInput } from './BookingLookupInput.js';
import { money } from './booking-format.js';

const emptyForm = {
  ID: undefined as string | undefined,
  BRUTTO: '',
  MWST: '19',
  GKONTO: '',
  GKONTO_BEZ_: '',
  BUTEXT: '',
  KOST1: '',
  KOST_1_BEZ_: '',
};

/** Split lines: everyone sees them; only their creator changes or deletes one (checked on the server too). */
export function SplitLinesSection(props: {
  api: WorkflowApi;
  instanceId: string;
  lines: SplitLine[] | undefined;
  check: SplitCheck | undefined;
  canEdit: boolean;
  currentKuerzel: string;
  run: (work: () => Promise<unknown>) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [form, setForm] = useState(emptyForm);

  function handleEdit(line: SplitLine) {
    setForm({
      ID: line.ID,
      BRUTTO: line.BRUTTO.replace('.', ','),
      MWST: line.MWST.replace(/\.00$/, ''),
      GKONTO: line.GKONTO,
      GKONTO_BEZ_: line.GKONTO_BEZ_,
      BUTEXT: line.BUTEXT,
      KOST1: line.KOST1,
      KOST_1_BEZ_: line.KOST_1_BEZ_,
    });
  }

  async function handleSave() {
    const { ID, ...fields } = form;
    const saved = await props.run(() =>
      props.api.saveSplitLine({ WF_ID: props.instanceId, ...(ID ? { ID } : {}), ...fields }),
    );
    if (saved) setForm(emptyForm);
  }

  return (
    <>
      <Title order={5}>{t('workflow.booking.splits')}</Title>
      {props.check && (
        <Text size="sm">
          {t('workflow.booking.split-check', {
            origin: props.check.Origin ? money(props.check.Origin, language) : '–',
            split: money(props.check.Split, language),
            rest: props.check.Rest ? money(props.check.Rest, language) : '–',
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
          {props.lines?.map((line) => (
            <Table.Tr key={line.ID}>
              <Table.Td>{line.POS}</Table.Td>
              <Table.Td>{money(line.BRUTTO, language)}</Table.Td>
              <Table.Td>{money(line.NETTO, language)}</Table.Td>
              <Table.Td>{line.MWST} %</Table.Td>
              <Table.Td title={line.GKONTO_BEZ_}>{line.GKONTO}</Table.Td>
              <Table.Td>{line.BUTEXT}</Table.Td>
              <Table.Td title={line.KOST_1_BEZ_}>{line.KOST1}</Table.Td>
              <Table.Td>{line.FULLNAME}</Table.Td>
              <Table.Td>
                {props.canEdit && line.KUERZEL === props.currentKuerzel && (
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-xs" variant="subtle" onClick={() => handleEdit(line)}>
                      {t('workflow.booking.edit')}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        void props.run(() => props.api.deleteSplitLine(props.instanceId, line.ID))
                      }
                    >
                      {t('workflow.common.delete')}
                    </Button>
                  </Group>
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
            w={100}
            label={t('workflow.booking.gross')}
            value={form.BRUTTO}
            onChange={(event) => setForm({ ...form, BRUTTO: event.currentTarget.value })}
          />
          <TextInput
            size="xs"
            w={70}
            label={t('workflow.booking.vat')}
            value={form.MWST}
            onChange={(event) => setForm({ ...form, MWST: event.currentTarget.value })}
          />
          <BookingLookupInput
            api={props.api}
            instanceId={props.instanceId}
            kind="konten"
            label={t('workflow.booking.account')}
            w={130}
            value={form.GKONTO}
            onChange={(number, name) => setForm({ ...form, GKONTO: number, GKONTO_BEZ_: name })}
          />
          <TextInput
            size="xs"
            label={t('workflow.booking.text')}
            value={form.BUTEXT}
            onChange={(event) => setForm({ ...form, BUTEXT: event.currentTarget.value })}
          />
          <BookingLookupInput
            api={props.api}
            instanceId={props.instanceId}
            kind="kostenstellen"
            only="KOST1"
            label={t('workflow.booking.cost1')}
            w={110}
            value={form.KOST1}
            onChange={(number, name) => setForm({ ...form, KOST1: number, KOST_1_BEZ_: name })}
          />
          <Button size="xs" disabled={!form.BRUTTO.trim()} onClick={() => void handleSave()}>
            {t(form.ID ? 'workflow.booking.save-split' : 'workflow.booking.add-split')}
          </Button>
          {form.ID && (
            <Button size="xs" variant="default" onClick={() => setForm(emptyForm)}>
              {t('workflow.common.cancel')}
            </Button>
          )}
        </Group>
      )}
    </>
  );
}
