import { errorCatalog } from '@belegfluss/shared';
import type { HttpResponse } from './http.js';

/** The shared error code of an answer, if it carries one (`{ error: { code } }`). */
export function errorCodeOf(answer: HttpResponse): string | null {
  try {
    const body = answer.json() as { error?: { code?: unknown } };
    return typeof body?.error?.code === 'string' ? body.error.code : null;
  } catch {
    return null;
  }
}

/**
 * Whether an answer is a server fault. Every answer ≥ 500 is one, except the catalogue's deliberate
 * "not set up in this installation" answers (501 `*_not_configured`, e.g. IWA and Azure sign-in:
 * docs/decisions/auth-shell.md), which say what the installation offers, not that it failed.
 */
export function isServerFault(answer: HttpResponse): boolean {
  if (answer.status < 500) return false;
  const code = errorCodeOf(answer);
  return !(answer.status === 501 && code !== null && code.endsWith('_not_configured') && errorCatalog[code]);
}

/**
 * Why a refusal (4xx) is not what users must get: no shared error code, a code outside the
 * catalogue, or a message that is not the catalogue's German text. `null` when it is. The token
 * endpoint answers as OAuth 2.0 prescribes (`error` code, `error_description`); clients map the code.
 */
export function refusalFault(answer: HttpResponse, url = ''): string | null {
  if (answer.status < 400 || answer.status >= 500) return null;
  let body: { error?: { code?: unknown; message?: unknown } | string; error_description?: unknown };
  try {
    body = answer.json() as typeof body;
  } catch {
    return `no JSON body (${answer.headers['content-type'] ?? 'no type'})`;
  }
  if (
    url.startsWith('/Token') &&
    typeof body?.error === 'string' &&
    typeof body.error_description === 'string'
  )
    return null;
  if (typeof body?.error !== 'object') return 'no error code';
  const code = body.error?.code;
  if (typeof code !== 'string') return 'no error code';
  const entry = errorCatalog[code];
  if (!entry) return `code ${code} not in the catalogue`;
  const message = body.error?.message;
  if (typeof message !== 'string' || !message) return `${code} without a message`;
  if (message !== entry.de && !message.startsWith(entry.de.slice(0, 12)))
    return `${code}: message "${message.slice(0, 80)}" is not the German text`;
  return null;
}
