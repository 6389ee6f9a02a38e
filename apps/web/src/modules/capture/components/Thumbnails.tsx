import { Box, HoverCard, Image, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import type { PageSummary } from '@belegfluss/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBinary } from '../capture.api.js';

function useThumbnail(mandantId: string, pageId: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchBinary('/api/cap/CapDocViewer/Thumbnail', { mandantId, pageId })
      .then((data) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(new Blob([data], { type: 'image/png' }));
        setUrl(objectUrl);
      })
      .catch(() => setUrl(null));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [mandantId, pageId]);
  return url;
}

type Size = { width: number; magnification: number };

/** The page image, and (setting `previewZoom`) a larger copy while the pointer rests on it. */
function ThumbnailImage({
  url,
  alt,
  rotation,
  size,
}: { url: string; alt: string; rotation: number } & {
  size: Size;
}) {
  const image = (width: number) => (
    <Image src={url} alt={alt} w={width} style={{ transform: `rotate(${rotation}deg)` }} />
  );
  if (size.magnification <= 1) return image(size.width);
  return (
    <HoverCard position="right" openDelay={300} withinPortal>
      <HoverCard.Target>{image(size.width)}</HoverCard.Target>
      <HoverCard.Dropdown p={4} data-testid="thumbnail-preview">
        {image(size.width * size.magnification)}
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

function Thumbnail({
  mandantId,
  page,
  index,
  selected,
  current,
  size,
  onClick,
}: {
  mandantId: string;
  page: PageSummary;
  index: number;
  selected: boolean;
  current: boolean;
  size: Size;
  onClick: (event: React.MouseEvent) => void;
}) {
  const { t } = useTranslation();
  const url = useThumbnail(mandantId, page.id);
  return (
    <Box
      onClick={onClick}
      data-testid="thumbnail"
      data-selected={selected}
      style={{
        cursor: 'pointer',
        padding: 4,
        borderRadius: 4,
        outline: current ? '2px solid #228be6' : selected ? '2px dashed #74c0fc' : '1px solid #dee2e6',
        background: page.isBlank ? '#fff4e6' : 'white',
      }}
    >
      {url ? (
        <ThumbnailImage
          url={url}
          alt={t('capture.thumbnails.page', { number: index + 1 })}
          rotation={page.rotation}
          size={size}
        />
      ) : (
        <Skeleton w={size.width} h={Math.round(size.width * 1.25)} />
      )}
      <Text size="10px" ta="center">
        {t('capture.thumbnails.page', { number: index + 1 })}
        {page.isBlank ? ` · ${t('capture.thumbnails.blank')}` : ''}
      </Text>
    </Box>
  );
}

type Props = {
  mandantId: string;
  pages: PageSummary[];
  /** Thumbnail width in pixels (setting `thumbMode`). */
  width: number;
  /** How much larger the hover preview is (setting `previewZoom`); 1 shows none. */
  magnification: number;
  currentIndex: number;
  selectedIds: string[];
  onSelect: (index: number, pageIds: string[]) => void;
};

/** Page thumbnails; click shows a page, Ctrl/Shift+click selects several for the page tools. */
export function Thumbnails(props: Props) {
  const { mandantId, pages, currentIndex, selectedIds, onSelect } = props;
  const size = { width: props.width, magnification: props.magnification };
  return (
    <ScrollArea h="100%" data-testid="thumbnails">
      <Stack gap={6} align="center" p={4}>
        {pages.map((page, index) => (
          <Thumbnail
            key={page.id}
            mandantId={mandantId}
            page={page}
            index={index}
            current={index === currentIndex}
            selected={selectedIds.includes(page.id)}
            size={size}
            onClick={(event) => {
              if (event.ctrlKey || event.metaKey) {
                onSelect(
                  index,
                  selectedIds.includes(page.id)
                    ? selectedIds.filter((id) => id !== page.id)
                    : [...selectedIds, page.id],
                );
              } else if (event.shiftKey) {
                const [from, to] = [Math.min(currentIndex, index), Math.max(currentIndex, index)];
                onSelect(
                  index,
                  pages.slice(from, to + 1).map((candidate) => candidate.id),
                );
              } else onSelect(index, [page.id]);
            }}
          />
        ))}
      </Stack>
    </ScrollArea>
  );
}
