const MODAL_SELECTOR = '[aria-modal="true"]';

/**
 * While any modal dialog is open, the page behind it is inert and hidden from assistive technology.
 * Mantine renders every modal (Modal, message boxes, the login dialog) in a portal beside the app
 * root, so watching the document for them covers all modals in one place. Focus that the inert page
 * could not take back when the last modal closed goes back to the element that had it before.
 */
export function keepBackgroundInertWhileModalOpen(appRoot: HTMLElement): () => void {
  let focusBeforeModal: HTMLElement | null = null;

  const isModalOpen = () =>
    [...document.querySelectorAll(MODAL_SELECTOR)].some((modal) => !appRoot.contains(modal));

  function makeInert() {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && appRoot.contains(focused)) focusBeforeModal = focused;
    appRoot.setAttribute('inert', '');
    appRoot.setAttribute('aria-hidden', 'true');
  }

  function makeInteractive() {
    appRoot.removeAttribute('inert');
    appRoot.removeAttribute('aria-hidden');
    const focused = document.activeElement;
    if (focusBeforeModal?.isConnected && (!focused || focused === document.body)) {
      focusBeforeModal.focus({ preventScroll: true });
    }
    focusBeforeModal = null;
  }

  function update() {
    const inert = appRoot.hasAttribute('inert');
    if (isModalOpen()) {
      if (!inert) makeInert();
    } else if (inert) makeInteractive();
  }

  const observer = new MutationObserver(update);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-modal'],
  });
  update();
  return () => {
    observer.disconnect();
    appRoot.removeAttribute('inert');
    appRoot.removeAttribute('aria-hidden');
  };
}
