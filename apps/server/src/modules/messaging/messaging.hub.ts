/**
 * The long polls waiting in this process, by user and sign-in. A waiter is a flag and at most one
 * pending promise: no thread, no buffer. `wake` marks the waiters a message may be for so they look
 * again; a wake that comes while a waiter is querying is kept and makes it query once more.
 */
export type Waiter = {
  /** Clears the wake flag; call before each look at the database. */
  reset: () => void;
  /** Resolves true when woken (at once if woken since the last reset), false at the deadline or abort. */
  wait: (deadline: number, signal: AbortSignal) => Promise<boolean>;
  close: () => void;
};

type Entry = { deviceId: string; woken: boolean; resolve: ((woken: boolean) => void) | null };

export function createMessageHub() {
  const byUser = new Map<string, Set<Entry>>();
  let closed = false;

  function signal(entry: Entry) {
    entry.woken = true;
    const resolve = entry.resolve;
    entry.resolve = null;
    resolve?.(true);
  }

  return {
    /** A long poll of `userId` within the sign-in `deviceId`. */
    subscribe(userId: string, deviceId: string): Waiter {
      const entry: Entry = { deviceId, woken: false, resolve: null };
      let entries = byUser.get(userId);
      if (!entries) byUser.set(userId, (entries = new Set()));
      entries.add(entry);
      return {
        reset: () => {
          entry.woken = false;
        },
        wait(deadline, abort) {
          if (closed || abort.aborted) return Promise.resolve(false);
          if (entry.woken) return Promise.resolve(true);
          return new Promise<boolean>((resolve) => {
            const finish = (woken: boolean) => {
              clearTimeout(timer);
              abort.removeEventListener('abort', onAbort);
              entry.resolve = null;
              resolve(woken && !closed);
            };
            const onAbort = () => finish(false);
            const timer = setTimeout(() => finish(false), Math.max(0, deadline - Date.now()));
            abort.addEventListener('abort', onAbort, { once: true });
            entry.resolve = finish;
          });
        },
        close() {
          entries.delete(entry);
          if (entries.size === 0 && byUser.get(userId) === entries) byUser.delete(userId);
          entry.resolve?.(false);
        },
      };
    },

    /** Wakes the long polls a new message may be for: a user's ('*': everyone), within one sign-in or all ('*'). */
    wake(userId: string, deviceId = '*') {
      if (userId === '*') return this.wakeAll();
      for (const entry of byUser.get(userId) ?? []) {
        if (deviceId === '*' || entry.deviceId === deviceId) signal(entry);
      }
    },

    /** Wakes for a NOTIFY payload `<user>/<sign-in>`. */
    wakeFor(payload: string) {
      const [userId = '*', deviceId = '*'] = payload.split('/');
      this.wake(userId, deviceId);
    },

    wakeAll() {
      for (const entries of byUser.values()) for (const entry of entries) signal(entry);
    },

    /** Ends every wait (server shutting down): each long poll answers "nothing new" at once. */
    close() {
      closed = true;
      this.wakeAll();
    },

    get waiting() {
      let count = 0;
      for (const entries of byUser.values()) count += entries.size;
      return count;
    },
  };
}

export type MessageHub = ReturnType<typeof createMessageHub>;
