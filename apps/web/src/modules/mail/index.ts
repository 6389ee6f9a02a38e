/** What other screens use from the e-mail intake: its page in Einstellungen. */
export { MailIntakePage } from './MailIntakePage.js';
