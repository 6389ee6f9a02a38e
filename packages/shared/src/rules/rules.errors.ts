import { defineErrors } from '../errors.js';

/** Error codes of the rule manager (`/RuleMan`). */
export const rulesErrors = defineErrors({
  'rules.mask_not_found': {
    status: 404,
    de: 'Die Regelmaske wurde für diesen Mandanten nicht gefunden.',
    en: 'The rule mask was not found for this client.',
    ru: 'Маска правил для этого клиента не найдена.',
  },
  'rules.template_not_found': {
    status: 404,
    de: 'Die Regelvorlage wurde nicht gefunden.',
    en: 'The rule template was not found.',
    ru: 'Шаблон правил не найден.',
  },
  'rules.learned_rule_not_found': {
    status: 404,
    de: 'Die gelernte Regel wurde für diesen Mandanten nicht gefunden.',
    en: 'The learned rule was not found for this client.',
    ru: 'Выученное правило для этого клиента не найдено.',
  },
  'rules.page_not_found': {
    status: 404,
    de: 'Die Seite oder das Dokument wurde für diesen Mandanten nicht gefunden.',
    en: 'The page or document was not found for this client.',
    ru: 'Страница или документ для этого клиента не найдены.',
  },
  'rules.anchor_and_search_required': {
    status: 400,
    de: 'Ankermuster und Suchmuster müssen definiert sein.',
    en: 'Anchor pattern and search pattern must be defined.',
    ru: 'Необходимо задать шаблон якоря и шаблон поиска.',
  },
  'rules.name_required': {
    status: 400,
    de: 'Bitte geben Sie der Regel einen Namen.',
    en: 'Please give the rule a name.',
    ru: 'Укажите название правила.',
  },
  'rules.name_duplicate': {
    status: 409,
    de: 'Der Regelname ist in dieser Regelmaske bereits vergeben.',
    en: 'This rule name is already used in this rule mask.',
    ru: 'Это название правила уже используется в этой маске.',
  },
  'rules.pattern_invalid': {
    status: 400,
    de: 'Das Muster ist kein gültiger regulärer Ausdruck.',
    en: 'The pattern is not a valid regular expression.',
    ru: 'Шаблон не является допустимым регулярным выражением.',
  },
  'rules.pattern_unsupported': {
    status: 400,
    de: 'Das Muster verwendet Rückverweise oder Lookarounds. Regeln erlauben nur Ausdrücke, die in linearer Zeit geprüft werden können.',
    en: 'The pattern uses back-references or lookarounds. Rules allow only expressions that can be matched in linear time.',
    ru: 'Шаблон использует обратные ссылки или просмотр вперёд/назад. Правила допускают только выражения, проверяемые за линейное время.',
  },
  'rules.percent_invalid': {
    status: 400,
    de: 'Ungültiger Prozentwert (0 bis 100, höchstens zwei Nachkommastellen).',
    en: 'Invalid percentage (0 to 100, at most two decimal places).',
    ru: 'Недопустимое значение процента (от 0 до 100, не более двух знаков после запятой).',
  },
  'rules.percent_sum': {
    status: 400,
    de: 'Die Anteile ergeben zusammen mehr als 100 %.',
    en: 'The shares add up to more than 100 %.',
    ru: 'Сумма долей превышает 100 %.',
  },
  'rules.ocr_text_required': {
    status: 409,
    de: 'Zum Visualisieren einer Regel wird OCR-Text benötigt. Bitte führen Sie zuerst die Texterkennung für das Dokument aus.',
    en: 'OCR text is required to visualise a rule. Please run text recognition on the document first.',
    ru: 'Для отображения правила нужен распознанный текст. Сначала выполните распознавание текста документа.',
  },
  'rules.choose_one_template': {
    status: 400,
    de: 'Bitte wählen Sie genau eine Vorlage zur Übernahme aus.',
    en: 'Please choose exactly one template to adopt.',
    ru: 'Выберите ровно один шаблон для применения.',
  },
  'rules.change_not_adopted': {
    status: 409,
    de: 'Die Regeländerung kann nicht übernommen werden: die Regelmaske wurde inzwischen geändert oder ist nicht mehr für Sie gesperrt. Bitte laden Sie sie neu.',
    en: 'The rules change cannot be adopted: the rule mask was changed meanwhile or is no longer locked for you. Please reload it.',
    ru: 'Изменение правил не может быть применено: маска была изменена или больше не заблокирована для вас. Загрузите её заново.',
  },
  'rules.mask_locked': {
    status: 409,
    de: 'Die Regelmaske wird gerade von einem anderen Benutzer bearbeitet.',
    en: 'The rule mask is being edited by another user.',
    ru: 'Маска правил сейчас редактируется другим пользователем.',
  },
  'rules.global_admin_only': {
    status: 403,
    de: 'Die globalen Regeln der Kanzlei darf nur ein Administrator ändern.',
    en: 'Only an administrator may change the firm-wide global rules.',
    ru: 'Глобальные правила канцелярии может изменять только администратор.',
  },
  'rules.template_name_duplicate': {
    status: 409,
    de: 'Eine Regelvorlage mit diesem Namen gibt es bereits.',
    en: 'A rule template with this name already exists.',
    ru: 'Шаблон правил с таким названием уже существует.',
  },
  'rules.import_not_rule_export': {
    status: 400,
    de: 'Die Datei ist kein Regelexport (erwartet wird eine mit „Exportieren“ erstellte JSON-Datei des Regelmanagers).',
    en: 'The file is not a rule export (expected a JSON file written by the rule manager’s “Export”).',
    ru: 'Файл не является экспортом правил (ожидается JSON-файл, созданный функцией «Экспорт» менеджера правил).',
  },
  'rules.import_file_missing': {
    status: 400,
    de: 'Bitte wählen Sie genau eine Datei zum Import aus.',
    en: 'Please choose exactly one file to import.',
    ru: 'Выберите ровно один файл для импорта.',
  },
  'rules.nothing_to_export': {
    status: 400,
    de: 'Bitte wählen Sie mindestens eine Regelmaske oder Vorlage zum Export aus.',
    en: 'Please choose at least one rule mask or template to export.',
    ru: 'Выберите хотя бы одну маску или шаблон правил для экспорта.',
  },
});
