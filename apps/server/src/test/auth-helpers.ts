import type { App } from '../kernel/http.js';
import { demoUsers } from '../app/demo-data.js';

/** POST /Token with form fields, as a browser sends them. */
export function postToken(app: App, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/Token',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

export function demoPassword(kuerzel: string): string {
  const user = demoUsers.find((candidate) => candidate.kuerzel === kuerzel);
  if (!user) throw new Error(`no demo user ${kuerzel}`);
  return user.password;
}

export type Tokens = { access_token: string; refresh_token: string; expires_in: number };

/** Signs a demo user in (optionally at a module audience) and returns the token answer. */
export async function signIn(
  app: App,
  kuerzel: string,
  fields: Record<string, string> = {},
): Promise<Tokens> {
  const response = await postToken(app, {
    grant_type: 'password',
    username: kuerzel,
    password: demoPassword(kuerzel),
    ...fields,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${kuerzel} failed: ${response.body}`);
  return response.json() as Tokens;
}

export const bearer = (tokens: Pick<Tokens, 'access_token'>) => `Bearer ${tokens.access_token}`;

export function claimsOf(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] as string, 'base64url').toString()) as Record<
    string,
    unknown
  >;
}
