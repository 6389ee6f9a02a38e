import PgBoss from 'pg-boss';
import type { Database } from '../../kernel/database.js';

/**
 * pg-boss on the application database: it only carries job record ids to workers (no retries or
 * schedules of its own; the job records decide). PGlite is reached through the one connection.
 */
export function createQueue(database: Database): PgBoss {
  const common = {
    schema: 'pgboss',
    supervise: false,
    schedule: false,
    migrate: true,
    retryLimit: 0,
    expireInHours: 4,
  } satisfies PgBoss.ConstructorOptions;
  if (database.kind === 'pglite') {
    return new PgBoss({ ...common, db: { executeSql: (text, values) => database.execute(text, values) } });
  }
  return new PgBoss({ ...common, connectionString: database.connectionString as string, max: 4 });
}
