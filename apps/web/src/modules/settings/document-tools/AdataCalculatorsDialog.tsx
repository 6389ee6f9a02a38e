import { Alert, Button, Group, SimpleGrid, Stack, Table, Tabs, TextInput } from '@mantine/core';
import { Modal } from '../../../ui/modal/Modal.js';
import { formatAmount, formatDate, parseAmountToCents, type Language } from '@belegfluss/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorsOf, noErrors, type FormErrors } from '../../../ui/form-errors.js';
import { adataCalculators } from './document-tools.api.js';

type Tab = 'gross' | 'vat' | 'discount' | 'due';
type Inputs = Record<string, string>;
type Result = [labelKey: string, value: string][];

/** One calculator: its inputs, a Berechnen button, the result lines or the message under the field. */
function Calculator(props: {
  inputs: [name: string, labelKey: string][];
  initial: Inputs;
  calculate: (inputs: Inputs) => Promise<Result>;
  testId: string;
}) {
  const { t } = useTranslation();
  const [inputs, setInputs] = useState<Inputs>(props.initial);
  const [result, setResult] = useState<Result | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);

  async function handleCalculate() {
    try {
      setResult(await props.calculate(inputs));
      setErrors(noErrors);
    } catch (error) {
      setResult(null);
      setErrors(errorsOf(error));
    }
  }

  return (
    <form
      noValidate
      data-testid={props.testId}
      onSubmit={(event) => {
        event.preventDefault();
        void handleCalculate();
      }}
    >
      <Stack>
        <SimpleGrid cols={props.inputs.length}>
          {props.inputs.map(([name, labelKey]) => (
            <TextInput
              key={name}
              label={t(labelKey)}
              value={inputs[name] ?? ''}
              error={errors.fields[name]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setInputs((current) => ({ ...current, [name]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        {errors.message && !Object.keys(errors.fields).length && (
          <Alert color="red" role="alert">
            {errors.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit">{t('settings.calc.calculate')}</Button>
        </Group>
        {result && (
          <Table data-testid="calc-result">
            <Table.Tbody>
              {result.map(([labelKey, value]) => (
                <Table.Tr key={labelKey}>
                  <Table.Td fw={500}>{t(labelKey)}</Table.Td>
                  <Table.Td ta="right">{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </form>
  );
}

/**
 * The ADATA calculators (gross, VAT, cash discount, due date). The server computes in exact cents
 * and hundredths of a percent; amounts may be typed in German or English form.
 */
export function AdataCalculatorsDialog(props: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<Tab>('gross');
  const language = i18n.language as Language;
  const amount = (decimal: string) => {
    const cents = parseAmountToCents(decimal);
    return cents === null ? decimal : formatAmount(cents, language);
  };
  const date = (iso: string | null) => (iso ? formatDate(iso, language) : '–');
  const panels: Record<Tab, ReactNode> = {
    gross: (
      <Calculator
        testId="calc-gross"
        inputs={[
          ['net', 'settings.calc.net'],
          ['rate', 'settings.calc.rate'],
        ]}
        initial={{ net: '', rate: '19' }}
        calculate={async ({ net = '', rate = '' }) => {
          const result = await adataCalculators.gross(net, rate);
          return [
            ['settings.calc.net', amount(result.net)],
            ['settings.calc.vat', amount(result.vat)],
            ['settings.calc.gross', amount(result.gross)],
          ];
        }}
      />
    ),
    vat: (
      <Calculator
        testId="calc-vat"
        inputs={[
          ['gross', 'settings.calc.gross'],
          ['rate', 'settings.calc.rate'],
        ]}
        initial={{ gross: '', rate: '19' }}
        calculate={async ({ gross = '', rate = '' }) => {
          const result = await adataCalculators.vat(gross, rate);
          return [
            ['settings.calc.gross', amount(result.gross)],
            ['settings.calc.vat', amount(result.vat)],
            ['settings.calc.net', amount(result.net)],
          ];
        }}
      />
    ),
    discount: (
      <Calculator
        testId="calc-discount"
        inputs={[
          ['amount', 'settings.calc.amount'],
          ['rate', 'settings.calc.discount-rate'],
        ]}
        initial={{ amount: '', rate: '2' }}
        calculate={async ({ amount: value = '', rate = '' }) => {
          const result = await adataCalculators.cashDiscount(value, rate);
          return [
            ['settings.calc.amount', amount(result.amount)],
            ['settings.calc.discount', amount(result.discount)],
            ['settings.calc.payable', amount(result.payable)],
          ];
        }}
      />
    ),
    due: (
      <Calculator
        testId="calc-due"
        inputs={[
          ['date', 'settings.calc.date'],
          ['days', 'settings.calc.days'],
          ['discountDays', 'settings.calc.discount-days'],
        ]}
        initial={{ date: '', days: '30', discountDays: '' }}
        calculate={async ({ date: invoiceDate = '', days = '', discountDays = '' }) => {
          const result = await adataCalculators.dueDate(invoiceDate, days, discountDays);
          return [
            ['settings.calc.due-date', date(result.dueDate)],
            ['settings.calc.discount-date', date(result.discountDate)],
          ];
        }}
      />
    ),
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('settings.calc.title')} size="lg" centered>
      <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
        <Tabs.List>
          {(Object.keys(panels) as Tab[]).map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`settings.calc.tab.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(Object.keys(panels) as Tab[]).map((key) => (
          <Tabs.Panel key={key} value={key} pt="md">
            {panels[key]}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Modal>
  );
}
