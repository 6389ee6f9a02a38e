import { Button, Checkbox, Group, Select, SimpleGrid, Tabs, Textarea, TextInput } from '@mantine/core';
import {
  validatePersonalAccount,
  validatePersonalAccountInfo,
  type PersonalAccount,
  type PersonalAccountKind,
} from '@belegfluss/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../../ui/EditDialog.js';
import { errorsOf, errorsOfIssues, noErrors, type FormErrors } from '../../../ui/form-errors.js';
import {
  freeNumber,
  listBookingProposals,
  listCountryCodes,
  saveBookingProposals,
  savePersonalAccount,
} from '../masterdata.api.js';

const textFields = [
  'shortName',
  'company',
  'street',
  'zip',
  'city',
  'poBox',
  'countryCode',
  'phone1',
  'phone2',
  'email',
  'bankCode1',
  'accountNumber1',
  'bankCode2',
  'accountNumber2',
  'iban',
  'bic',
  'taxNumber',
  'vatId',
  'invoiceNumberPattern',
  'contraAccount',
  'cost1',
  'cost2',
  'alternativeBookingAccount',
  'billingName',
  'billingStreet',
  'billingZip',
  'billingCity',
  'billingCountryCode',
] as const;
const flagFields = [
  'euSupplier',
  'creditForNegativeAmount',
  'section13bCheck',
  'differentBillingAddress',
] as const;
type TextField = (typeof textFields)[number];
type FlagField = (typeof flagFields)[number];
export type PersonalDraft = {
  id?: string;
  number: string;
  name: string;
  active: boolean;
  proposals: string;
} & Record<TextField, string> &
  Record<FlagField, boolean>;

export function draftOf(account: PersonalAccount | null, number = ''): PersonalDraft {
  const draft = { number, name: '', active: true, proposals: '' } as PersonalDraft;
  for (const field of textFields) draft[field] = '';
  for (const field of flagFields) draft[field] = false;
  if (!account) return draft;
  for (const field of textFields) draft[field] = account[field] === null ? '' : String(account[field]);
  for (const field of flagFields) draft[field] = account[field];
  return {
    ...draft,
    id: account.id,
    number: String(account.number),
    name: account.name,
    active: account.active,
  };
}

/** "4930;9;100;;Büro" per line: account, tax code, KOST1, KOST2, booking text. */
function parseProposals(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [accountNumber = '', taxCode = '', cost1 = '', cost2 = '', bookingText = ''] = line
        .split(';')
        .map((part) => part.trim());
      return { accountNumber, taxCode, cost1, cost2, bookingText };
    });
}

/** The creditor (or debtor) master data dialog with every field of spec 002. */
export function PersonalAccountDialog(props: {
  mandantId: string;
  kind: PersonalAccountKind;
  draft: PersonalDraft;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(props.draft);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const countries = useQuery({ queryKey: ['countrycodes'], queryFn: listCountryCodes, staleTime: Infinity });
  const proposals = useQuery({
    queryKey: ['proposals', props.mandantId, draft.id],
    enabled: Boolean(draft.id),
    queryFn: async () => {
      const rows = await listBookingProposals(props.mandantId, draft.id as string);
      const text = rows
        .map((row) => [row.accountNumber, row.taxCode, row.cost1, row.cost2, row.bookingText].join(';'))
        .join('\n');
      setDraft((current) => ({ ...current, proposals: text }));
      return rows;
    },
  });
  const set = (patch: Partial<PersonalDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const text = (field: TextField | 'number' | 'name', required = false) => (
    <TextInput
      key={field}
      label={t(`masterdata.personal.${field}`)}
      value={draft[field]}
      required={required}
      error={errors.fields[field]}
      onChange={(event) => set({ [field]: event.currentTarget.value })}
    />
  );
  const flag = (field: FlagField) => (
    <Checkbox
      key={field}
      label={t(`masterdata.personal.${field}`)}
      checked={draft[field]}
      onChange={(event) => set({ [field]: event.currentTarget.checked })}
    />
  );
  const countryData = (countries.data ?? []).map((country) => ({
    value: country.code,
    label: `${country.code} ${country.name}`,
  }));

  async function handleFree(which: 'first' | 'last') {
    try {
      set({ number: String((await freeNumber(props.mandantId, props.kind, which)).number) });
    } catch (error) {
      setErrors(errorsOf(error));
    }
  }

  async function handleSave() {
    const local = errorsOfIssues([...validatePersonalAccount(draft), ...validatePersonalAccountInfo(draft)]);
    if (local.message) return setErrors(local);
    const { proposals: proposalText, ...values } = draft;
    try {
      const saved = await savePersonalAccount({
        mandantId: props.mandantId,
        ...(draft.id ? {} : { kind: props.kind }),
        ...values,
      });
      if (draft.id || proposalText.trim())
        await saveBookingProposals(props.mandantId, saved.id, parseProposals(proposalText));
      props.onSaved();
    } catch (error) {
      setErrors(errorsOf(error));
    }
  }

  return (
    <EditDialog
      opened
      size="xl"
      title={t(
        draft.id
          ? `masterdata.personal.edit-title-${props.kind}`
          : `masterdata.personal.new-title-${props.kind}`,
      )}
      error={errors.message}
      onClose={props.onClose}
      onSave={() => void handleSave()}
    >
      <Tabs defaultValue="general" keepMounted={false}>
        <Tabs.List>
          {['general', 'address', 'bank', 'booking', 'billing', 'proposals'].map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`masterdata.personal.tab.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="general" pt="sm">
          <SimpleGrid cols={2}>
            {text('number', true)}
            <Group align="end" gap="xs" wrap="nowrap">
              <Button variant="light" onClick={() => void handleFree('first')}>
                {t('masterdata.personal.free-first')}
              </Button>
              <Button variant="light" onClick={() => void handleFree('last')}>
                {t('masterdata.personal.free-last')}
              </Button>
            </Group>
            {text('name', true)}
            {text('shortName')}
            {text('company')}
            <Checkbox
              mt="lg"
              label={t('masterdata.common.active')}
              checked={draft.active}
              onChange={(event) => set({ active: event.currentTarget.checked })}
            />
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="address" pt="sm">
          <SimpleGrid cols={2}>
            {text('street')}
            {text('poBox')}
            {text('zip')}
            {text('city')}
            <Select
              label={t('masterdata.personal.countryCode')}
              searchable
              clearable
              data={countryData}
              value={draft.countryCode || null}
              error={errors.fields.countryCode}
              onChange={(value) => set({ countryCode: value ?? '' })}
            />
            {text('email')}
            {text('phone1')}
            {text('phone2')}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="bank" pt="sm">
          <SimpleGrid cols={2}>
            {text('iban')}
            {text('bic')}
            {text('bankCode1')}
            {text('accountNumber1')}
            {text('bankCode2')}
            {text('accountNumber2')}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="booking" pt="sm">
          <SimpleGrid cols={2}>
            {text('taxNumber')}
            {text('vatId')}
            {text('invoiceNumberPattern')}
            {text('contraAccount')}
            {text('cost1')}
            {text('cost2')}
            {text('alternativeBookingAccount')}
            {flag('euSupplier')}
            {flag('creditForNegativeAmount')}
            {flag('section13bCheck')}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="billing" pt="sm">
          <SimpleGrid cols={2}>
            {flag('differentBillingAddress')}
            <span />
            {text('billingName')}
            {text('billingStreet')}
            {text('billingZip')}
            {text('billingCity')}
            <Select
              label={t('masterdata.personal.billingCountryCode')}
              searchable
              clearable
              data={countryData}
              value={draft.billingCountryCode || null}
              onChange={(value) => set({ billingCountryCode: value ?? '' })}
            />
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="proposals" pt="sm">
          <Textarea
            label={t('masterdata.personal.proposals')}
            description={t('masterdata.personal.proposals-hint')}
            autosize
            minRows={4}
            disabled={proposals.isFetching}
            value={draft.proposals}
            error={errors.fields['proposals.0.accountNumber']}
            onChange={(event) => set({ proposals: event.currentTarget.value })}
          />
        </Tabs.Panel>
      </Tabs>
    </EditDialog>
  );
}
