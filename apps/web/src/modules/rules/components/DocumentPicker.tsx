import { Group, Select } from '@mantine/core';
import type { DocumentNode } from '@belegfluss/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rulesApi } from '../rules.api.js';

type Props = {
  mandantId: string;
  onPick: (document: DocumentNode | null, pageIndex: number) => void;
  pageIndex: number;
  document: DocumentNode | null;
};

/** Picks a captured document (stack, then document, then page) to draw a rule on. */
export function DocumentPicker({ mandantId, onPick, pageIndex, document }: Props) {
  const { t } = useTranslation();
  const [stackId, setStackId] = useState<string | null>(null);
  const stacks = useQuery({
    queryKey: ['rules', 'stacks', mandantId],
    queryFn: () => rulesApi.stacks(mandantId),
  });
  const documents = useQuery({
    queryKey: ['rules', 'documents', mandantId, stackId],
    queryFn: () => rulesApi.stackDocuments(mandantId, stackId as string),
    enabled: Boolean(stackId),
  });
  return (
    <Group align="end" gap="sm">
      <Select
        label={t('rules.editor.stack')}
        w={200}
        data-testid="rule-stack"
        value={stackId}
        data={(stacks.data ?? []).map((stack) => ({ value: stack.id, label: stack.name }))}
        onChange={(value) => {
          setStackId(value);
          onPick(null, 0);
        }}
      />
      <Select
        label={t('rules.editor.document')}
        w={260}
        data-testid="rule-document"
        value={document?.id ?? null}
        disabled={!stackId}
        data={(documents.data ?? []).map((entry) => ({ value: entry.id, label: entry.title }))}
        onChange={(value) => onPick(documents.data?.find((entry) => entry.id === value) ?? null, 0)}
      />
      <Select
        label={t('rules.editor.page-number')}
        w={90}
        value={String(pageIndex)}
        disabled={!document}
        data={(document?.pages ?? []).map((_, index) => ({ value: String(index), label: String(index + 1) }))}
        onChange={(value) => onPick(document, Number(value ?? 0))}
      />
    </Group>
  );
}
