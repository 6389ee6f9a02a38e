import { Rights } from '@belegfluss/shared';

export type MenuEntry = { key: string; route: string; labelKey: string };

/** The ledger code of ADDISON in `FIBU;n` roles. */
const ADDISON = 1;

/**
 * Menu entries the user may see (spec 000, sections 2 and 6): each module needs its start right;
 * invoice processing is hidden for SBA users; WF Recherche needs the workflow right and shows only
 * where the ledger is not ADDISON or the user is not SBA; Einstellungen and Hilfe need a login.
 */
export function visibleMenuEntries(roles: readonly string[]): MenuEntry[] {
  const has = (right: string) => roles.includes(`${right};TRUE`);
  const isSba = has(Rights.isSba);
  const fibu = Number(roles.find((role) => role.startsWith('FIBU;'))?.split(';')[1] ?? -1);
  const entries: (MenuEntry & { visible: boolean })[] = [
    {
      key: 'unides',
      route: '/MainFrame/Unides',
      labelKey: 'shell.menu.unides',
      visible: has(Rights.canStartUnides) && !isSba,
    },
    {
      key: 'einvoice-check',
      route: '/MainFrame/Unides/einvoice-check',
      labelKey: 'einvoice.menu.check',
      visible: has(Rights.canStartUnides) && !isSba,
    },
    {
      key: 'rule-manager',
      route: '/MainFrame/Unides/RuleMan',
      labelKey: 'rules.menu.title',
      visible: has(Rights.canStartUnides) && !isSba,
    },
    {
      key: 'workflow',
      route: '/MainFrame/Workflows',
      labelKey: 'shell.menu.workflow',
      visible: has(Rights.canStartWorkflow),
    },
    {
      key: 'workflow-search',
      route: '/MainFrame/WorkflowRecherche',
      labelKey: 'shell.menu.workflow-search',
      visible: has(Rights.canStartWorkflow) && (fibu !== ADDISON || !isSba),
    },
    {
      key: 'archive',
      route: '/MainFrame/Archiv',
      labelKey: 'shell.menu.archive',
      visible: has(Rights.canStartUniview),
    },
    {
      key: 'administration',
      route: '/MainFrame/Verwaltung',
      labelKey: 'shell.menu.administration',
      visible: has(Rights.canStartVerwaltung),
    },
    { key: 'settings', route: '/MainFrame/Einstellungen', labelKey: 'shell.menu.settings', visible: true },
    { key: 'help', route: '/MainFrame/Hilfe', labelKey: 'shell.menu.help', visible: true },
  ];
  return entries.filter((entry) => entry.visible).map(({ visible: _visible, ...entry }) => entry);
}
