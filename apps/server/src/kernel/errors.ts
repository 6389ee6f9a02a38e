import { errorCatalog, type FieldIssue } from '@belegfluss/shared';

/** An expected failure with a stable code; the HTTP layer turns it into the API error body. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    readonly details?: Record<string, unknown>,
    readonly fields?: FieldIssue[],
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/**
 * Returns a factory for one error code of the shared catalogue, e.g.
 * `const stackNotFound = createErrorFactory('capture.stack_not_found')`.
 */
export function createErrorFactory(code: string) {
  const definition = errorCatalog[code];
  if (!definition) throw new Error(`Error code ${code} is missing from the shared error catalogue`);
  return (details?: Record<string, unknown>) => new AppError(code, definition.status, details);
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export const forbidden = createErrorFactory('auth.forbidden');
export const unauthorized = createErrorFactory('auth.unauthorized');
export const notFound = createErrorFactory('platform.not_found');
export const validationFailed = (fields: FieldIssue[]) =>
  new AppError('platform.validation_failed', 400, undefined, fields);
