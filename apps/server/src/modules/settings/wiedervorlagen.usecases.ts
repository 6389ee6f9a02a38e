import {
  issue,
  parseDateInput,
  Rights,
  validateResubmissionDate,
  type Resubmission,
  type resubmissionInputSchema,
  type ValidationIssue,
} from '@belegfluss/shared';
import type { z } from 'zod';
import type { SettingsDependencies } from './settings.dependencies.js';
import { assertValid } from '../../kernel/validation.js';
import { utcToLocal } from '../../kernel/local-time.js';
import type { AuthContext } from '../../kernel/auth-context.js';
import { createKanzleiDirectory, createMandantGuard } from '../tenancy/index.js';
import { createResubmissionRepository } from './wiedervorlagen.repository.js';

/** Whoever works on documents of the Mandant (capture or workflow) may plan their resubmissions. */
export const resubmissionRights = [Rights.canStartUnides, Rights.canStartWorkflow];

type ResubmissionInput = z.output<typeof resubmissionInputSchema>;

/** Wiedervorlagen: reading needs access to the Mandant; saving a right to work on its documents. */
export function createResubmissionUseCases(deps: Pick<SettingsDependencies, 'db' | 'clock' | 'tenancy'>) {
  const guard = createMandantGuard(deps);
  const repository = createResubmissionRepository(deps);
  const directory = createKanzleiDirectory(deps);
  /** Dates are German dates: "today" is the calendar day in Europe/Berlin. */
  const today = () => utcToLocal(deps.clock.now()).date;

  function checkEntry(
    entry: ResubmissionInput,
    index: number,
    previous: Resubmission | undefined,
    allowedUsers: ReadonlySet<string>,
  ): { dueDate: string | null; issues: ValidationIssue[] } {
    const path = `entries.${index}`;
    // An existing entry may keep its date even once that date has passed.
    const dateCheck =
      previous && parseDateInput(entry.dueDate) === previous.dueDate
        ? { date: previous.dueDate, issues: [] }
        : validateResubmissionDate(entry.dueDate, today(), `${path}.dueDate`);
    const userIssues =
      entry.userId && entry.userId !== previous?.userId && !allowedUsers.has(entry.userId)
        ? [issue(`${path}.userId`, 'settings.resubmission_user_no_access')]
        : [];
    return { dueDate: dateCheck.date, issues: [...dateCheck.issues, ...userIssues] };
  }

  return {
    today,

    async list(auth: AuthContext, mandantId: string, documentId: string) {
      await guard.read(auth, mandantId);
      return repository.listForDocument(mandantId, documentId);
    },

    async save(
      auth: AuthContext,
      input: { mandantId: string; documentId: string; entries: ResubmissionInput[] },
    ) {
      const { mandantId, documentId } = input;
      await guard.edit(auth, mandantId, resubmissionRights);
      const stored = new Map(
        (await repository.listForDocument(mandantId, documentId)).map((entry) => [entry.id, entry]),
      );
      const newlyAssigned = input.entries
        .filter((entry) => entry.userId && entry.userId !== stored.get(entry.id ?? '')?.userId)
        .map((entry) => entry.userId as string);
      const allowedUsers = new Set(
        (await directory.usersWithMandantAccess(mandantId, [...new Set(newlyAssigned)])).map(
          (user) => user.id,
        ),
      );
      const checked = input.entries.map((entry, index) => ({
        entry,
        ...checkEntry(entry, index, entry.id ? stored.get(entry.id) : undefined, allowedUsers),
      }));
      assertValid(checked.flatMap((item) => item.issues));
      await repository.replaceForDocument(
        mandantId,
        documentId,
        checked.map(({ entry, dueDate }) => ({ ...entry, dueDate: dueDate as string })),
        auth.userId,
      );
      return repository.listForDocument(mandantId, documentId);
    },

    async due(auth: AuthContext, input: { mandantId: string; until?: string | undefined; mine: boolean }) {
      await guard.read(auth, input.mandantId);
      const until = input.until ? parseDateInput(input.until) : today();
      if (!until) assertValid([issue('until', 'settings.date_invalid')], 'querystring');
      return repository.listDue(input.mandantId, until as string, input.mine ? auth.userId : null);
    },

    async assignableUsers(auth: AuthContext, mandantId: string) {
      await guard.read(auth, mandantId);
      return directory.usersWithMandantAccess(mandantId);
    },
  };
}
