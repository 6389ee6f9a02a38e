import './text-layer.css';
import { GlobalWorkerOptions, TextLayer, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState, type PointerEvent } from 'react';

// The worker ships with the client (bundled by Vite); nothing loads from elsewhere.
GlobalWorkerOptions.workerSrc = workerUrl;

export type Box = { x0: number; y0: number; x1: number; y1: number };
export type ZoomMode = 'wholeHeight' | 'fullWidth' | 'fit';

type Props = {
  pdf: PDFDocumentProxy;
  pageIndex: number;
  zoomMode: ZoomMode;
  /** Boxes in PDF points of the shown page (origin top left) to mark, e.g. field sources. */
  highlights: { box: Box; label?: string; active?: boolean }[];
  showTextLayer: boolean;
  /** When set, dragging draws a rectangle and reports it in points. */
  onSelectRect?: ((rect: { Left: number; Top: number; Width: number; Height: number }) => void) | undefined;
};

/** One PDF page on a canvas with pdf.js's text layer and an overlay for highlights and rectangle selection. */
export function PdfPageView({ pdf, pageIndex, zoomMode, highlights, showTextLayer, onSelectRect }: Props) {
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [drag, setDrag] = useState<{ x: number; y: number; x2: number; y2: number } | null>(null);

  useEffect(() => {
    let cancelled = false;
    let renderTask: { cancel: () => void; promise: Promise<unknown> } | null = null;
    let textLayer: TextLayer | null = null;
    void (async () => {
      const page = await pdf.getPage(pageIndex + 1);
      const natural = page.getViewport({ scale: 1 });
      const frame = frameRef.current;
      const available = { width: (frame?.clientWidth ?? 800) - 8, height: (frame?.clientHeight ?? 1000) - 8 };
      const byWidth = available.width / natural.width;
      const byHeight = available.height / natural.height;
      const nextScale = Math.max(
        0.2,
        zoomMode === 'fullWidth'
          ? byWidth
          : zoomMode === 'wholeHeight'
            ? byHeight
            : Math.min(byWidth, byHeight),
      );
      const viewport = page.getViewport({ scale: nextScale });
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${viewport.width}px`;
      canvas.style.height = `${viewport.height}px`;
      setScale(nextScale);
      setSize({ width: viewport.width, height: viewport.height });
      renderTask = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await renderTask.promise.catch(() => undefined);
      const container = textRef.current;
      if (cancelled || !container || !showTextLayer) return;
      container.replaceChildren();
      container.style.setProperty('--scale-factor', String(nextScale));
      container.style.setProperty('--total-scale-factor', String(nextScale));
      textLayer = new TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
      await textLayer.render().catch(() => undefined);
    })();
    return () => {
      cancelled = true;
      renderTask?.cancel();
      textLayer?.cancel();
    };
  }, [pdf, pageIndex, zoomMode, showTextLayer]);

  function pointFrom(event: PointerEvent<HTMLDivElement>) {
    const bounds = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!onSelectRect) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = pointFrom(event);
    setDrag({ x: point.x, y: point.y, x2: point.x, y2: point.y });
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag) return;
    const point = pointFrom(event);
    setDrag({ ...drag, x2: point.x, y2: point.y });
  }

  function handlePointerUp() {
    if (!drag || !onSelectRect) return;
    const left = Math.min(drag.x, drag.x2);
    const top = Math.min(drag.y, drag.y2);
    const width = Math.abs(drag.x2 - drag.x);
    const height = Math.abs(drag.y2 - drag.y);
    setDrag(null);
    if (width > 3 && height > 3)
      onSelectRect({ Left: left / scale, Top: top / scale, Width: width / scale, Height: height / scale });
  }

  return (
    <div
      ref={frameRef}
      style={{ width: '100%', height: '100%', overflow: 'auto', background: '#e9ecef', padding: 4 }}
    >
      <div
        style={{
          position: 'relative',
          width: size.width,
          height: size.height,
          margin: '0 auto',
          background: 'white',
          boxShadow: '0 1px 4px rgba(0,0,0,.25)',
        }}
      >
        <canvas ref={canvasRef} data-testid="pdf-canvas" />
        <div
          ref={textRef}
          className="textLayer"
          style={{ visibility: showTextLayer ? 'visible' : 'hidden' }}
        />
        <div
          data-testid="page-overlay"
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerUp}
          style={{
            position: 'absolute',
            inset: 0,
            cursor: onSelectRect ? 'crosshair' : 'default',
            pointerEvents: onSelectRect ? 'auto' : 'none',
          }}
        >
          {highlights.map((highlight, index) => (
            <div
              key={index}
              title={highlight.label}
              data-testid="field-highlight"
              style={{
                position: 'absolute',
                left: highlight.box.x0 * scale,
                top: highlight.box.y0 * scale,
                width: (highlight.box.x1 - highlight.box.x0) * scale,
                height: (highlight.box.y1 - highlight.box.y0) * scale,
                background: highlight.active ? 'rgba(250, 176, 5, 0.35)' : 'rgba(34, 139, 230, 0.18)',
                outline: highlight.active ? '2px solid #f59f00' : '1px solid #228be6',
              }}
            />
          ))}
          {drag && (
            <div
              style={{
                position: 'absolute',
                left: Math.min(drag.x, drag.x2),
                top: Math.min(drag.y, drag.y2),
                width: Math.abs(drag.x2 - drag.x),
                height: Math.abs(drag.y2 - drag.y),
                border: '1px dashed #e8590c',
                background: 'rgba(232, 89, 12, 0.1)',
              }}
            />
          )}
        </div>
      </div>
    </div>
  );
}

export async function loadPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
}
