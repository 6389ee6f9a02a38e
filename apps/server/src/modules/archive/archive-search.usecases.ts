import { type ArchiveRow, type ArchiveSearch, type SearchRun, SearchState } from '@belegfluss/shared';
import type { AuthContext } from '../../kernel/auth-context.js';
import { readableMandanten } from './archive.access.js';
import type { ArchiveDependencies } from './archive.dependencies.js';
import { archiveError } from './archive.errors.js';
import { archiveStatusOf, fulltextTerms, localDay } from './archive.models.js';
import { InvalidSearchEntry, type ResolvedSearch } from './archive-search.query.js';
import {
  createSearchRepository,
  type ResultRevision,
  type SearchRunRow,
} from './archive-search.repository.js';
import { rowOf } from './archive-viewer.usecases.js';

type StoredQuery = ResolvedSearch & { maxCount: number; warnings: string[] };

/** The Mandanten a search covers: those asked for (all when none) that the caller may read. */
async function resolveMandanten(deps: ArchiveDependencies, auth: AuthContext, requested: string[]) {
  const readable = await readableMandanten(deps, auth);
  const chosen = requested.length ? readable.filter((mandant) => requested.includes(mandant.id)) : readable;
  return { ids: chosen.map((mandant) => mandant.id), names: new Map(readable.map((m) => [m.id, m.name])) };
}

/** Result rows with their status (superseded, legal hold, deletable, current). */
function rowsOf(deps: ArchiveDependencies, revisions: ResultRevision[], names: Map<string, string>) {
  const today = localDay(deps.clock.now());
  return revisions.map(({ legalHold, retentionUntil, mandantHold, ...revision }): ArchiveRow => {
    const status = archiveStatusOf({
      supersededBy: revision.supersededBy,
      legalHold,
      mandantHold,
      retentionUntil,
      today,
    });
    return rowOf(revision, { mandantName: names.get(revision.mandantId) ?? '', status });
  });
}

function runView(run: SearchRunRow): SearchRun {
  const query = run.query as StoredQuery;
  return {
    runId: run.id,
    state: run.state as SearchRun['state'],
    hits: run.hits,
    maxCount: run.maxCount,
    limited: run.limited,
    errorCode: run.errorCode,
    warnings: [...query.warnings, ...(run.limited ? ['archive.search_limited'] : [])],
  };
}

/** The database gave up on the statement (statement_timeout): "database busy, narrow the criteria". */
const isTimeout = (error: unknown) =>
  /statement timeout|canceling statement/i.test(String((error as { cause?: Error }).cause?.message ?? error));

/**
 * Counts the hits of a running search in the background (capped at the maximum count) and ends the
 * run, unless the user aborted it meanwhile.
 */
async function continueInBackground(deps: ArchiveDependencies, run: SearchRunRow, query: StoredQuery) {
  const repository = createSearchRepository({ db: deps.db });
  try {
    const counted = await repository.count(query, query.maxCount + 1);
    await repository.finishRun(run.id, {
      state: SearchState.ended,
      hits: Math.min(counted, query.maxCount),
      limited: counted > query.maxCount,
      endedAt: deps.clock.now().toISOString(),
    });
  } catch (error) {
    deps.logger.warn({ err: error, runId: run.id }, 'archive search count failed');
    await repository.finishRun(run.id, {
      state: SearchState.aborted,
      hits: run.hits,
      limited: true,
      errorCode: isTimeout(error) ? 'archive.search_busy' : 'archive.search_invalid',
      endedAt: deps.clock.now().toISOString(),
    });
  }
}

/**
 * Starts a search: checks the mask (full-text terms longer than 3 letters, readable values), answers
 * the first page at once and, when more may follow, counts on in the background ("found and
 * continuing") until the search ends or the user aborts it.
 */
export async function startSearch(deps: ArchiveDependencies, auth: AuthContext, input: ArchiveSearch) {
  const { terms, tooShort } = fulltextTerms(input.fulltext);
  if (tooShort.length) throw archiveError.fulltextTermTooShort({ terms: tooShort });
  const repository = createSearchRepository({ db: deps.db });
  const warnings: string[] = [];
  let fulltext = terms.join(' ');
  // Independent reads in parallel: every round trip counts for the first page.
  const [mandanten, hasTerms] = await Promise.all([
    resolveMandanten(deps, auth, input.mandantIds),
    fulltext ? repository.fulltextHasTerms(fulltext) : true,
  ]);
  if (!hasTerms) {
    warnings.push('archive.search_warning_ambiguous');
    fulltext = '';
  }
  const query: StoredQuery = {
    mandantIds: mandanten.ids,
    entries: input.entries,
    fulltext,
    showRevision: input.showRevision,
    sort: input.sort,
    maxCount: input.maxCount,
    warnings,
  };
  let first: ResultRevision[];
  try {
    first = mandanten.ids.length
      ? await repository.page(query, 0, Math.min(input.pageSize, input.maxCount))
      : [];
  } catch (error) {
    if (error instanceof InvalidSearchEntry) throw archiveError.searchInvalid({ field: error.field });
    throw isTimeout(error) ? archiveError.searchBusy() : error;
  }
  const complete = first.length < Math.min(input.pageSize, input.maxCount);
  const now = deps.clock.now().toISOString();
  const run = await repository.insertRun({
    userId: auth.userId,
    state: complete ? SearchState.ended : SearchState.foundContinuing,
    hits: first.length,
    maxCount: input.maxCount,
    query,
    startedAt: now,
    endedAt: complete ? now : null,
  });
  if (!complete) void continueInBackground(deps, run, query);
  return { ...runView(run), rows: rowsOf(deps, first, mandanten.names) };
}

async function ownRun(deps: ArchiveDependencies, auth: AuthContext, runId: string) {
  const run = await createSearchRepository({ db: deps.db }).findRun(runId, auth.userId);
  if (!run) throw archiveError.searchNotFound({ runId });
  return run;
}

export async function searchStatus(deps: ArchiveDependencies, auth: AuthContext, runId: string) {
  return runView(await ownRun(deps, auth, runId));
}

/** A further page of a search's results (Mandanten checked again, rights may have changed). */
export async function searchRows(
  deps: ArchiveDependencies,
  auth: AuthContext,
  runId: string,
  page: { offset: number; limit: number },
) {
  const run = await ownRun(deps, auth, runId);
  const query = run.query as StoredQuery;
  const mandanten = await resolveMandanten(deps, auth, query.mandantIds);
  const limit = Math.max(0, Math.min(page.limit, query.maxCount - page.offset));
  const revisions =
    mandanten.ids.length && limit
      ? await createSearchRepository({ db: deps.db }).page(
          { ...query, mandantIds: mandanten.ids },
          page.offset,
          limit,
        )
      : [];
  return rowsOf(deps, revisions, mandanten.names);
}

export async function abortSearch(deps: ArchiveDependencies, auth: AuthContext, runId: string) {
  await ownRun(deps, auth, runId);
  await createSearchRepository({ db: deps.db }).abortRun(runId, auth.userId, deps.clock.now().toISOString());
  return searchStatus(deps, auth, runId);
}
