import { createCaptureContext } from '../capture/index.js';
import type { MailDependencies } from './mail.dependencies.js';
import { createMailRepository } from './mail.repository.js';
import { createSecretBox } from './mail.secret.js';

/** What the mail use cases work with: dependencies, the mail repository, capture's context, the password box. */
export function createMailContext(deps: MailDependencies) {
  return {
    deps,
    mail: createMailRepository({ db: deps.db }),
    capture: createCaptureContext(deps),
    secrets: createSecretBox(deps.config),
  };
}
export type MailContext = ReturnType<typeof createMailContext>;
