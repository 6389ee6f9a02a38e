import type { Language } from '../i18n.js';

type IssueText = Record<Language, string>;

/**
 * The pre-export check's findings, by code, with `{name}` placeholders. The German texts are the
 * wording of DATEV's import where it has one (the file is read by DATEV in German); English and
 * Russian say the same for users who chose those languages.
 */
export const exportIssueTexts = {
  'export.field_too_long': {
    de: 'Die Eingabe "{value}" im Feld "{field}" ist zu lang. Es wird auf "{length}" Stellen gekürzt.',
    en: 'The entry "{value}" in the field "{field}" is too long. It is shortened to "{length}" characters.',
    ru: 'Значение "{value}" в поле "{field}" слишком длинное. Оно будет сокращено до "{length}" знаков.',
  },
  'export.characters_replaced': {
    de: 'Die Eingabe "{value}" im Feld "{field}" enthält Zeichen, die nicht übertragen werden können. Sie werden durch "?" ersetzt.',
    en: 'The entry "{value}" in the field "{field}" contains characters that cannot be transferred. They are replaced by "?".',
    ru: 'Значение "{value}" в поле "{field}" содержит символы, которые нельзя передать. Они будут заменены на "?".',
  },
  'export.belegfeld1_characters': {
    de: 'Die Eingabe "{value}" im Feld "Belegfeld 1" enthält unzulässige Zeichen. Es wird "{cleaned}" übernommen.',
    en: 'The entry "{value}" in the field "Belegfeld 1" contains characters that are not allowed. "{cleaned}" is used.',
    ru: 'Значение "{value}" в поле "Belegfeld 1" содержит недопустимые символы. Будет использовано "{cleaned}".',
  },
  'export.exchange_rate_missing': {
    de: 'Der Beleg ist in "{currency}" ausgestellt. Bitte geben Sie den Kurs für "{currency}" an.',
    en: 'The document is issued in "{currency}". Please enter the exchange rate for "{currency}".',
    ru: 'Документ выставлен в "{currency}". Укажите курс для "{currency}".',
  },
  'export.document_date_missing': {
    de: 'Das Feld "Belegdatum" ist leer.',
    en: 'The field "Belegdatum" (document date) is empty.',
    ru: 'Поле "Belegdatum" (дата документа) не заполнено.',
  },
  'export.creditor_missing': {
    de: 'Die Kontierung nennt keinen Kreditor (Gegenkonto).',
    en: 'The booking names no creditor (contra account).',
    ru: 'В проводке не указан кредитор (корреспондирующий счёт).',
  },
  'export.account_too_long': {
    de: 'Das Konto "{account}" hat mehr als {longest} Stellen (Sachkontenlänge {accountLength}).',
    en: 'The account "{account}" has more than {longest} digits (ledger account length {accountLength}).',
    ru: 'Счёт "{account}" содержит более {longest} цифр (длина счёта {accountLength}).',
  },
  'export.booking_without_lines': {
    de: 'Die Kontierung hat keine Zeilen.',
    en: 'The booking has no lines.',
    ru: 'В проводке нет строк.',
  },
  'export.booking_incomplete': {
    de: 'Zeile {line}: Das Feld "Konto" ist leer.',
    en: 'Line {line}: the field "Konto" (account) is empty.',
    ru: 'Строка {line}: поле "Konto" (счёт) не заполнено.',
  },
  'export.zero_amount': {
    de: 'Zeile {line} hat den Umsatz 0,00 und wird nicht übertragen.',
    en: 'Line {line} has the amount 0.00 and is not transferred.',
    ru: 'Строка {line} имеет сумму 0,00 и не передаётся.',
  },
  'export.in_workflow': {
    de: 'Der Beleg ist in einem laufenden Workflow und wird nicht exportiert.',
    en: 'The document is in a running workflow and is not exported.',
    ru: 'Документ находится в выполняемом рабочем процессе и не экспортируется.',
  },
  'export.workflow_rejected': {
    de: 'Der Beleg wurde im Workflow abgelehnt und wird nicht exportiert.',
    en: 'The document was rejected in the workflow and is not exported.',
    ru: 'Документ отклонён в рабочем процессе и не экспортируется.',
  },
  'export.not_green': {
    de: 'Dem Beleg fehlen Pflichtfelder; er wird nicht exportiert.',
    en: 'The document lacks required fields; it is not exported.',
    ru: 'В документе не заполнены обязательные поля; он не экспортируется.',
  },
  'export.package_split': {
    de: 'DATEV nimmt höchstens {limit} Belege je Belegbilder-Paket an; der Export schreibt {packages} Pakete.',
    en: 'DATEV accepts at most {limit} documents per document-image package; the export writes {packages} packages.',
    ru: 'DATEV принимает не более {limit} документов в одном пакете изображений; экспорт создаст {packages} пакета(ов).',
  },
} as const satisfies Record<string, IssueText>;

export type ExportIssueCode = keyof typeof exportIssueTexts;

/** A finding's text in a language, its placeholders filled; unknown codes fall back to `fallback`. */
export function exportIssueMessage(
  code: string,
  params: Record<string, string>,
  language: Language,
  fallback = code,
): string {
  const texts = (exportIssueTexts as Record<string, IssueText>)[code];
  if (!texts) return fallback;
  return texts[language].replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder);
}
