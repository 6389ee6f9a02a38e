import { Button, Group, Select, Stack, Tabs, Text, Typography } from '@mantine/core';
import { Modal } from '../../ui/modal/Modal.js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@belegfluss/shared';
import { useShellData } from './AppRuntime.js';
import { MessageBoxSize } from '../../ui/message-box/message-box.js';
import { featuresForUser } from './release-notes.js';
import { shellApi } from './shell.api.js';

/**
 * Release notes (spec 000, section 2): a version selector, one tab per feature, previous/next;
 * only features of modules the user may use, in the active language.
 */
export function ReleaseNotesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { globalRights } = useShellData();
  const notes = useQuery({ queryKey: ['release-notes'], queryFn: shellApi.releaseNotes, enabled: opened });
  const [chosenVersion, setChosenVersion] = useState<string | null>(null);
  const [tab, setTab] = useState(0);
  const version = chosenVersion ?? notes.data?.[0]?.version ?? null;
  function handleVersion(next: string | null) {
    setChosenVersion(next);
    setTab(0);
  }

  const selected = notes.data?.find((entry) => entry.version === version);
  const language = isLanguage(i18n.language) ? i18n.language : 'de';
  const features = selected ? featuresForUser(selected, language, globalRights) : [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('shell.release-notes.title')}
      size={MessageBoxSize.dialogWidth}
      centered
    >
      <Stack>
        <Select
          label={t('shell.release-notes.version')}
          data={(notes.data ?? []).map((entry) => entry.version)}
          value={version}
          onChange={handleVersion}
          allowDeselect={false}
        />
        {features.length === 0 ? (
          <Text c="dimmed">{t('shell.release-notes.none')}</Text>
        ) : (
          <Tabs value={String(tab)} onChange={(value) => setTab(Number(value))}>
            <Tabs.List>
              {features.map((feature, index) => (
                <Tabs.Tab key={feature.name} value={String(index)}>
                  {feature.name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {features.map((feature, index) => (
              <Tabs.Panel key={feature.name} value={String(index)} pt="sm">
                <Text fw={600}>{feature.summary}</Text>
                {/* Release notes are product texts from our own server. */}
                <Typography>
                  <div dangerouslySetInnerHTML={{ __html: feature.description }} />
                </Typography>
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
        <Group justify="space-between">
          <Group gap="xs">
            <Button variant="default" disabled={tab <= 0} onClick={() => setTab((current) => current - 1)}>
              {t('shell.release-notes.previous')}
            </Button>
            <Button
              variant="default"
              disabled={tab >= features.length - 1}
              onClick={() => setTab((current) => current + 1)}
            >
              {t('shell.release-notes.next')}
            </Button>
          </Group>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
