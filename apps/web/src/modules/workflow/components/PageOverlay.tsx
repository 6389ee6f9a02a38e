import { Badge, Box, CloseButton, Text } from '@mantine/core';
import {
  formatDateTime,
  type Language,
  type WfAnnotationItem,
  type WfPageInfo,
  type WorkflowStamp,
} from '@belegfluss/shared';
import { useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { percentBox, pointOnPage, rectBetween, type PagePoint } from '../../../ui/page-geometry.js';
import { isOwnAnnotation } from '../workflow-viewer.model.js';

type Props = {
  page: WfPageInfo;
  imageUrl: string | null;
  frameStyle: { width?: string; height?: string };
  stamps: WorkflowStamp[];
  annotations: WfAnnotationItem[];
  currentUserId: string | null;
  /** Clicking places this pending stamp. */
  stamping: boolean;
  /** Dragging draws an annotation rectangle. */
  drawing: boolean;
  onPlaceStamp: (point: PagePoint) => void;
  onDrawn: (rect: { x: number; y: number; width: number; height: number }) => void;
  onDeleteAnnotation: ((item: WfAnnotationItem) => void) | null;
};

/** One page image with the stamps and annotations drawn on it, in PDF points scaled to the frame. */
export function PageOverlay(props: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [drag, setDrag] = useState<{ from: PagePoint; to: PagePoint } | null>(null);
  const pointOf = (event: PointerEvent<HTMLDivElement>) =>
    pointOnPage(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY, props.page);

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!props.drawing) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = pointOf(event);
    setDrag({ from: point, to: point });
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    if (props.drawing && drag) {
      const rect = rectBetween(drag.from, pointOf(event));
      setDrag(null);
      if (rect) props.onDrawn(rect);
      return;
    }
    if (props.stamping) props.onPlaceStamp(pointOf(event));
  }

  const dragRect = drag ? rectBetween(drag.from, drag.to) : null;
  return (
    <Box
      data-testid="workflow-page"
      pos="relative"
      onPointerDown={handlePointerDown}
      onPointerMove={(event) => drag && setDrag({ ...drag, to: pointOf(event) })}
      onPointerUp={handlePointerUp}
      style={{
        ...props.frameStyle,
        aspectRatio: `${props.page.Width} / ${props.page.Height}`,
        border: '1px solid var(--mantine-color-gray-4)',
        background: 'white',
        cursor: props.stamping || props.drawing ? 'crosshair' : 'default',
        touchAction: props.drawing ? 'none' : 'auto',
        userSelect: 'none',
      }}
    >
      {props.imageUrl && (
        <img
          src={props.imageUrl}
          alt={t('workflow.viewer.page', { page: props.page.PageIndex + 1 })}
          draggable={false}
          style={{ width: '100%', height: '100%', display: 'block' }}
        />
      )}
      {props.annotations.map((item, index) => {
        const own = isOwnAnnotation(item, props.currentUserId);
        const color = item.color ?? (item.type === 'note' ? '#f08c00' : '#e8590c');
        return (
          <Box
            key={item.id ?? index}
            data-testid="workflow-annotation"
            pos="absolute"
            title={
              item.author
                ? `${item.author}${item.createdAt ? `, ${formatDateTime(item.createdAt, language)}` : ''}`
                : ''
            }
            style={{
              ...percentBox(item, props.page),
              border: `2px solid ${color}`,
              background: item.type === 'note' ? 'rgba(255, 236, 153, 0.75)' : 'transparent',
              pointerEvents: 'auto',
            }}
          >
            {item.text && (
              <Text size="xs" px={2} lh={1.2} style={{ overflow: 'hidden', wordBreak: 'break-word' }}>
                {item.text}
              </Text>
            )}
            {own && props.onDeleteAnnotation && (
              <CloseButton
                size="xs"
                pos="absolute"
                top={-10}
                right={-10}
                aria-label={t('workflow.viewer.delete-annotation')}
                onPointerDown={(event) => event.stopPropagation()}
                onPointerUp={(event) => event.stopPropagation()}
                onClick={() => props.onDeleteAnnotation?.(item)}
              />
            )}
          </Box>
        );
      })}
      {props.stamps.map((stamp) => (
        <Badge
          key={stamp.Id}
          data-testid="workflow-stamp"
          color={stamp.Signal === 'Genehmigt' ? 'green' : 'red'}
          variant="outline"
          size="lg"
          pos="absolute"
          bg="rgba(255,255,255,0.8)"
          style={{
            ...percentBox({ x: stamp.X, y: stamp.Y }, props.page),
            transform: 'translate(-50%, -50%) rotate(-8deg)',
          }}
          title={`${stamp.Fullname}, ${formatDateTime(stamp.TimeStamp, language)}`}
        >
          {t(`workflow.stamp.${stamp.Signal}`)} · {stamp.Kuerzel}
        </Badge>
      ))}
      {dragRect && (
        <Box pos="absolute" style={{ ...percentBox(dragRect, props.page), border: '1px dashed #e8590c' }} />
      )}
    </Box>
  );
}
