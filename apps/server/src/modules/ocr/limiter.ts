export type Limiter = {
  /**
   * Runs `task` once fewer than `concurrency` tasks are running; rejects if `signal` aborts while
   * waiting. `urgent` tasks (a page the user is looking at) go ahead of everything still waiting.
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal, options?: { urgent?: boolean }): Promise<T>;
  readonly active: number;
  readonly waiting: number;
};

export class LimiterAbortError extends Error {
  constructor() {
    super('aborted while waiting');
    this.name = 'LimiterAbortError';
  }
}

/** A first-in-first-out pool: at most `concurrency` tasks at a time (the OCR page pool). */
export function createLimiter(concurrency: number): Limiter {
  let active = 0;
  const urgent: Entry[] = [];
  const queue: Entry[] = [];
  type Entry = { start: () => void; signal?: AbortSignal | undefined; abort: () => void };

  const next = () => {
    while (active < concurrency && (urgent.length || queue.length)) {
      const entry = (urgent.shift() ?? queue.shift()) as Entry;
      entry.signal?.removeEventListener('abort', entry.abort);
      entry.start();
    }
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return urgent.length + queue.length;
    },
    run<T>(task: () => Promise<T>, signal?: AbortSignal, options: { urgent?: boolean } = {}): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) return reject(new LimiterAbortError());
        const line = options.urgent ? urgent : queue;
        const entry: Entry = {
          signal,
          start: () => {
            active += 1;
            task()
              .then(resolve, reject)
              .finally(() => {
                active -= 1;
                next();
              });
          },
          abort: () => {
            const index = line.indexOf(entry);
            if (index >= 0) line.splice(index, 1);
            reject(new LimiterAbortError());
          },
        };
        signal?.addEventListener('abort', entry.abort, { once: true });
        line.push(entry);
        next();
      });
    },
  };
}
