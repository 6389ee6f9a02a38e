import type { AppModule } from '../../kernel/module.js';
import { createMailContext } from './mail.context.js';
import type { MailDependencies } from './mail.dependencies.js';
import { createMailPollJob } from './mail-poll.job.js';
import { registerMailRoutes } from './mail.routes.js';

/** E-mail intake: a Mandant's IMAP mailbox, polled by a job; attachments become capture documents. */
export const mailModule: AppModule<MailDependencies> = {
  name: 'mail',
  registerRoutes: (app, deps) => registerMailRoutes(app, createMailContext(deps)),
  createJobs: (deps) =>
    [createMailPollJob(createMailContext(deps))] as ReturnType<
      NonNullable<AppModule<MailDependencies>['createJobs']>
    >,
};
