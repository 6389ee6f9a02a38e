import { errorCatalog, errorMessage, type ValidationIssue } from '@belegfluss/shared';
import { AppError } from './errors.js';

/**
 * Throws the first issue of a shared business rule as the API error (its own code and status),
 * listing every issue in `fields` with the rule's code, so the client can mark each field.
 */
export function assertValid(issues: readonly ValidationIssue[], pathPrefix = 'body'): void {
  const [first] = issues;
  if (!first) return;
  throw new AppError(
    first.code,
    errorCatalog[first.code]?.status ?? 400,
    undefined,
    issues.map((found) => ({
      path: `${pathPrefix}.${found.path}`,
      issue: found.code,
      message: errorMessage(found.code, 'de'),
    })),
  );
}
