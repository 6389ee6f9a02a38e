import { Button, Checkbox, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { archiveApi } from '../archive.api.js';
import type { SearchEntry } from '../archive.types.js';

export type MaskState = {
  entries: SearchEntry[];
  fulltext: string;
  showRevision: boolean;
  showSystemFields: boolean;
  maxCount: number;
};

type Props = {
  mask: MaskState;
  onChange: (mask: MaskState) => void;
  onSearch: () => void;
  searching: boolean;
};

/** The search mask: index-field lines (value or range), full text, revisions, system fields, maximum count. */
export function SearchMaskPanel({ mask, onChange, onSearch, searching }: Props) {
  const { t } = useTranslation();
  const fields = useQuery({
    queryKey: ['archive', 'fields'],
    queryFn: archiveApi.fields,
    staleTime: Infinity,
  });
  const visible = (fields.data ?? []).filter((field) => mask.showSystemFields || !field.system);
  const kindOf = (name: string) => fields.data?.find((field) => field.name === name)?.kind ?? 'text';
  const setEntry = (index: number, entry: SearchEntry) =>
    onChange({ ...mask, entries: mask.entries.map((current, at) => (at === index ? entry : current)) });
  return (
    <Stack gap="xs">
      {mask.entries.map((entry, index) => {
        const kind = kindOf(entry.field);
        const ranged = kind === 'date' || kind === 'amount' || kind === 'number';
        const options = fields.data?.find((field) => field.name === entry.field)?.options;
        return (
          <Group key={index} gap="xs" align="end">
            <Select
              aria-label={t('archive.mask.field')}
              w={180}
              data={visible.map((field) => ({ value: field.name, label: t(`archive.fields.${field.name}`) }))}
              value={entry.field}
              onChange={(value) => value && setEntry(index, { field: value as SearchEntry['field'] })}
              searchable
            />
            {options ? (
              <Select
                aria-label={t('archive.mask.value')}
                w={200}
                data={options.map((option) => ({
                  value: option,
                  label: t(`archive.options.${option}`, option),
                }))}
                value={entry.value ?? null}
                onChange={(value) => setEntry(index, { ...entry, value: value ?? '' })}
              />
            ) : ranged ? (
              <>
                <TextInput
                  aria-label={t('archive.mask.from')}
                  placeholder={t('archive.mask.from')}
                  w={140}
                  value={entry.from ?? ''}
                  onChange={(event) => setEntry(index, { ...entry, from: event.currentTarget.value })}
                />
                <TextInput
                  aria-label={t('archive.mask.to')}
                  placeholder={t('archive.mask.to')}
                  w={140}
                  value={entry.to ?? ''}
                  onChange={(event) => setEntry(index, { ...entry, to: event.currentTarget.value })}
                />
              </>
            ) : (
              <TextInput
                aria-label={t('archive.mask.value')}
                placeholder={t('archive.mask.value-hint')}
                w={284}
                value={entry.value ?? ''}
                onChange={(event) => setEntry(index, { ...entry, value: event.currentTarget.value })}
              />
            )}
            <Button
              variant="subtle"
              color="red"
              onClick={() => onChange({ ...mask, entries: mask.entries.filter((_, at) => at !== index) })}
            >
              {t('archive.mask.remove')}
            </Button>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="default"
          size="xs"
          onClick={() => onChange({ ...mask, entries: [...mask.entries, { field: 'Kreditor', value: '' }] })}
        >
          {t('archive.mask.add')}
        </Button>
      </Group>
      <TextInput
        label={t('archive.mask.fulltext')}
        description={t('archive.mask.fulltext-hint')}
        value={mask.fulltext}
        onChange={(event) => onChange({ ...mask, fulltext: event.currentTarget.value })}
        onKeyDown={(event) => event.key === 'Enter' && onSearch()}
        data-testid="archive-fulltext"
      />
      <Group>
        <Checkbox
          label={t('archive.mask.show-revision')}
          checked={mask.showRevision}
          onChange={(event) => onChange({ ...mask, showRevision: event.currentTarget.checked })}
        />
        <Checkbox
          label={t('archive.mask.show-system-fields')}
          checked={mask.showSystemFields}
          onChange={(event) => onChange({ ...mask, showSystemFields: event.currentTarget.checked })}
        />
        <NumberInput
          label={t('archive.mask.max-count')}
          w={140}
          min={1}
          max={10000}
          value={mask.maxCount}
          onChange={(value) => onChange({ ...mask, maxCount: Number(value) || 1000 })}
        />
        <Button onClick={onSearch} loading={searching} data-testid="archive-search">
          {t('archive.mask.search')}
        </Button>
      </Group>
    </Stack>
  );
}
