/** Runs `work` with the URL of a throwaway PostgreSQL cluster (see postgres.mjs). */
export function withPostgres<T>(work: (url: string) => Promise<T>, log?: (line: string) => void): Promise<T>;
