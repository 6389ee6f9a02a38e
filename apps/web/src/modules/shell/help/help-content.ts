/** The modules the help explains, in the order of the menu. */
export const helpSectionIds = [
  'capture',
  'einvoice',
  'workflow',
  'administration',
  'settings',
  'downloads',
] as const;
export type HelpSectionId = (typeof helpSectionIds)[number];

/**
 * The help of one module. Button and state names are the German UI names in the German text and the
 * names the UI shows in the other languages.
 */
export type HelpSection = {
  title: string;
  purpose: string;
  steps: string[];
  /** [name as on screen, what it does] */
  controls: [string, string][];
  /** [keys, what they do] */
  shortcuts: [string, string][];
  /** [what the user sees, what to do] */
  problems: [string, string][];
};

export type HelpContent = { intro: string; sections: Record<HelpSectionId, HelpSection> };

/** The routes of each module (longest first wins), to open the help at the module the user came from. */
const sectionRoutes: [string, HelpSectionId][] = [
  ['/MainFrame/Unides/einvoice-check', 'einvoice'],
  ['/MainFrame/Unides', 'capture'],
  ['/MainFrame/Workflows', 'workflow'],
  ['/MainFrame/WorkflowRecherche', 'workflow'],
  ['/MainFrame/Verwaltung', 'administration'],
  ['/MainFrame/Einstellungen', 'settings'],
];

export const HELP_ROUTE = '/MainFrame/Hilfe';

/** The help route for a page: opens at the section of the module the page belongs to. */
export function helpRouteFor(pathname: string): string {
  const section = sectionRoutes.find(
    ([route]) => pathname === route || pathname.startsWith(`${route}/`),
  )?.[1];
  return section ? `${HELP_ROUTE}?section=${section}` : HELP_ROUTE;
}

export function isHelpSectionId(value: string | null): value is HelpSectionId {
  return (helpSectionIds as readonly string[]).includes(value ?? '');
}
