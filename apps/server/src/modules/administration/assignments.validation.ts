import { issue, rightNames, type RightGrant, type ValidationIssue } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { assertValid } from '../../kernel/validation.js';
import { createKanzleiDirectory } from '../tenancy/index.js';

function validateRights(rights: RightGrant[], path: string): ValidationIssue[] {
  return rights.flatMap((grant, index) =>
    (rightNames as string[]).includes(grant.right)
      ? []
      : [issue(`${path}.${index}.right`, 'administration.right_unknown')],
  );
}

/** Rights must exist; Mandanten, groups and members named in an assignment must belong to the Kanzlei. */
export function createAssignmentsValidation({ db }: { db: Db }) {
  const directory = createKanzleiDirectory({ db });

  return async function validateAssignments(
    kanzleiId: string,
    input: { rights: RightGrant[]; mandantIds: string[]; groupIds?: string[]; memberIds?: string[] },
  ) {
    const mandantIds = [
      ...input.mandantIds,
      ...input.rights.flatMap((grant) => (grant.mandantId ? [grant.mandantId] : [])),
    ];
    const known = await directory.knownIds(kanzleiId, {
      mandantIds,
      ...(input.groupIds ? { groupIds: input.groupIds } : {}),
      ...(input.memberIds ? { userIds: input.memberIds } : {}),
    });
    const issues = validateRights(input.rights, 'rights');
    if (mandantIds.some((id) => !known.mandanten.has(id)))
      issues.push(issue('mandantIds', 'administration.mandant_unknown'));
    if (input.groupIds?.some((id) => !known.groups.has(id)))
      issues.push(issue('groupIds', 'administration.group_not_found'));
    if (input.memberIds?.some((id) => !known.users.has(id)))
      issues.push(issue('memberIds', 'administration.user_not_found'));
    assertValid(issues);
  };
}
