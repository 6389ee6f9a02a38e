import { environment } from './environment.js';

/**
 * Reloads the client at one of its hash routes (the root after a reload-type error, the
 * SessionExpired page). The address is replaced first, synchronously, then the page reloads:
 * `location.assign` followed by `reload` raced, because an assign that changes more than the hash
 * starts a navigation of its own, which the reload cancels, so the old address came back.
 */
export function reloadAtRoute(hashRoute: string) {
  window.history.replaceState(null, '', `${environment.baseHref}#${hashRoute}`);
  window.location.reload();
}
