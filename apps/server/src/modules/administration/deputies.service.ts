import { issue, type Deputy, type DeputyCheck, type deputyInputSchema } from '@belegfluss/shared';
import type { z } from 'zod';
import type { Clock } from '../../kernel/clock.js';
import { createErrorFactory, forbidden } from '../../kernel/errors.js';
import { assertValid } from '../../kernel/validation.js';
import type { Db } from '../../kernel/database.js';
import { toIso } from '../../kernel/sql.js';
import {
  createGrantsRepository,
  createTenancyRepository,
  createUserAccountsRepository,
  createUserGroupsRepository,
} from '../tenancy/index.js';
import { compareAuthority, deputyStatus, parseDeputyPeriod, type Authority } from './deputies.models.js';
import { createDeputiesRepository, type DeputyRow } from './deputies.repository.js';

const deputyNotFound = createErrorFactory('administration.deputy_not_found');
const rightsDiffer = createErrorFactory('administration.deputy_rights_differ');
const userNotFound = createErrorFactory('administration.user_not_found');
const groupNotFound = createErrorFactory('administration.group_not_found');

type Caller = { userId: string; isAdmin: boolean; kanzleiId: string };
type DeputyInput = z.output<typeof deputyInputSchema>;

/**
 * Deputies (Stellvertretung, `/SV`): a user names a user or a group to act for them in a period.
 * Adding or changing an entry compares the rights of principal and deputy; differences need the
 * caller's confirmation. Other modules ask who acts for whom through `getActiveDeputies` and
 * `getRepresentedPrincipals`.
 */
export function createDeputyService({ db, clock }: { db: Db; clock: Clock }) {
  const repository = createDeputiesRepository({ db });
  const users = createUserAccountsRepository({ db });
  const groups = createUserGroupsRepository({ db });
  const grants = createGrantsRepository({ db });
  const tenancy = createTenancyRepository({ db });

  function toDeputy(row: DeputyRow): Deputy {
    const startsAt = new Date(toIso(row.startsAt));
    const endsAt = row.endsAt ? new Date(toIso(row.endsAt)) : null;
    return {
      id: row.id,
      principalUserId: row.principalUserId,
      principalName: row.principalName,
      deputyType: row.deputyType as Deputy['deputyType'],
      deputyId: (row.deputyUserId ?? row.deputyGroupId) as string,
      deputyName: row.deputyName,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt ? endsAt.toISOString() : null,
      description: row.description,
      active: row.active,
      status: deputyStatus({ active: row.active, startsAt, endsAt }, clock.now()),
    };
  }

  async function userAuthority(userId: string): Promise<Authority> {
    const user = await tenancy.findUserById(userId);
    if (!user) throw userNotFound();
    const mandanten = await tenancy.listAccessibleMandanten(user);
    return {
      isAdmin: user.isAdmin,
      grants: await grants.userGrants(userId),
      mandantIds: mandanten.map((m) => m.id),
    };
  }

  async function resolve(caller: Caller, input: DeputyInput) {
    const principalUserId = input.principalUserId ?? caller.userId;
    if (principalUserId !== caller.userId && !caller.isAdmin) throw forbidden();
    if (!(await users.findUser(caller.kanzleiId, principalUserId))) throw userNotFound();
    assertValid(input.deputyId ? [] : [issue('deputyId', 'administration.deputy_required')]);
    const deputyId = input.deputyId as string;
    if (input.deputyType === 'USER') {
      assertValid(deputyId === principalUserId ? [issue('deputyId', 'administration.deputy_self')] : []);
      if (!(await users.findUser(caller.kanzleiId, deputyId))) throw userNotFound();
    } else if (!(await groups.findGroup(caller.kanzleiId, deputyId))) throw groupNotFound();
    const period = parseDeputyPeriod(input);
    if ('issues' in period) assertValid(period.issues);
    const { startsAt, endsAt } = period as { startsAt: Date; endsAt: Date | null };
    return {
      principalUserId,
      deputyType: input.deputyType,
      deputyUserId: input.deputyType === 'USER' ? deputyId : null,
      deputyGroupId: input.deputyType === 'GROUP' ? deputyId : null,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt ? endsAt.toISOString() : null,
      description: input.description.trim(),
      active: input.active,
    };
  }

  async function compare(
    values: Awaited<ReturnType<typeof resolve>>,
    kanzleiId: string,
  ): Promise<DeputyCheck> {
    const principal = await userAuthority(values.principalUserId);
    const deputy: Authority = values.deputyUserId
      ? await userAuthority(values.deputyUserId)
      : { isAdmin: false, ...(await grants.groupAuthority(values.deputyGroupId as string)) };
    const { missingRights, missingMandantIds } = compareAuthority(principal, deputy);
    const kanzleiMandanten = (
      await tenancy.listAccessibleMandanten({ id: values.principalUserId, isAdmin: true, kanzleiId })
    ).map((mandant) => [mandant.id, mandant.name] as const);
    const names = new Map(kanzleiMandanten);
    return {
      differs: missingRights.length > 0 || missingMandantIds.length > 0,
      missingRights: missingRights.map((grant) => ({
        right: grant.right,
        mandantId: grant.mandantId,
        mandantName: grant.mandantId ? (names.get(grant.mandantId) ?? null) : null,
      })),
      missingMandanten: missingMandantIds.map((id) => ({ id, name: names.get(id) ?? '' })),
    };
  }

  async function getOwned(caller: Caller, id: string) {
    const row = await repository.find(caller.kanzleiId, id);
    if (!row || (row.principalUserId !== caller.userId && !caller.isAdmin)) throw deputyNotFound();
    return row;
  }

  return {
    async list(caller: Caller, principalUserId: string | undefined, all: boolean) {
      const wanted = caller.isAdmin ? (all ? null : (principalUserId ?? caller.userId)) : caller.userId;
      return (await repository.list(caller.kanzleiId, wanted)).map(toDeputy);
    },

    async check(caller: Caller, input: DeputyInput) {
      return compare(await resolve(caller, input), caller.kanzleiId);
    },

    async save(caller: Caller, input: DeputyInput & { id?: string }) {
      if (input.id) await getOwned(caller, input.id);
      const values = await resolve(caller, input);
      const check = await compare(values, caller.kanzleiId);
      if (check.differs && !input.confirmRightsDifference) {
        throw rightsDiffer({ missingRights: check.missingRights, missingMandanten: check.missingMandanten });
      }
      const id = input.id ?? (await repository.insert(caller.kanzleiId, values, caller.userId));
      if (input.id) await repository.update(caller.kanzleiId, id, values);
      return toDeputy((await repository.find(caller.kanzleiId, id)) as DeputyRow);
    },

    async delete(caller: Caller, id: string) {
      await getOwned(caller, id);
      await repository.delete(caller.kanzleiId, id);
      return { deleted: 1 };
    },

    /**
     * Who acts for `principalUserId` at `at` (default now): deputy users, and the active members of
     * deputy groups, each once.
     */
    async getActiveDeputies(principalUserId: string, at: Date = clock.now()) {
      const entries = await repository.activeAt(at.toISOString(), { principalUserId });
      const userIds = new Set<string>();
      for (const entry of entries) {
        if (entry.deputyUserId) userIds.add(entry.deputyUserId);
        if (entry.deputyGroupId)
          for (const member of await groups.memberIdsOf(entry.deputyGroupId)) userIds.add(member);
      }
      userIds.delete(principalUserId);
      return {
        entries: entries.map((entry) => ({
          id: entry.id,
          deputyType: entry.deputyType,
          deputyUserId: entry.deputyUserId,
          deputyGroupId: entry.deputyGroupId,
        })),
        userIds: [...userIds],
      };
    },

    /** Whose work `userId` may do at `at` as their deputy (directly or through one of their groups). */
    async getRepresentedPrincipals(userId: string, at: Date = clock.now()) {
      const entries = await repository.activeAt(at.toISOString(), {
        deputyUserId: userId,
        deputyGroupIds: await groups.groupIdsOf(userId),
      });
      return [...new Set(entries.map((entry) => entry.principalUserId).filter((id) => id !== userId))];
    },

    async isActiveDeputy(deputyUserId: string, principalUserId: string, at: Date = clock.now()) {
      return (await this.getRepresentedPrincipals(deputyUserId, at)).includes(principalUserId);
    },
  };
}

export type DeputyService = ReturnType<typeof createDeputyService>;
