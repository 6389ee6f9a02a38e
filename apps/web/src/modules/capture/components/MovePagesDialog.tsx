import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { Modal } from '../../../ui/modal/Modal.js';
import type { DocumentNode } from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  documents: DocumentNode[];
  pageCount: number;
  currentDocumentId: string;
  onClose: () => void;
  onMove: (targetDocumentId: string, position: number | undefined) => void;
};

/** "Seiten verschieben": the chosen pages go into another document of the stack, at a position. */
export function MovePagesDialog({ documents, pageCount, currentDocumentId, onClose, onMove }: Props) {
  const { t } = useTranslation();
  const others = documents.filter((document) => document.id !== currentDocumentId);
  const [target, setTarget] = useState<string | null>(others[0]?.id ?? null);
  const [position, setPosition] = useState<number | string>('');
  const chosen = documents.find((document) => document.id === target);
  return (
    <Modal opened onClose={onClose} title={t('capture.move-pages.title', { count: pageCount })} centered>
      <Stack gap="sm">
        <Select
          label={t('capture.move-pages.target')}
          value={target}
          onChange={setTarget}
          allowDeselect={false}
          data={others.map((document) => ({ value: document.id, label: document.title }))}
          data-testid="move-target"
        />
        <NumberInput
          label={t('capture.move-pages.position')}
          description={t('capture.move-pages.position-hint', { count: chosen?.pageCount ?? 0 })}
          min={1}
          max={(chosen?.pageCount ?? 0) + 1}
          value={position}
          onChange={setPosition}
        />
        {others.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('capture.move-pages.no-target')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('capture.common.cancel')}
          </Button>
          <Button
            disabled={!target}
            onClick={() =>
              target && onMove(target, typeof position === 'number' ? Math.max(0, position - 1) : undefined)
            }
          >
            {t('capture.move-pages.move')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
