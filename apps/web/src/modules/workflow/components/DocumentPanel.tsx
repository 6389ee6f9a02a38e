import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  formatDateTime,
  type Language,
  type StampSignalValue,
  type WorkflowDetail,
} from '@belegfluss/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Page size in PDF points the stamp coordinates refer to (A4). */
const PAGE = { width: 595, height: 842 };

/**
 * The document view of the workflow: the page with the stamps placed on it (a click places the
 * pending stamp), and the files added to the workflow.
 */
export function DocumentPanel(props: {
  detail: WorkflowDetail;
  pageImageUrl: string | null;
  pendingStamp: StampSignalValue | null;
  onPlaceStamp: (position: { PageIndex: number; X: number; Y: number }) => void;
  onOpenFile: (fileId: string, fileName: string) => void;
  onDeleteFile: ((fileId: string) => void) | null;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    if (!props.pendingStamp) return;
    const box = event.currentTarget.getBoundingClientRect();
    props.onPlaceStamp({
      PageIndex: 0,
      X: Math.round(((event.clientX - box.left) / box.width) * PAGE.width),
      Y: Math.round(((event.clientY - box.top) / box.height) * PAGE.height),
    });
  }

  return (
    <Stack>
      {props.pendingStamp && (
        <Text size="sm" c="blue" role="status">
          {t('workflow.document.place-stamp', { signal: t(`workflow.stamp.${props.pendingStamp}`) })}
        </Text>
      )}
      <Box
        data-testid="workflow-page"
        onClick={handleClick}
        pos="relative"
        maw={520}
        w="100%"
        style={{
          aspectRatio: `${PAGE.width} / ${PAGE.height}`,
          border: '1px solid var(--mantine-color-gray-4)',
          background: props.pageImageUrl ? `center / contain no-repeat url(${props.pageImageUrl})` : 'white',
          cursor: props.pendingStamp ? 'crosshair' : 'default',
        }}
      >
        {!props.pageImageUrl && (
          <Text c="dimmed" size="sm" p="md">
            {props.detail.Header}
          </Text>
        )}
        {props.detail.Stamps.map((stamp) => (
          <Badge
            key={stamp.Id}
            color={stamp.Signal === 'Genehmigt' ? 'green' : 'red'}
            variant="outline"
            size="lg"
            pos="absolute"
            style={{
              left: `${(stamp.X / PAGE.width) * 100}%`,
              top: `${(stamp.Y / PAGE.height) * 100}%`,
              transform: 'rotate(-8deg)',
            }}
            title={`${stamp.Fullname}, ${formatDateTime(stamp.TimeStamp, language)}`}
          >
            {t(`workflow.stamp.${stamp.Signal}`)} · {stamp.Kuerzel}
          </Badge>
        ))}
      </Box>
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
