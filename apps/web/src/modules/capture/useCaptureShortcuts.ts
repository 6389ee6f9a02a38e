import { normalizeKeyCombination, type HotkeyAction } from '@belegfluss/shared';
import { useEffect, useRef } from 'react';
import { hotkeyOfEvent } from '../settings/index.js';

type Handlers = {
  save: () => void;
  nextDocument: (step: 1 | -1) => void;
  nextPage: (step: 1 | -1) => void;
  rotate: (degrees: 90 | 270) => void;
  zoomFit: () => void;
  startAnalysis: () => void;
  toggleSelectMode: () => void;
  toggleJobs: () => void;
};

type Binding = { action: HotkeyAction; keys: string };

/** What each action of the key-assignment setting does on the capture screen. */
function boundActions(handlers: Handlers): Partial<Record<HotkeyAction, () => void>> {
  return {
    SPEICHERN: handlers.save,
    NAECHSTES_DOKUMENT: () => handlers.nextDocument(1),
    VORHERIGES_DOKUMENT: () => handlers.nextDocument(-1),
    NAECHSTE_SEITE: () => handlers.nextPage(1),
    VORHERIGE_SEITE: () => handlers.nextPage(-1),
    SEITE_DREHEN: () => handlers.rotate(90),
    ZOOM_EINPASSEN: handlers.zoomFit,
    ANALYSE_STARTEN: handlers.startAnalysis,
  };
}

/**
 * Keyboard shortcuts of the capture screen: the user's key assignment (setting `hotkeys`, default
 * Ctrl+S saves, Ctrl+PageDown/PageUp next/previous document, F5 analysis), and the fixed ones: Alt+↓/↑
 * next/previous document; Alt+→/← next/previous page; Alt+R / Alt+L turn the page; Alt+T text
 * selection; Alt+J job list.
 */
export function useCaptureShortcuts(handlers: Handlers, bindings: readonly Binding[]) {
  const latest = useRef({ handlers, bindings });
  useEffect(() => {
    latest.current = { handlers, bindings };
  });
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      const current = latest.current.handlers;
      const pressed = hotkeyOfEvent(event);
      const binding = pressed
        ? latest.current.bindings.find((candidate) => normalizeKeyCombination(candidate.keys) === pressed)
        : undefined;
      const bound = binding && boundActions(current)[binding.action];
      if (bound) {
        event.preventDefault();
        bound();
        return;
      }
      if (!event.altKey) return;
      const actions: Record<string, () => void> = {
        ArrowDown: () => current.nextDocument(1),
        ArrowUp: () => current.nextDocument(-1),
        ArrowRight: () => current.nextPage(1),
        ArrowLeft: () => current.nextPage(-1),
        r: () => current.rotate(90),
        l: () => current.rotate(270),
        t: () => current.toggleSelectMode(),
        j: () => current.toggleJobs(),
      };
      const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (action) {
        event.preventDefault();
        action();
      }
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);
}
