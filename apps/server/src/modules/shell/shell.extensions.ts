import type { AuthContext } from '../../kernel/auth-context.js';
import type { EndedSession } from '../auth/index.js';

export type OpenWorkflowRequestsCounter = (auth: AuthContext) => Promise<number>;
export type InstanceTerminationListener = (instances: EndedSession[]) => Promise<void>;

/**
 * Places where modules built later plug into the shell. The workflow module calls
 * `deps.shellExtensions.setOpenWorkflowRequestsCounter(fn)` from its `registerRoutes`; until one
 * does, `GetOpenWFRequestsCount` answers 0.
 *
 * `NotifyClientsForInstanceTermination` also notifies inquiry termination (spec 000, section 7):
 * modules that keep work open per session (a Rückfrage being answered, a locked workflow) register
 * with `onInstancesTerminated` and hear which module sessions the call ended.
 */
export function createShellExtensions() {
  let openWorkflowRequests: OpenWorkflowRequestsCounter = async () => 0;
  const terminationListeners: InstanceTerminationListener[] = [];
  return {
    setOpenWorkflowRequestsCounter(counter: OpenWorkflowRequestsCounter) {
      openWorkflowRequests = counter;
    },
    countOpenWorkflowRequests: (auth: AuthContext) => openWorkflowRequests(auth),
    onInstancesTerminated(listener: InstanceTerminationListener) {
      terminationListeners.push(listener);
    },
    /** Tells every listener; a failing listener does not stop the others, and its error is returned. */
    async notifyInstancesTerminated(instances: EndedSession[]): Promise<unknown[]> {
      if (instances.length === 0) return [];
      const results = await Promise.allSettled(terminationListeners.map((listener) => listener(instances)));
      return results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    },
  };
}

export type ShellExtensions = ReturnType<typeof createShellExtensions>;
