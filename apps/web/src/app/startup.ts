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

/** Routes that never restore a stored login: the session-expired page and external sessions. */
export function skipsTokenRestore(hashPath: string): boolean {
  return /^\/?SessionExpired/i.test(hashPath) || /\/EXTERN\//.test(hashPath);
}
