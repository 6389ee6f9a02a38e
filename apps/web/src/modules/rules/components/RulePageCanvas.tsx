import { Box as MantineBox, Loader, Text } from '@mantine/core';
import type { RuleArea } from '@belegfluss/shared';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { rulesApi } from '../rules.api.js';

export type PageBox = { x0: number; y0: number; x1: number; y1: number };

type Props = {
  mandantId: string;
  page: { id: string; width: number; height: number };
  /** Anchor, search area and hits, drawn into the page by the server (RenderRuleAnnotations). */
  areas: RuleArea[];
  /** A rectangle dragged on the page, in page points. */
  onDraw: (box: PageBox) => void;
  width?: number;
};

/** A real page as the server draws it with the rule's areas, and a rectangle the user drags on it. */
export function RulePageCanvas({ mandantId, page, areas, onDraw, width = 620 }: Props) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [drag, setDrag] = useState<{ x: number; y: number; x2: number; y2: number } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const scale = width / page.width;
  const areasKey = JSON.stringify(areas);

  useEffect(() => {
    let cancelled = false;
    let created: string | null = null;
    rulesApi
      .renderPage(mandantId, page.id, JSON.parse(areasKey) as RuleArea[])
      .then((next) => {
        created = next;
        if (cancelled) URL.revokeObjectURL(next);
        else {
          setUrl(next);
          setFailed(null);
        }
      })
      .catch((error: Error) => !cancelled && setFailed(error.message));
    return () => {
      cancelled = true;
      if (created) setTimeout(() => URL.revokeObjectURL(created as string), 5_000);
    };
  }, [mandantId, page.id, areasKey]);

  const point = (event: PointerEvent) => {
    const rect = frame.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  function handleDown(event: PointerEvent) {
    const start = point(event);
    (event.target as Element).setPointerCapture?.(event.pointerId);
    setDrag({ x: start.x, y: start.y, x2: start.x, y2: start.y });
  }
  function handleMove(event: PointerEvent) {
    if (!drag) return;
    const next = point(event);
    setDrag({ ...drag, x2: next.x, y2: next.y });
  }
  function handleUp() {
    if (!drag) return;
    const box = {
      x0: Math.min(drag.x, drag.x2) / scale,
      y0: Math.min(drag.y, drag.y2) / scale,
      x1: Math.max(drag.x, drag.x2) / scale,
      y1: Math.max(drag.y, drag.y2) / scale,
    };
    setDrag(null);
    if (box.x1 - box.x0 > 2 && box.y1 - box.y0 > 2) onDraw(box);
  }

  if (failed) return <Text c="red">{failed}</Text>;
  return (
    <MantineBox
      ref={frame}
      pos="relative"
      w={width}
      h={page.height * scale}
      style={{ border: '1px solid #ced4da', cursor: 'crosshair', userSelect: 'none', touchAction: 'none' }}
      data-testid="rule-page"
      onPointerDown={handleDown}
      onPointerMove={handleMove}
      onPointerUp={handleUp}
    >
      {url ? (
        <img
          src={url}
          alt={t('rules.editor.page')}
          width={width}
          draggable={false}
          style={{ display: 'block' }}
        />
      ) : (
        <Loader size="sm" m="md" />
      )}
      {drag && (
        <div
          style={{
            position: 'absolute',
            left: Math.min(drag.x, drag.x2),
            top: Math.min(drag.y, drag.y2),
            width: Math.abs(drag.x2 - drag.x),
            height: Math.abs(drag.y2 - drag.y),
            border: '2px dashed #1c7ed6',
            pointerEvents: 'none',
          }}
        />
      )}
    </MantineBox>
  );
}
