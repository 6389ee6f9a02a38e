import { defineErrors } from '../errors.js';

/** Error codes of the archive (UniView), its retention and its audit checks. */
export const archiveErrors = defineErrors({
  'archive.document_not_found': {
    status: 404,
    de: 'Das archivierte Dokument wurde nicht gefunden.',
    en: 'The archived document was not found.',
    ru: 'Архивный документ не найден.',
  },
  'archive.document_archived': {
    status: 409,
    de: 'Das Dokument ist archiviert und kann nicht mehr geändert oder gelöscht werden. Korrekturen werden als neue Revision abgelegt.',
    en: 'The document is archived and can no longer be changed or deleted. Corrections are stored as a new revision.',
    ru: 'Документ заархивирован и больше не может быть изменён или удалён. Исправления сохраняются как новая ревизия.',
  },
  'archive.not_green': {
    status: 409,
    de: 'Nur vollständig erfasste (grüne) Dokumente können archiviert werden.',
    en: 'Only completely captured (green) documents can be archived.',
    ru: 'Архивировать можно только полностью обработанные (зелёные) документы.',
  },
  'archive.not_current_revision': {
    status: 409,
    de: 'Korrigiert werden kann nur die neueste Revision eines Dokuments.',
    en: 'Only the newest revision of a document can be corrected.',
    ru: 'Исправить можно только последнюю ревизию документа.',
  },
  'archive.correction_invalid': {
    status: 400,
    de: 'Die Korrektur enthält ein unbekanntes Feld oder einen ungültigen Wert.',
    en: 'The correction contains an unknown field or an invalid value.',
    ru: 'Исправление содержит неизвестное поле или недопустимое значение.',
  },
  'archive.correction_unchanged': {
    status: 400,
    de: 'Die Korrektur ändert keinen Wert.',
    en: 'The correction changes no value.',
    ru: 'Исправление не изменяет ни одного значения.',
  },
  'archive.original_reader_only': {
    status: 403,
    de: 'Das Original dürfen nur Mitglieder der Gruppe Original-Leser herunterladen.',
    en: 'Only members of the group Original-Leser may download the original.',
    ru: 'Оригинал могут скачивать только члены группы Original-Leser.',
  },
  'archive.fulltext_term_too_short': {
    status: 400,
    de: 'Volltext-Suchbegriffe müssen länger als 3 Buchstaben sein.',
    en: 'Full-text search terms must be longer than 3 letters.',
    ru: 'Слова для полнотекстового поиска должны быть длиннее 3 букв.',
  },
  'archive.search_invalid': {
    status: 400,
    de: 'Ungültige Suche, bitte prüfen Sie die Suchmaske.',
    en: 'Invalid search, please check the search mask.',
    ru: 'Недопустимый поиск, проверьте маску поиска.',
  },
  'archive.search_busy': {
    status: 503,
    de: 'Die Datenbank ist ausgelastet. Bitte grenzen Sie die Suchkriterien weiter ein.',
    en: 'The database is busy. Please narrow the search criteria.',
    ru: 'База данных перегружена. Уточните критерии поиска.',
  },
  'archive.search_not_found': {
    status: 404,
    de: 'Die Suche gibt es nicht mehr. Bitte starten Sie sie erneut.',
    en: 'The search no longer exists. Please start it again.',
    ru: 'Поиск больше не существует. Запустите его снова.',
  },
  'archive.mask_name_taken': {
    status: 409,
    de: 'Eine Suchmaske mit diesem Namen gibt es bereits.',
    en: 'A search mask with this name already exists.',
    ru: 'Маска поиска с таким именем уже существует.',
  },
  'archive.mask_not_found': {
    status: 404,
    de: 'Die Suchmaske wurde nicht gefunden.',
    en: 'The search mask was not found.',
    ru: 'Маска поиска не найдена.',
  },
  'archive.mask_not_owner': {
    status: 403,
    de: 'Nur der Besitzer kann diese Suchmaske ändern, veröffentlichen oder löschen.',
    en: 'Only the owner can change, publish or delete this search mask.',
    ru: 'Только владелец может изменить, опубликовать или удалить эту маску поиска.',
  },
  'archive.deep_link_not_released': {
    status: 403,
    de: 'Der Deep-Link ist für den angemeldeten Benutzer nicht freigegeben.',
    en: 'The deep link is not released for the signed-in user.',
    ru: 'Глубокая ссылка не разрешена для вошедшего пользователя.',
  },
  'archive.session_not_found': {
    status: 404,
    de: 'Die Sitzung wurde nicht gefunden oder ist abgelaufen.',
    en: 'The session was not found or has expired.',
    ru: 'Сеанс не найден или истёк.',
  },
  'archive.retention_not_expired': {
    status: 409,
    de: 'Die Aufbewahrungsfrist ist noch nicht abgelaufen oder das Dokument unterliegt einer Löschsperre.',
    en: 'The retention period has not ended yet or the document is under a legal hold.',
    ru: 'Срок хранения ещё не истёк, или документ находится под запретом удаления.',
  },
  'archive.retention_reason_required': {
    status: 400,
    de: 'Bitte geben Sie einen Grund an.',
    en: 'Please give a reason.',
    ru: 'Укажите причину.',
  },
  'archive.export_period_invalid': {
    status: 400,
    de: 'Der Zeitraum ist ungültig: Der Beginn darf nicht nach dem Ende und nicht in der Zukunft liegen.',
    en: 'The period is invalid: the start may not be after the end or in the future.',
    ru: 'Недопустимый период: начало не может быть позже конца или в будущем.',
  },
  'archive.export_empty': {
    status: 409,
    de: 'Keine Dokumente zum Bereitstellen im gewählten Zeitraum.',
    en: 'No documents to provide in the chosen period.',
    ru: 'В выбранном периоде нет документов для предоставления.',
  },
  'archive.search_warning_ambiguous': {
    status: 400,
    de: 'Der Suchbegriff ist sehr kurz oder kommt in fast jedem Dokument vor; das Ergebnis ist mehrdeutig.',
    en: 'The search term is very short or occurs in almost every document; the result is ambiguous.',
    ru: 'Поисковый запрос очень короткий или встречается почти в каждом документе; результат неоднозначен.',
  },
  'archive.search_limited': {
    status: 400,
    de: 'Laden abgebrochen: Es gibt mehr Treffer als die Maximalanzahl. Bitte grenzen Sie die Suche ein.',
    en: 'Loading aborted: there are more hits than the maximum count. Please narrow the search.',
    ru: 'Загрузка прервана: найдено больше документов, чем максимальное количество. Уточните поиск.',
  },
});
