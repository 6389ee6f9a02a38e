import type { Principal } from '@belegfluss/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';

/** Mandanten the user may work in: granted to them directly or through one of their groups. */
const mandantenOf = (userId: SQL | string) => sql`
  SELECT a.mandant_id FROM mandant_access a
  WHERE a.user_id = ${userId}
     OR a.group_id IN (SELECT m.group_id FROM user_group_member m WHERE m.user_id = ${userId})`;

/** Whether the user given by the column `userColumn` may work in one of the caller's Mandanten. */
const sharesMandantWith = (userColumn: SQL, callerId: string) => sql`EXISTS (
  SELECT 1 FROM mandant_access a
  WHERE a.mandant_id IN (${mandantenOf(callerId)})
    AND (a.user_id = ${userColumn}
         OR a.group_id IN (SELECT m.group_id FROM user_group_member m WHERE m.user_id = ${userColumn})))`;

const callerKanzlei = (callerId: string) => sql`(SELECT kanzlei_id FROM app_user WHERE id = ${callerId})`;

/**
 * Users and groups a caller who is no administrator may pick (deputies, pick lists): only those
 * working in one of the caller's Mandanten, so the Kanzlei's whole directory is not open to everyone.
 */
export function createColleagueDirectory({ db }: { db: Db }) {
  return {
    /** Active users sharing a Mandant with the caller, the Kanzlei's administrators and the caller. */
    async colleaguesOf(callerId: string): Promise<Principal[]> {
      const result = (await db.execute(sql`
        SELECT u.id, u.kuerzel AS name, u.full_name AS "fullName", u.active FROM app_user u
        WHERE u.kanzlei_id = ${callerKanzlei(callerId)} AND u.active
          AND (u.id = ${callerId} OR u.is_admin OR ${sharesMandantWith(sql`u.id`, callerId)})
        ORDER BY u.full_name`)) as { rows: Principal[] };
      return result.rows;
    },

    /** Groups of the caller, with access to one of the caller's Mandanten, or with a member who has. */
    async groupsVisibleTo(callerId: string): Promise<Principal[]> {
      const result = (await db.execute(sql`
        SELECT g.id, g.name, g.description AS "fullName", true AS active FROM user_group g
        WHERE g.kanzlei_id = ${callerKanzlei(callerId)}
          AND (g.id IN (SELECT m.group_id FROM user_group_member m WHERE m.user_id = ${callerId})
               OR EXISTS (SELECT 1 FROM mandant_access a
                          WHERE a.group_id = g.id AND a.mandant_id IN (${mandantenOf(callerId)}))
               OR EXISTS (SELECT 1 FROM user_group_member m JOIN app_user member ON member.id = m.user_id
                          WHERE m.group_id = g.id AND member.active
                            AND ${sharesMandantWith(sql`member.id`, callerId)}))
        ORDER BY g.name`)) as { rows: Principal[] };
      return result.rows;
    },
  };
}

export type ColleagueDirectory = ReturnType<typeof createColleagueDirectory>;
