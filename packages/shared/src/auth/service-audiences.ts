import { audiences, DEFAULT_AUDIENCE, type Audience } from './token.schemas.js';

/**
 * One audience per module: each service base path accepts the tokens of the application areas it
 * serves and the shell's ('web'), which the shell itself uses on every service (open-request
 * counter, download manager, settings pages hosted in Einstellungen). A module's token is refused
 * by every other module's service, so a Capture session cannot act in Workflow and the reverse.
 * Goods-receipt matching (`/api/cap/wawi/`) is a capture service the workflow screen's panel uses,
 * so it takes Workflow tokens as well; the first matching prefix decides.
 */
export const serviceAudiences: readonly { prefix: string; audiences: readonly Audience[] }[] = [
  { prefix: '/api/cap/wawi/', audiences: ['Unides', 'Capture', 'Workflow'] },
  { prefix: '/api/cap/', audiences: ['Unides', 'Capture'] },
  { prefix: '/api/job/', audiences: ['Unides', 'Capture'] },
  { prefix: '/api/wf/', audiences: ['Workflow', 'WfSearch'] },
  { prefix: '/api/arc/', audiences: ['UniView'] },
  { prefix: '/api/man/', audiences: ['Verwaltung'] },
  { prefix: '/api/mail/', audiences: ['Verwaltung', 'Unides', 'Capture'] },
];

/**
 * The audiences a call to `path` accepts. Paths outside the module services (`/api/auth/*`: who am
 * I, ping, status; token calls) accept every session, which may always ask about itself.
 */
export function audiencesForPath(path: string): readonly Audience[] {
  const service = serviceAudiences.find((entry) => path.startsWith(entry.prefix));
  return service ? [DEFAULT_AUDIENCE, ...service.audiences] : audiences;
}

/** The token a client sends to `path` from the module it is in: that module's, else the shell's. */
export function audienceForCall(path: string, current: Audience | undefined): Audience {
  return current && audiencesForPath(path).includes(current) ? current : DEFAULT_AUDIENCE;
}
