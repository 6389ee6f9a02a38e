/**
 * The long polls waiting in this process, by user and sign-in. A waiting poll costs one small record
 * and its pending promise: no thread, no buffer, no timer or abort listener of its own. One shared
 * sweep (running only while polls wait) ends the polls whose time is up. `wake` marks the waiters a
 * message may be for so they look again; a wake that comes while a waiter is querying is kept and
 * makes it query once more.
 */

/** How often the shared sweep ends expired waits: a poll answers at most this much after its deadline. */
const SWEEP_MS = 200;

/**
 * The caller of a long poll going away (its connection closed): a plain record the route flips, so a
 * waiting poll needs no AbortController of its own.
 */
export class Hangup {
  gone = false;
  waiter: Waiter | null = null;

  hangUp() {
    this.gone = true;
    this.waiter?.finish(false);
  }
}

type HubState = {
  byUser: Map<string, Set<Waiter>>;
  /** The waiters with a pending wait, checked by the sweep. */
  waiting: Set<Waiter>;
  closed: boolean;
  sweep: NodeJS.Timeout | null;
};

/** One long poll of a user within the sign-in `deviceId`; its methods live on the prototype. */
export class Waiter {
  woken = false;
  deadline = 0;
  hangup: Hangup | null = null;
  resolve: ((woken: boolean) => void) | null = null;

  constructor(
    private readonly hub: HubState,
    readonly userId: string,
    readonly deviceId: string,
  ) {}

  /** Clears the wake flag; call before each look at the database. */
  reset() {
    this.woken = false;
  }

  /** Resolves true when woken (at once if woken since the last reset), false at the deadline or hang-up. */
  wait(deadline: number, hangup: Hangup): Promise<boolean> {
    if (this.hub.closed || hangup.gone) return Promise.resolve(false);
    if (this.woken) return Promise.resolve(true);
    if (deadline <= Date.now()) return Promise.resolve(false);
    this.deadline = deadline;
    this.hangup = hangup;
    hangup.waiter = this;
    const promise = new Promise<boolean>((resolve) => {
      this.resolve = resolve;
    });
    this.hub.waiting.add(this);
    startSweep(this.hub);
    return promise;
  }

  /** Ends the pending wait, if any: woken (true) or not. */
  finish(woken: boolean) {
    const resolve = this.resolve;
    if (!resolve) return;
    this.resolve = null;
    if (this.hangup) this.hangup.waiter = null;
    this.hangup = null;
    this.hub.waiting.delete(this);
    resolve(woken && !this.hub.closed);
  }

  signal() {
    this.woken = true;
    this.finish(true);
  }

  close() {
    const entries = this.hub.byUser.get(this.userId);
    entries?.delete(this);
    if (entries?.size === 0) this.hub.byUser.delete(this.userId);
    this.finish(false);
  }
}

function startSweep(hub: HubState) {
  if (hub.sweep) return;
  hub.sweep = setInterval(() => {
    const now = Date.now();
    for (const waiter of hub.waiting) if (waiter.deadline <= now) waiter.finish(false);
    if (hub.waiting.size === 0 && hub.sweep) {
      clearInterval(hub.sweep);
      hub.sweep = null;
    }
  }, SWEEP_MS);
  hub.sweep.unref();
}

export function createMessageHub() {
  const hub: HubState = { byUser: new Map(), waiting: new Set(), closed: false, sweep: null };

  return {
    /** A long poll of `userId` within the sign-in `deviceId`. */
    subscribe(userId: string, deviceId: string): Waiter {
      const waiter = new Waiter(hub, userId, deviceId);
      let entries = hub.byUser.get(userId);
      if (!entries) hub.byUser.set(userId, (entries = new Set()));
      entries.add(waiter);
      return waiter;
    },

    /** Wakes the long polls a new message may be for: a user's ('*': everyone), within one sign-in or all ('*'). */
    wake(userId: string, deviceId = '*') {
      if (userId === '*') return this.wakeAll();
      for (const waiter of hub.byUser.get(userId) ?? []) {
        if (deviceId === '*' || waiter.deviceId === deviceId) waiter.signal();
      }
    },

    /** Wakes for a NOTIFY payload `<user>/<sign-in>`. */
    wakeFor(payload: string) {
      const [userId = '*', deviceId = '*'] = payload.split('/');
      this.wake(userId, deviceId);
    },

    wakeAll() {
      for (const entries of hub.byUser.values()) for (const waiter of entries) waiter.signal();
    },

    /** Ends every wait (server shutting down): each long poll answers "nothing new" at once. */
    close() {
      hub.closed = true;
      this.wakeAll();
      if (hub.sweep) clearInterval(hub.sweep);
      hub.sweep = null;
    },

    get waiting() {
      let count = 0;
      for (const entries of hub.byUser.values()) count += entries.size;
      return count;
    },
  };
}

export type MessageHub = ReturnType<typeof createMessageHub>;
