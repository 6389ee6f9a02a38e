import type { EndedSession } from './auth.repository.js';

export type InstanceTerminationListener = (instances: EndedSession[]) => Promise<void>;

/**
 * What auth tells modules built on top of it. `NotifyClientsForInstanceTermination` also notifies
 * inquiry termination (spec 000, section 7): modules that keep work open per session (a Rückfrage
 * being answered, a locked workflow) register with `onInstancesTerminated` and hear which module
 * sessions the call ended.
 */
export function createAuthEvents() {
  const terminationListeners: InstanceTerminationListener[] = [];
  return {
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

export type AuthEvents = ReturnType<typeof createAuthEvents>;
