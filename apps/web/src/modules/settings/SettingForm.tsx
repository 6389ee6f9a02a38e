import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { settingDefinitions, type SettingKey } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorsOf, noErrors, type FormErrors } from '../../ui/form-errors.js';
import { getSetting, setSetting } from './settings.api.js';
import { settingQueryKey } from './useSetting.js';

type Value = Record<string, unknown>;

function optionLabel(t: (key: string) => string, option: string) {
  const key = `settings.option.${option.replace(/\+/g, '_')}`;
  const text = t(key);
  return text === key ? option : text;
}

/** One input for a field of a setting, chosen from the field's zod schema. */
function FieldInput(props: {
  schema: z.ZodType;
  label: string;
  value: unknown;
  error?: string | undefined;
  onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation();
  const { schema, label, value, error, onChange } = props;
  if (schema instanceof z.ZodBoolean) {
    return (
      <Switch
        label={label}
        checked={Boolean(value)}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    );
  }
  if (schema instanceof z.ZodEnum) {
    const options = schema.options as string[];
    return (
      <Select
        label={label}
        allowDeselect={false}
        error={error}
        value={String(value)}
        data={options.map((option) => ({ value: option, label: optionLabel(t, option) }))}
        onChange={(next) => next && onChange(next)}
      />
    );
  }
  if (schema instanceof z.ZodNumber) {
    return (
      <NumberInput
        label={label}
        error={error}
        value={Number(value)}
        min={schema.minValue ?? undefined}
        max={schema.maxValue ?? undefined}
        allowDecimal={false}
        onChange={(next) => onChange(Number(next))}
      />
    );
  }
  if (schema instanceof z.ZodArray && schema.element instanceof z.ZodEnum) {
    const options = schema.element.options as string[];
    return (
      <MultiSelect
        label={label}
        error={error}
        searchable
        value={value as string[]}
        data={options.map((option) => ({ value: option, label: optionLabel(t, option) }))}
        onChange={onChange}
      />
    );
  }
  if (schema instanceof z.ZodArray && schema.element instanceof z.ZodString) {
    return <TagsInput label={label} error={error} value={value as string[]} onChange={onChange} />;
  }
  if (schema instanceof z.ZodArray && schema.element instanceof z.ZodObject) {
    return (
      <RowsInput
        label={label}
        error={error}
        shape={schema.element.shape as Record<string, z.ZodType>}
        rows={value as Value[]}
        onChange={onChange}
      />
    );
  }
  return (
    <TextInput
      label={label}
      error={error}
      value={String(value ?? '')}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

function emptyOf(schema: z.ZodType): unknown {
  if (schema instanceof z.ZodBoolean) return false;
  if (schema instanceof z.ZodNumber) return schema.minValue ?? 0;
  if (schema instanceof z.ZodEnum) return (schema.options as string[])[0];
  return '';
}

/** A list of small records (quick-booking keys, additional fields, captions, key bindings). */
function RowsInput(props: {
  label: string;
  error?: string | undefined;
  shape: Record<string, z.ZodType>;
  rows: Value[];
  onChange: (rows: Value[]) => void;
}) {
  const { t } = useTranslation();
  const fields = Object.entries(props.shape);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {props.label}
      </Text>
      {props.rows.map((row, index) => (
        <Group key={index} gap="xs" align="end" wrap="nowrap">
          {fields.map(([name, schema]) => (
            <FieldInput
              key={name}
              schema={schema}
              label={t(`settings.row-field.${name}`)}
              value={row[name]}
              onChange={(value) =>
                props.onChange(
                  props.rows.map((current, at) => (at === index ? { ...current, [name]: value } : current)),
                )
              }
            />
          ))}
          <ActionIcon
            variant="light"
            color="red"
            aria-label={t('common.delete')}
            onClick={() => props.onChange(props.rows.filter((_, at) => at !== index))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {props.error && (
        <Text c="red" size="sm">
          {props.error}
        </Text>
      )}
      <Button
        variant="subtle"
        size="xs"
        w="fit-content"
        onClick={() =>
          props.onChange([
            ...props.rows,
            Object.fromEntries(fields.map(([name, schema]) => [name, emptyOf(schema)])),
          ])
        }
      >
        {t('settings.form.add-row')}
      </Button>
    </Stack>
  );
}

/** The dialog of one setting: rendered from its registry entry, loaded, checked and saved through its get/set pair. */
export function SettingForm({ settingKey, mandantId }: { settingKey: SettingKey; mandantId: string | null }) {
  const queryKey = settingQueryKey(settingKey, mandantId);
  const stored = useQuery({ queryKey, queryFn: () => getSetting(settingKey, mandantId) as Promise<Value> });
  if (!stored.data) return null;
  return (
    <SettingFormBody
      settingKey={settingKey}
      mandantId={mandantId}
      queryKey={queryKey}
      initial={stored.data}
    />
  );
}

function SettingFormBody(props: {
  settingKey: SettingKey;
  mandantId: string | null;
  queryKey: unknown[];
  initial: Value;
}) {
  const { settingKey, mandantId } = props;
  const { t } = useTranslation();
  const client = useQueryClient();
  const definition = settingDefinitions[settingKey];
  const [value, setValue] = useState<Value>(props.initial);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [saved, setSaved] = useState(false);
  const shape = (definition.schema as unknown as z.ZodObject).shape as Record<string, z.ZodType>;

  async function handleSave() {
    setSaved(false);
    try {
      const result = await setSetting(settingKey, mandantId, value);
      client.setQueryData(props.queryKey, result);
      setErrors(noErrors);
      setSaved(true);
    } catch (error) {
      setErrors(errorsOf(error));
    }
  }

  return (
    <Paper withBorder p="md" data-testid={`setting-${settingKey}`}>
      <Stack>
        <Group justify="space-between">
          <Title order={5}>{t(`settings.setting.${settingKey}`)}</Title>
          <Text size="xs" c="dimmed">
            {t(`settings.scope.${definition.scope}`)}
          </Text>
        </Group>
        {Object.entries(shape).map(([field, schema]) => (
          <FieldInput
            key={field}
            schema={schema}
            label={t(`settings.field.${settingKey}.${field}`)}
            value={value[field]}
            error={
              errors.fields[field] ??
              Object.entries(errors.fields).find(([path]) => path.startsWith(`${field}.`))?.[1]
            }
            onChange={(next) => setValue((current) => ({ ...current, [field]: next }))}
          />
        ))}
        {errors.message && (
          <Text c="red" role="alert">
            {errors.message}
          </Text>
        )}
        {saved && <Text c="green">{t('settings.form.saved')}</Text>}
        <Group justify="flex-end">
          <Button onClick={() => void handleSave()}>{t('common.save')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
