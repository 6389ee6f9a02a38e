import { Badge, Button, Group, Select } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../kernel/api-client.js';
import { useMessageBox } from '../../../ui/message-box/MessageBoxProvider.js';
import { archiveApi } from '../archive.api.js';
import type { SearchMask } from '../archive.types.js';
import type { MaskState } from './SearchMaskPanel.js';

type Props = {
  current: SearchMask | null;
  dirty: boolean;
  mask: MaskState;
  resultFields: string[];
  onLoad: (mask: SearchMask | null) => void;
};

/** Choose, save, copy, publish and delete search masks; the dirty mark shows unsaved changes. */
export function MaskToolbar({ current, dirty, mask, resultFields, onLoad }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { showError } = useMessageBox();
  const masks = useQuery({ queryKey: ['archive', 'masks'], queryFn: archiveApi.masks });
  const run = async (work: () => Promise<SearchMask | { ok: true }>) => {
    try {
      const result = await work();
      await client.invalidateQueries({ queryKey: ['archive', 'masks'] });
      onLoad('id' in result ? result : null);
    } catch (error) {
      if (error instanceof ApiRequestError) void showError(error.message);
      else throw error;
    }
  };
  const askName = (fallback: string) => window.prompt(t('archive.masks.name'), fallback)?.trim();
  const save = (name: string | undefined, id?: string) =>
    name &&
    run(() =>
      archiveApi.saveMask({
        ...(id ? { id } : {}),
        name,
        entries: mask.entries,
        resultFields: resultFields as SearchMask['resultFields'],
        showRevision: mask.showRevision,
        showSystemFields: mask.showSystemFields,
      }),
    );
  return (
    <Group gap="xs">
      <Select
        aria-label={t('archive.masks.choose')}
        placeholder={t('archive.masks.choose')}
        w={260}
        clearable
        data={(masks.data ?? []).map((entry) => ({
          value: entry.id,
          label: entry.own ? entry.name : `${entry.name} (${entry.ownerName})`,
        }))}
        value={current?.id ?? null}
        onChange={(id) => onLoad(masks.data?.find((entry) => entry.id === id) ?? null)}
      />
      {dirty && <Badge color="orange">{t('archive.masks.dirty')}</Badge>}
      {current?.published && <Badge>{t('archive.masks.published')}</Badge>}
      <Button
        size="xs"
        variant="default"
        onClick={() => void (current?.own ? save(current.name, current.id) : save(askName('')))}
      >
        {t('archive.masks.save')}
      </Button>
      {current && (
        <>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              const name = askName(`${current.name} (Kopie)`);
              if (name) void run(() => archiveApi.copyMask(current.id, name));
            }}
          >
            {t('archive.masks.copy')}
          </Button>
          {current.own && (
            <Button
              size="xs"
              variant="default"
              onClick={() => void run(() => archiveApi.publishMask(current.id, !current.published))}
            >
              {current.published ? t('archive.masks.unpublish') : t('archive.masks.publish')}
            </Button>
          )}
          {current.own && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => void run(() => archiveApi.deleteMask(current.id))}
            >
              {t('archive.masks.delete')}
            </Button>
          )}
        </>
      )}
    </Group>
  );
}
