import {
  issue,
  parseDateInput,
  type DeputyStatus,
  type RightGrant,
  type ValidationIssue,
} from '@belegfluss/shared';
import { localToUtc } from '../../kernel/local-time.js';

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/**
 * The period of a deputy entry: start date and start time are required; an end is optional (an
 * end date without time means the end of that day) and must come after the start.
 */
export function parseDeputyPeriod(input: {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}): { startsAt: Date; endsAt: Date | null } | { issues: ValidationIssue[] } {
  if (!input.startDate.trim() || !input.startTime.trim()) {
    return {
      issues: [
        issue(input.startDate.trim() ? 'startTime' : 'startDate', 'administration.deputy_start_required'),
      ],
    };
  }
  const startDate = parseDateInput(input.startDate);
  if (!startDate || !TIME.test(input.startTime.trim())) {
    return { issues: [issue(startDate ? 'startTime' : 'startDate', 'administration.deputy_date_invalid')] };
  }
  const startsAt = localToUtc(startDate, input.startTime.trim());
  if (!input.endDate.trim()) return { startsAt, endsAt: null };
  const endDate = parseDateInput(input.endDate);
  const endTime = input.endTime.trim() || '23:59';
  if (!endDate || !TIME.test(endTime)) {
    return { issues: [issue(endDate ? 'endTime' : 'endDate', 'administration.deputy_date_invalid')] };
  }
  const endsAt = localToUtc(endDate, endTime);
  if (endsAt.getTime() <= startsAt.getTime())
    return { issues: [issue('endDate', 'administration.deputy_end_before_start')] };
  return { startsAt, endsAt };
}

/** Planned before the start, active within the period, done after the end; inactive when switched off. */
export function deputyStatus(
  entry: { active: boolean; startsAt: Date; endsAt: Date | null },
  now: Date,
): DeputyStatus {
  if (!entry.active) return 'INACTIVE';
  if (now.getTime() < entry.startsAt.getTime()) return 'PLANNED';
  if (entry.endsAt && now.getTime() >= entry.endsAt.getTime()) return 'DONE';
  return 'ACTIVE';
}

export type Authority = {
  isAdmin: boolean;
  /** Rights held (directly or through groups), each for all Mandanten (null) or one. */
  grants: RightGrant[];
  mandantIds: string[];
};

/**
 * What the principal may do that the deputy may not (spec 002, section 6): rights held globally or
 * per Mandant, and Mandanten the principal can reach. A global right of the deputy covers the
 * principal's per-Mandant grants of that right; an administrator deputy covers everything.
 */
export function compareAuthority(principal: Authority, deputy: Authority) {
  if (deputy.isAdmin) return { missingRights: [] as RightGrant[], missingMandantIds: [] as string[] };
  const deputyGlobal = new Set(
    deputy.grants.filter((grant) => grant.mandantId === null).map((grant) => grant.right),
  );
  const deputyPerMandant = new Set(deputy.grants.map((grant) => `${grant.right}|${grant.mandantId ?? ''}`));
  const seen = new Set<string>();
  const missingRights = principal.grants.filter((grant) => {
    const key = `${grant.right}|${grant.mandantId ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    if (deputyGlobal.has(grant.right)) return false;
    return grant.mandantId === null || !deputyPerMandant.has(key);
  });
  const deputyMandanten = new Set(deputy.mandantIds);
  const missingMandantIds = [...new Set(principal.mandantIds)].filter((id) => !deputyMandanten.has(id));
  return { missingRights, missingMandantIds };
}
