import type { AuthContext } from '../../kernel/auth-context.js';

export type OpenWorkflowRequestsCounter = (auth: AuthContext) => Promise<number>;

/**
 * Places where modules built later plug into the shell. The workflow module calls
 * `deps.shellExtensions.setOpenWorkflowRequestsCounter(fn)` from its `registerRoutes`; until one
 * does, `GetOpenWFRequestsCount` answers 0.
 */
export function createShellExtensions() {
  let openWorkflowRequests: OpenWorkflowRequestsCounter = async () => 0;
  return {
    setOpenWorkflowRequestsCounter(counter: OpenWorkflowRequestsCounter) {
      openWorkflowRequests = counter;
    },
    countOpenWorkflowRequests: (auth: AuthContext) => openWorkflowRequests(auth),
  };
}

export type ShellExtensions = ReturnType<typeof createShellExtensions>;
