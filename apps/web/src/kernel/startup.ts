/**
 * Start-up forwarding of spec 000, section 2: a path ending in claimtoken, granttoken or
 * claimtokenext becomes the matching hash route with its query; claimtokenext becomes ClaimToken
 * with mode=ext, claimtoken gets mode=int. Returns the URL to replace the current one with, or null.
 */
export function forwardCodeFlowPath(location: { pathname: string; search: string }): string | null {
  const match = /^(.*?)\/?(claimtokenext|claimtoken|granttoken)\/?$/i.exec(location.pathname);
  if (!match) return null;
  const base = `${match[1] ?? ''}/`;
  const kind = (match[2] as string).toLowerCase();
  const query = new URLSearchParams(location.search);
  if (kind === 'granttoken') return `${base}#/GrantToken?${query.toString()}`;
  query.set('mode', kind === 'claimtokenext' ? 'ext' : 'int');
  return `${base}#/ClaimToken?${query.toString()}`;
}

/**
 * The external viewer window opened as the path `/ExtView` shows the ExtView route (its hash,
 * when it has one, wins). Returns the URL to replace the current one with, or null.
 */
export function forwardExtViewPath(location: {
  pathname: string;
  search: string;
  hash: string;
}): string | null {
  const match = /^(.*?)\/ExtView\/?$/i.exec(location.pathname);
  if (!match) return null;
  return `${match[1] ?? ''}/${location.search}${location.hash || '#/ExtView'}`;
}

/** Where the client starts when it was opened at a path other than its root; null to stay. */
export function forwardStartPath(location: {
  pathname: string;
  search: string;
  hash: string;
}): string | null {
  return forwardCodeFlowPath(location) ?? forwardExtViewPath(location);
}

/** Routes that never restore a stored login: the session-expired page and external sessions. */
export function skipsTokenRestore(hashPath: string): boolean {
  return /^\/?SessionExpired/i.test(hashPath) || /\/EXTERN\//.test(hashPath);
}
