import type { Language } from './i18n.js';
import { einvoiceErrors } from './einvoice/einvoice.errors.js';
import { captureErrors } from './capture/capture.errors.js';
import { platformErrors, type ErrorDefinition } from './errors.js';
import { ocrErrors } from './ocr/ocr.errors.js';
import { authErrors } from './auth/auth.errors.js';
import { shellErrors } from './shell/shell.errors.js';
import { downloadErrors } from './downloads/downloads.errors.js';
import { masterdataErrors } from './masterdata/masterdata.errors.js';
import { settingsErrors } from './settings/settings.errors.js';
import { administrationErrors } from './administration/administration.errors.js';
import { workflowErrors } from './workflow/workflow.errors.js';
import { bookingErrors } from './booking/booking.errors.js';
import { rulesErrors } from './rules/rules.errors.js';
import { messagingErrors } from './messaging/messaging.errors.js';
import { archiveErrors } from './archive/archive.errors.js';
import { exportErrors } from './export/export.errors.js';
import { goodsReceiptErrors } from './goods-receipt/goods-receipt.errors.js';
import { mailErrors } from './mail/mail.errors.js';

/**
 * Every error code the server can answer with. The web client translates `error.code` through this
 * catalogue (`api-errors.<code>`), so server and client never disagree on wording. One line per module.
 */
export const errorCatalog: Record<string, ErrorDefinition> = {
  ...platformErrors,
  ...ocrErrors,
  ...einvoiceErrors,
  ...authErrors,
  ...shellErrors,
  ...downloadErrors,
  ...captureErrors,
  ...masterdataErrors,
  ...settingsErrors,
  ...administrationErrors,
  ...workflowErrors,
  ...bookingErrors,
  ...rulesErrors,
  ...messagingErrors,
  ...archiveErrors,
  ...exportErrors,
  ...goodsReceiptErrors,
  ...mailErrors,
};

export function errorMessage(code: string, language: Language): string {
  const definition = errorCatalog[code] ?? errorCatalog['platform.internal'];
  return definition ? definition[language] : code;
}
