import { Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  formatDateTime,
  type Language,
  type StampSignalValue,
  type WorkflowDetail,
} from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';
import type { WorkflowApi } from '../workflow.api.js';
import { DocumentViewer } from './DocumentViewer.js';

/** The document tab of the workflow: the document viewer, and the files added to the workflow. */
export function DocumentPanel(props: {
  api: WorkflowApi;
  detail: WorkflowDetail;
  currentUserId: string | null;
  pendingStamp: StampSignalValue | null;
  onPlaceStamp: (position: { PageIndex: number; X: number; Y: number } | null) => void;
  onOpenFile: (fileId: string, fileName: string) => void;
  onDeleteFile: ((fileId: string) => void) | null;
  onFailed: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return (
    <Stack>
      <DocumentViewer
        api={props.api}
        detail={props.detail}
        currentUserId={props.currentUserId}
        pendingStamp={props.pendingStamp}
        onPlaceStamp={props.onPlaceStamp}
        onFailed={props.onFailed}
      />
      <Title order={6}>{t('workflow.document.files')}</Title>
      {props.detail.Files.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('workflow.document.no-files')}
        </Text>
      )}
      {props.detail.Files.map((file) => (
        <Group key={file.Id} gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={() => props.onOpenFile(file.Id, file.FileName)}>
            {file.FileName}
          </Button>
          <Text size="xs" c="dimmed">
            {file.AddedBy}, {formatDateTime(file.AddedAt, language)}
          </Text>
          {props.onDeleteFile && (
            <Button
              variant="subtle"
              color="red"
              size="compact-xs"
              onClick={() => props.onDeleteFile?.(file.Id)}
            >
              {t('workflow.common.delete')}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
