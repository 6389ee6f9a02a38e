import type { ReactElement } from 'react';
import { EInvoiceCheckPage } from '../modules/einvoice/index.js';
import { ModulePlaceholder } from '../modules/shell/Shell.js';

/**
 * The page behind each protected route `#/MainFrame/<name>/*` (spec 000, section 2). A module
 * replaces its placeholder with its own page component; one line per module.
 */
export const modulePages: Record<string, ReactElement> = {
  Einstellungen: <ModulePlaceholder />,
  Verwaltung: <ModulePlaceholder />,
  Archiv: <ModulePlaceholder />,
  Unicapture: <ModulePlaceholder />,
  Unides: <ModulePlaceholder />,
  'Unides/einvoice-check': <EInvoiceCheckPage />,
  Workflows: <ModulePlaceholder />,
  WorkflowRecherche: <ModulePlaceholder />,
  Hilfe: <ModulePlaceholder />,
};
