import type { ReactElement } from 'react';
import { LazyAdministrationPage } from '../modules/administration/index.js';
import { masterdataSettingsPages } from '../modules/settings/index.js';
import { DeviceSessionsPage, UserSettingsPage } from '../modules/auth/index.js';
import { ArchiveDeepLinkPage, ArchiveExternPage, ArchivePage, PdvFrame } from '../modules/archive/index.js';
import { CapturePage } from '../modules/capture/index.js';
import { EInvoiceCheckPage } from '../modules/einvoice/index.js';
import { MailIntakePage } from '../modules/mail/index.js';
import { RuleManagerPage } from '../modules/rules/index.js';
import {
  HelpPage,
  SettingsHost,
  type SettingsPage,
  SystemSettingsPage,
  UnicapturePage,
} from '../modules/shell/index.js';
import { DeepLinkPage, WorkflowSearchPage, WorkflowsPage } from '../modules/workflow/index.js';

/**
 * Pages of the Einstellungen area, below `#/MainFrame/Einstellungen/<path>`, in menu order.
 * Modules add their settings dialogs here; one line per page.
 */
export const settingsPages: SettingsPage[] = [
  { path: 'Components/Benutzer', labelKey: 'auth.user-settings.title', element: <UserSettingsPage /> },
  { path: 'Components/DeviceSessions', labelKey: 'auth.sessions.title', element: <DeviceSessionsPage /> },
  {
    path: 'Components/System',
    labelKey: 'shell.system.title',
    element: <SystemSettingsPage />,
    adminOnly: true,
  },
  ...masterdataSettingsPages,
  { path: 'E-Mail-Eingang', labelKey: 'mail.title', element: <MailIntakePage /> },
];

/**
 * The page behind each protected route `#/MainFrame/<name>/*` (spec 000, section 2). A module
 * replaces its placeholder with its own page component; one line per module.
 */
export const modulePages: Record<string, ReactElement> = {
  Einstellungen: <SettingsHost pages={settingsPages} />,
  Verwaltung: <LazyAdministrationPage />,
  Archiv: <ArchivePage />,
  Unicapture: <UnicapturePage />,
  'Unides/einvoice-check': <EInvoiceCheckPage />,
  'Unides/RuleMan': <RuleManagerPage />,
  Unides: <CapturePage />,
  Workflows: <WorkflowsPage />,
  WorkflowRecherche: <WorkflowSearchPage />,
  Hilfe: <HelpPage />,
};

/**
 * Public full-window routes (no shell, no login): deep links and external viewers. The archive
 * and workflow modules replace these placeholders.
 */
export const publicPages: Record<string, ReactElement> = {
  PDV: <PdvFrame />,
  'ArcDocViewer/EXTERN/:sessionUid': <ArchiveExternPage />,
  'WFDocViewer/EXTERN/:sessionUid': <DeepLinkPage kind="session" />,
  'ArcDocViewer/DL/:docUid': <ArchiveDeepLinkPage />,
  'WFExtUser/DL/:pid': <DeepLinkPage kind="pid" />,
};
