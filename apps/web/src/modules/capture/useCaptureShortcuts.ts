import { useEffect, useRef } from 'react';

type Handlers = {
  save: () => void;
  nextDocument: (step: 1 | -1) => void;
  nextPage: (step: 1 | -1) => void;
  rotate: (degrees: 90 | 270) => void;
  toggleSelectMode: () => void;
  toggleJobs: () => void;
};

/**
 * Keyboard shortcuts of the capture screen: Ctrl+S saves the mask; Alt+↓/↑ next/previous document;
 * Alt+→/← next/previous page; Alt+R / Alt+L turn the page; Alt+T text selection; Alt+J job list.
 */
export function useCaptureShortcuts(handlers: Handlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      const current = latest.current;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        current.save();
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
