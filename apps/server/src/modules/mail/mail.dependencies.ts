import type { CaptureDependencies } from '../capture/index.js';

/**
 * What the mail module reads from the composition root: capture's dependencies (it hands the
 * attachments to capture's import through capture's public port), the job queue and storage among them.
 */
export type MailDependencies = CaptureDependencies;
