// Public port of the mail module (e-mail intake): the only file other modules and the composition root import.
export { mailModule } from './mail.module.js';
export { createMailContext, type MailContext } from './mail.context.js';
export { startMailSchedule, queueDuePolls } from './mail.schedule.js';
export { MAIL_POLL_JOB } from './mail-poll.job.js';
