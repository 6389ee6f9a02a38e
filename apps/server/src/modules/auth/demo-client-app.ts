import type { Db } from '../../kernel/database.js';
import { createOAuthRepository } from './oauth.repository.js';

/** The registered demo app; README.md lists its id and secret. */
export const demoClientApp = {
  clientId: 'belegfluss-demo-app',
  name: 'Belegfluss Demo-App',
  secret: 'Demo-App-Secret-2026',
};

/** Its redirect URIs: the product's own code-flow landing pages (spec 000, section 4). */
export function demoClientAppRedirectUris(publicUrl: string): string[] {
  return [`${publicUrl}/claimtokenext`, `${publicUrl}/claimtoken`];
}

export async function seedDemoClientApp(db: Db, publicUrl: string) {
  await createOAuthRepository({ db }).upsertClientApp({
    clientId: demoClientApp.clientId,
    name: demoClientApp.name,
    secret: demoClientApp.secret,
    redirectUris: demoClientAppRedirectUris(publicUrl),
  });
}
