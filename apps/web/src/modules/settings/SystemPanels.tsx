import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorsOf, noErrors, type FormErrors } from '../../ui/form-errors.js';
import { getHealth, getSmtp, getStartModule, setStartModule, updateSmtp } from './settings.api.js';

type SmtpDraft = {
  host: string;
  port: number;
  security: 'NONE' | 'STARTTLS' | 'TLS';
  user: string;
  password: string;
  fromAddress: string;
  fromName: string;
  isStandard: boolean;
};

/** SMTP settings (administrators): the standard settings are what sending documents by e-mail uses. */
export function SmtpPanel() {
  const smtp = useQuery({ queryKey: ['smtp'], queryFn: getSmtp });
  if (smtp.error) return <Text c="red">{errorsOf(smtp.error).message}</Text>;
  if (!smtp.data) return null;
  const { hasPassword, ...values } = smtp.data;
  return <SmtpForm initial={{ ...values, password: '' }} hasPassword={hasPassword} />;
}

function SmtpForm(props: { initial: SmtpDraft; hasPassword: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SmtpDraft>(props.initial);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [saved, setSaved] = useState(false);
  const set = (patch: Partial<SmtpDraft>) => setDraft({ ...draft, ...patch });

  async function handleSave() {
    const { password, ...values } = draft;
    try {
      await updateSmtp(password ? { ...values, password } : values);
      setErrors(noErrors);
      setSaved(true);
    } catch (error) {
      setErrors(errorsOf(error));
    }
  }

  return (
    <Stack maw={720}>
      <SimpleGrid cols={2}>
        <TextInput
          label={t('settings.smtp.host')}
          value={draft.host}
          error={errors.fields.host}
          onChange={(event) => set({ host: event.currentTarget.value })}
        />
        <NumberInput
          label={t('settings.smtp.port')}
          min={1}
          max={65535}
          value={draft.port}
          onChange={(value) => set({ port: Number(value) || 25 })}
        />
        <Select
          label={t('settings.smtp.security')}
          allowDeselect={false}
          data={['NONE', 'STARTTLS', 'TLS']}
          value={draft.security}
          onChange={(value) => value && set({ security: value as SmtpDraft['security'] })}
        />
        <TextInput
          label={t('settings.smtp.user')}
          value={draft.user}
          onChange={(event) => set({ user: event.currentTarget.value })}
        />
        <PasswordInput
          label={t('settings.smtp.password')}
          placeholder={props.hasPassword ? t('settings.smtp.password-kept') : ''}
          value={draft.password}
          onChange={(event) => set({ password: event.currentTarget.value })}
        />
        <TextInput
          label={t('settings.smtp.from-address')}
          value={draft.fromAddress}
          error={errors.fields.fromAddress}
          onChange={(event) => set({ fromAddress: event.currentTarget.value })}
        />
        <TextInput
          label={t('settings.smtp.from-name')}
          value={draft.fromName}
          onChange={(event) => set({ fromName: event.currentTarget.value })}
        />
        <Checkbox
          mt="lg"
          label={t('settings.smtp.standard')}
          checked={draft.isStandard}
          onChange={(event) => set({ isStandard: event.currentTarget.checked })}
        />
      </SimpleGrid>
      {errors.message && <Text c="red">{errors.message}</Text>}
      {saved && <Text c="green">{t('settings.form.saved')}</Text>}
      <Group justify="flex-end">
        <Button onClick={() => void handleSave()}>{t('common.save')}</Button>
      </Group>
    </Stack>
  );
}

/** The module the user lands in after signing in (START_MODUL; from the next sign-in). */
export function StartModulePanel() {
  const { t } = useTranslation();
  const current = useQuery({ queryKey: ['start-module'], queryFn: getStartModule });
  const [saved, setSaved] = useState(false);
  return (
    <Stack maw={420}>
      <Select
        label={t('administration.user.start-module')}
        allowDeselect={false}
        value={current.data ? String(current.data.startModule === 4 ? 0 : current.data.startModule) : null}
        data={[0, 1, 2, 3].map((value) => ({
          value: String(value),
          label: t(`administration.start-module.${value}`),
        }))}
        onChange={(value) => {
          setSaved(false);
          void setStartModule(Number(value)).then(() => {
            setSaved(true);
            void current.refetch();
          });
        }}
      />
      {saved && <Text c="green">{t('settings.start-module.saved')}</Text>}
    </Stack>
  );
}

/** Version information: product version and the components the server reports. */
export function VersionPanel() {
  const { t } = useTranslation();
  const health = useQuery({ queryKey: ['health'], queryFn: getHealth });
  const data = health.data;
  if (!data) return null;
  const rows: [string, string][] = [
    [t('settings.version.product'), `Belegfluss ${data.version}`],
    [t('settings.version.database'), data.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'],
    [
      t('settings.version.ocr'),
      data.ocr.tesseract.available
        ? `Tesseract ${data.ocr.tesseract.version ?? ''}`
        : t('settings.version.not-available'),
    ],
    [t('settings.version.process'), data.processMode],
  ];
  return (
    <Table maw={560} withTableBorder data-testid="version-info">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Td fw={500}>{label}</Table.Td>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
