/**
 * The client's environment configuration (spec 000, section 3): service base paths, workflow view
 * flags, base href and production mode. Modules take their service paths from here.
 */
export const environment = {
  production: true,
  baseHref: '/',
  services: {
    auth: '/api/auth',
    messaging: '/api/msg',
    archive: '/api/arc',
    capture: '/api/cap',
    workflow: '/api/wf',
    job: '/api/job',
    management: '/api/man',
  },
  /** Workflow: scroll the clicked entry into view. */
  wf_scrollintoview_onclick: false,
  /** Workflow history: scroll to its end with F2. */
  wf_history_scrollf2End: true,
} as const;

/** The external viewer window's size (spec 000, section 9), for modules that open /ExtView. */
export const VIEWER_WINDOW = { width: 800, height: 600 } as const;
