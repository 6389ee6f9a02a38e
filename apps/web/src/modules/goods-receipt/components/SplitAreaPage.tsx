import { Box } from '@mantine/core';
import type { DocViewModel } from '@belegfluss/shared';
import { useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { percentBox, pointOnPage, rectBetween, type PagePoint } from '../../../ui/page-geometry.js';

type Page = DocViewModel['Pages'][number];
type Area = DocViewModel['Areas'][number];

const stateColour: Record<Area['LINK_STATE'], string> = {
  UNLINKED: 'gray',
  LINKED_AUTO_UNSAFE: 'orange',
  LINKED_AUTO_SAFE: 'green',
  LINKED_INCOMPLETE: 'yellow',
  LINKED_COMPLETE: 'blue',
};

type Props = {
  page: Page;
  imageUrl: string | null;
  areas: Area[];
  /** Dragging marks a new area for the selected linked line. */
  marking: boolean;
  onSelectArea: (area: Area) => void;
  onMarked: (box: { x0: number; y0: number; x1: number; y1: number }) => void;
};

/** One page of the document with the areas where its linked lines are printed, coloured by link state. */
export function SplitAreaPage(props: Props) {
  const { t } = useTranslation();
  const [drag, setDrag] = useState<{ from: PagePoint; to: PagePoint } | null>(null);
  const pointOf = (event: PointerEvent<HTMLDivElement>) =>
    pointOnPage(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY, props.page);

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!props.marking) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointOf(event);
    setDrag({ from: point, to: point });
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    if (!drag) return;
    const rect = rectBetween(drag.from, pointOf(event));
    setDrag(null);
    if (rect) props.onMarked({ x0: rect.x, y0: rect.y, x1: rect.x + rect.width, y1: rect.y + rect.height });
  }

  const dragRect = drag ? rectBetween(drag.from, drag.to) : null;
  return (
    <Box
      data-testid="goods-receipt-page"
      pos="relative"
      maw={640}
      onPointerDown={handlePointerDown}
      onPointerMove={(event) => drag && setDrag({ ...drag, to: pointOf(event) })}
      onPointerUp={handlePointerUp}
      style={{
        aspectRatio: `${props.page.Width} / ${props.page.Height}`,
        border: '1px solid var(--mantine-color-gray-4)',
        background: 'white',
        cursor: props.marking ? 'crosshair' : 'default',
        touchAction: props.marking ? 'none' : 'auto',
        userSelect: 'none',
      }}
    >
      {props.imageUrl && (
        <img
          src={props.imageUrl}
          alt={t('goods-receipt.document.page', { page: props.page.Index + 1 })}
          style={{ width: '100%', height: '100%', display: 'block' }}
          draggable={false}
        />
      )}
      {props.areas.map((area) => (
        <Box
          key={area.ID_BU_WK}
          component="button"
          type="button"
          data-testid="goods-receipt-area"
          data-selected={area.Selected}
          title={`${area.Label} · ${t(`goods-receipt.link-state.${area.LINK_STATE}`)}`}
          aria-label={area.Label}
          aria-pressed={area.Selected}
          pos="absolute"
          onPointerDown={(event) => event.stopPropagation()}
          onClick={() => props.onSelectArea(area)}
          style={{
            ...percentBox(
              {
                x: area.Box.x0,
                y: area.Box.y0,
                width: area.Box.x1 - area.Box.x0,
                height: area.Box.y1 - area.Box.y0,
              },
              props.page,
            ),
            padding: 0,
            cursor: 'pointer',
            background: `color-mix(in srgb, var(--mantine-color-${stateColour[area.LINK_STATE]}-4) 25%, transparent)`,
            border: `${area.Selected ? 3 : 1}px solid var(--mantine-color-${stateColour[area.LINK_STATE]}-7)`,
          }}
        />
      ))}
      {dragRect && (
        <Box pos="absolute" style={{ ...percentBox(dragRect, props.page), border: '1px dashed #e8590c' }} />
      )}
    </Box>
  );
}
