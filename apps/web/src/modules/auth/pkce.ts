function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A PKCE code verifier: 32 random bytes, base64url. */
export function createCodeVerifier(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** The S256 code challenge of a verifier. */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/**
 * Only our own authorize endpoint may receive the user's access token from the GrantToken page:
 * a relative `/OAuth/Authorize?...` address, nothing else.
 */
export function isSafeGrantReturnUrl(returnUrl: string | null): returnUrl is string {
  if (!returnUrl || !returnUrl.startsWith('/OAuth/Authorize?')) return false;
  const parsed = new URL(returnUrl, 'http://placeholder.invalid');
  return parsed.origin === 'http://placeholder.invalid' && parsed.pathname === '/OAuth/Authorize';
}
