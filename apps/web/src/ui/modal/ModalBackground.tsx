import { createContext, use, useId, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';

type OpenModals = { add: (id: string) => void; remove: (id: string) => void };

const OpenModalsContext = createContext<OpenModals | null>(null);

/**
 * The page behind the dialogs: while any modal is open it is inert and hidden from assistive
 * technology, so only the dialog can be reached. Modals render in portals outside this element.
 * The state follows the modals' `opened` prop, not their DOM, which stays during the closing
 * transition: the page is usable again the moment a dialog closes.
 */
export function ModalBackground({ children }: { children: ReactNode }) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const openModals = useMemo<OpenModals>(
    () => ({
      add: (id) => setOpenIds((ids) => new Set(ids).add(id)),
      remove: (id) =>
        setOpenIds((ids) => {
          const rest = new Set(ids);
          rest.delete(id);
          return rest;
        }),
    }),
    [],
  );
  const covered = openIds.size > 0;
  return (
    <OpenModalsContext value={openModals}>
      <div inert={covered} aria-hidden={covered ? true : undefined}>
        {children}
      </div>
    </OpenModalsContext>
  );
}

/** Makes the page behind inert while `opened` is true (no-op outside a ModalBackground). */
export function useCoversBackground(opened: boolean) {
  const id = useId();
  const openModals = use(OpenModalsContext);
  // A layout effect: the page turns inert and back before the browser paints or takes input.
  useLayoutEffect(() => {
    if (!opened || !openModals) return;
    openModals.add(id);
    return () => openModals.remove(id);
  }, [opened, openModals, id]);
}
