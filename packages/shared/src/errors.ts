import { z } from 'zod';
import type { LocalizedText } from './i18n.js';

export type ErrorDefinition = LocalizedText & { status: number };

/**
 * Declares error codes with their HTTP status and user-facing text in every language. Each module
 * keeps its codes in `packages/shared/src/<module>/<module>.errors.ts`; `error-catalog.ts` joins them.
 */
export function defineErrors<const T extends Record<string, ErrorDefinition>>(definitions: T): T {
  return definitions;
}

export const platformErrors = defineErrors({
  'platform.internal': {
    status: 500,
    de: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut oder wenden Sie sich an Ihren Systemadministrator.',
    en: 'An unexpected error occurred. Please try again or contact your system administrator.',
    ru: 'Произошла непредвиденная ошибка. Повторите попытку или обратитесь к системному администратору.',
  },
  'platform.not_found': {
    status: 404,
    de: 'Die angeforderte Adresse gibt es nicht.',
    en: 'The requested address does not exist.',
    ru: 'Запрошенный адрес не существует.',
  },
  'platform.validation_failed': {
    status: 400,
    de: 'Die Eingaben sind unvollständig oder ungültig.',
    en: 'The input is incomplete or invalid.',
    ru: 'Введённые данные неполны или неверны.',
  },
  'platform.invalid_flag': {
    status: 400,
    de: 'Erlaubt sind nur die Werte true oder false (bzw. 1 oder 0).',
    en: 'Only the values true or false (or 1 or 0) are allowed.',
    ru: 'Допустимы только значения true или false (или 1 или 0).',
  },
  'platform.invalid_characters': {
    status: 400,
    de: 'Die Eingabe enthält unzulässige Zeichen (Nullzeichen oder unvollständige Unicode-Zeichen).',
    en: 'The input contains characters that are not allowed (null characters or incomplete Unicode characters).',
    ru: 'Ввод содержит недопустимые символы (нулевые символы или неполные символы Юникода).',
  },
  'platform.payload_too_large': {
    status: 413,
    de: 'Die Datei ist zu groß.',
    en: 'The file is too large.',
    ru: 'Файл слишком большой.',
  },
  'platform.request_too_large': {
    status: 431,
    de: 'Die Anfrage ist zu groß (Adresse oder Kopfzeilen zu lang).',
    en: 'The request is too large (address or headers too long).',
    ru: 'Запрос слишком большой (слишком длинный адрес или заголовки).',
  },
  'platform.unsupported_media_type': {
    status: 415,
    de: 'Dieses Format wird nicht unterstützt.',
    en: 'This format is not supported.',
    ru: 'Этот формат не поддерживается.',
  },
  'platform.rate_limited': {
    status: 429,
    de: 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
    en: 'Too many requests. Please wait a moment.',
    ru: 'Слишком много запросов. Пожалуйста, подождите.',
  },
  'platform.unavailable': {
    status: 503,
    de: 'Der Dienst ist vorübergehend nicht verfügbar.',
    en: 'The service is temporarily unavailable.',
    ru: 'Служба временно недоступна.',
  },
  'auth.unauthorized': {
    status: 401,
    de: 'No JWT present or has expired',
    en: 'No JWT present or has expired',
    ru: 'No JWT present or has expired',
  },
  'auth.forbidden': {
    status: 403,
    de: 'Sie sind für diese Aktion nicht berechtigt.',
    en: 'You are not allowed to do this.',
    ru: 'У вас нет прав на это действие.',
  },
  'tenancy.mandant_not_found': {
    status: 404,
    de: 'Der Mandant wurde nicht gefunden oder kann nicht geladen werden.',
    en: 'The client (Mandant) was not found or could not be loaded.',
    ru: 'Клиент (мандант) не найден или не может быть загружен.',
  },
  'jobs.not_found': {
    status: 404,
    de: 'Der Job wurde nicht gefunden.',
    en: 'The job was not found.',
    ru: 'Задание не найдено.',
  },
  'jobs.server_unavailable': {
    status: 503,
    de: 'Keine Verbindung zum Job-Server!',
    en: 'No connection to the job server!',
    ru: 'Нет соединения с сервером заданий!',
  },
  'jobs.not_retryable': {
    status: 409,
    de: 'Der Job ist nicht abgeschlossen und kann deshalb nicht erneut gesendet werden.',
    en: 'The job is not finished and cannot be resent.',
    ru: 'Задание не завершено, поэтому его нельзя отправить повторно.',
  },
  'storage.object_not_found': {
    status: 404,
    de: 'Die Datei wurde im Speicher nicht gefunden.',
    en: 'The file was not found in storage.',
    ru: 'Файл не найден в хранилище.',
  },
});

export const fieldIssueSchema = z.object({
  path: z.string(),
  issue: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    requestId: z.string().optional(),
    fields: z.array(fieldIssueSchema).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The spec's envelope for management calls: `Result` plus `Error.ErrorMsg` when something failed. */
export function resultObjectSchema<T extends z.ZodType>(result: T) {
  return z.object({
    Result: result,
    Error: z.object({ ErrorMsg: z.string(), Code: z.string() }).nullable(),
  });
}

/** The spec's envelope for lists: `Result` (the rows) and `Count`. */
export function resultObjectCollectionSchema<T extends z.ZodType>(item: T) {
  return z.object({
    Result: z.array(item),
    Count: z.number().int(),
    Error: z.object({ ErrorMsg: z.string(), Code: z.string() }).nullable(),
  });
}

/** A successful ResultObject. */
export function resultOk<T>(value: T): { Result: T; Error: null } {
  return { Result: value, Error: null };
}

/** A successful ResultObjectCollection. */
export function resultList<T>(rows: T[]): { Result: T[]; Count: number; Error: null } {
  return { Result: rows, Count: rows.length, Error: null };
}
