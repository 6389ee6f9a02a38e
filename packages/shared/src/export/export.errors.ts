import { defineErrors } from '../errors.js';

/** Error codes of the booking export to DATEV, ADDISON and ADATA. */
export const exportErrors = defineErrors({
  'export.nothing_to_export': {
    status: 409,
    de: 'Es sind keine exportierbaren Belege vorhanden.',
    en: 'There are no exportable documents.',
    ru: 'Нет документов для экспорта.',
  },
  'export.period_in_future': {
    status: 400,
    de: 'Der Exportzeitraum darf nicht in der Zukunft liegen.',
    en: 'The export period must not lie in the future.',
    ru: 'Период экспорта не может находиться в будущем.',
  },
  'export.period_start_after_end': {
    status: 400,
    de: 'Der Beginn des Exportzeitraums darf nicht nach seinem Ende liegen.',
    en: 'The start of the export period must not be after its end.',
    ru: 'Начало периода экспорта не может быть позже его конца.',
  },
  'export.confirmation_required': {
    status: 409,
    de: 'Sie exportieren ungewöhnlich viele Belege. Bitte bestätigen Sie den Export.',
    en: 'You are exporting an unusually large number of documents. Please confirm the export.',
    ru: 'Вы экспортируете необычно много документов. Подтвердите экспорт.',
  },
  'export.check_failed': {
    status: 409,
    de: 'Die Prüfung vor dem Export hat Fehler gefunden. Bitte beheben Sie sie und starten Sie den Export erneut.',
    en: 'The pre-export check found errors. Please fix them and start the export again.',
    ru: 'Проверка перед экспортом обнаружила ошибки. Исправьте их и запустите экспорт снова.',
  },
  'export.not_configured': {
    status: 409,
    de: 'Der Export ist nicht konfiguriert. Bitte aktivieren Sie ihn im Mandantenmanager.',
    en: 'Export is not configured. Please activate it in the tenant manager.',
    ru: 'Экспорт не настроен. Активируйте его в менеджере клиентов.',
  },
  'export.system_not_supported': {
    status: 409,
    de: 'Diese Funktion wird von dem Buchhaltungssystem nicht unterstützt.',
    en: 'This function is not supported by the accounting system.',
    ru: 'Эта функция не поддерживается системой бухгалтерского учёта.',
  },
  'export.already_running': {
    status: 409,
    de: 'Für diesen Mandanten läuft bereits ein Export. Bitte versuchen Sie es später erneut.',
    en: 'An export is already running for this client. Please try again later.',
    ru: 'Для этого клиента уже выполняется экспорт. Повторите попытку позже.',
  },
  'export.already_exported': {
    status: 409,
    de: 'Mindestens ein Beleg wurde bereits in die FiBu exportiert.',
    en: 'At least one document has already been exported to accounting.',
    ru: 'Как минимум один документ уже экспортирован в бухгалтерию.',
  },
  'export.not_exported': {
    status: 409,
    de: 'Der Beleg ist nicht als „FiBu exportiert“ markiert.',
    en: 'The document is not marked as exported to accounting.',
    ru: 'Документ не отмечен как экспортированный в бухгалтерию.',
  },
  'export.reset_reason_required': {
    status: 400,
    de: 'Bitte geben Sie einen Grund für das Zurücksetzen an (mindestens 3 Zeichen).',
    en: 'Please give a reason for the reset (at least 3 characters).',
    ru: 'Укажите причину сброса (не менее 3 символов).',
  },
  'export.reset_reason_too_long': {
    status: 400,
    de: 'Der Grund darf höchstens 999 Zeichen lang sein.',
    en: 'The reason may be at most 999 characters long.',
    ru: 'Причина может содержать не более 999 символов.',
  },
  'export.reset_selection_required': {
    status: 400,
    de: 'Bitte wählen Sie entweder Belege oder einen Export zum Zurücksetzen.',
    en: 'Please choose either documents or an export to reset.',
    ru: 'Выберите для сброса либо документы, либо экспорт.',
  },
  'export.exchange_rate_invalid': {
    status: 400,
    de: 'Der Umrechnungskurs ist ungültig (z. B. 1,0856).',
    en: 'The exchange rate is invalid (e.g. 1.0856).',
    ru: 'Недопустимый обменный курс (например, 1,0856).',
  },
  'export.document_locked': {
    status: 409,
    de: 'Der Beleg wurde bereits in die FiBu exportiert; die Kontierung kann nicht mehr geändert werden.',
    en: 'The document has already been exported to accounting; its booking can no longer be changed.',
    ru: 'Документ уже экспортирован в бухгалтерию; его проводку больше нельзя изменить.',
  },
  'export.run_not_found': {
    status: 404,
    de: 'Der Export wurde nicht gefunden.',
    en: 'The export was not found.',
    ru: 'Экспорт не найден.',
  },
  'export.import_not_extf': {
    status: 400,
    de: 'Die Datei ist keine Datei im DATEV-Format (EXTF).',
    en: 'The file is not a DATEV-format (EXTF) file.',
    ru: 'Файл не является файлом формата DATEV (EXTF).',
  },
});
