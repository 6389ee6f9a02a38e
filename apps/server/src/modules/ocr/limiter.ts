export type Limiter = {
  /** Runs `task` once fewer than `concurrency` tasks are running; rejects if `signal` aborts while waiting. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
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
  const queue: { start: () => void; signal?: AbortSignal; abort: () => void }[] = [];

  const next = () => {
    while (active < concurrency && queue.length) {
      const entry = queue.shift()!;
      entry.signal?.removeEventListener('abort', entry.abort);
      entry.start();
    }
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) return reject(new LimiterAbortError());
        const entry = {
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
            const index = queue.indexOf(entry);
            if (index >= 0) queue.splice(index, 1);
            reject(new LimiterAbortError());
          },
        };
        signal?.addEventListener('abort', entry.abort, { once: true });
        queue.push(entry);
        next();
      });
    },
  };
}
