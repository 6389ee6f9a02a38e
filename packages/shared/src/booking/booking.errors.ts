import { defineErrors } from '../errors.js';

/** Error codes of the booking record (Kontierung) of a captured document. */
export const bookingErrors = defineErrors({
  'booking.document_not_found': {
    status: 404,
    de: 'Das Dokument wurde nicht gefunden.',
    en: 'The document was not found.',
    ru: 'Документ не найден.',
  },
  'booking.invalid_amount': {
    status: 400,
    de: 'Kein gültiger Betrag.',
    en: 'Not a valid amount.',
    ru: 'Недопустимая сумма.',
  },
  'booking.too_many_decimals': {
    status: 400,
    de: 'Beträge haben höchstens zwei Nachkommastellen.',
    en: 'Amounts have at most two decimal places.',
    ru: 'Суммы могут иметь не более двух знаков после запятой.',
  },
  'booking.negative_amount': {
    status: 400,
    de: 'Negative Beträge sind nur bei einer Gutschrift erlaubt.',
    en: 'Negative amounts are only allowed on a credit note.',
    ru: 'Отрицательные суммы допускаются только для кредит-ноты.',
  },
  'booking.line_unbalanced': {
    status: 400,
    de: 'Netto und MwSt. ergeben nicht den Bruttobetrag (Abweichung über 0,01).',
    en: 'Net and VAT do not add up to the gross amount (difference above 0.01).',
    ru: 'Нетто и НДС не дают сумму брутто (расхождение больше 0,01).',
  },
  'booking.invalid_vat_rate': {
    status: 400,
    de: 'Kein gültiger Steuersatz (0 bis 100 %, höchstens zwei Nachkommastellen).',
    en: 'Not a valid VAT rate (0 to 100 %, at most two decimal places).',
    ru: 'Недопустимая ставка НДС (от 0 до 100 %, не более двух знаков после запятой).',
  },
  'booking.unknown_account': {
    status: 400,
    de: 'Das Konto ist unbekannt.',
    en: 'The account is unknown.',
    ru: 'Счёт не найден.',
  },
  'booking.unknown_creditor': {
    status: 400,
    de: 'Der Kreditor ist unbekannt.',
    en: 'The creditor is unknown.',
    ru: 'Кредитор не найден.',
  },
  'booking.tax_key_not_allowed': {
    status: 400,
    de: 'Der BU-Schlüssel ist für dieses Konto oder diesen Steuersatz nicht erlaubt.',
    en: 'The tax key is not allowed for this account or VAT rate.',
    ru: 'Ключ налога не допускается для этого счёта или этой ставки НДС.',
  },
  'booking.creditor_out_of_range': {
    status: 400,
    de: 'Die Kreditorennummer liegt nicht im Kreditorenbereich des Mandanten.',
    en: "The creditor number is outside the Mandant's creditor range.",
    ru: 'Номер кредитора вне диапазона кредиторов клиента.',
  },
  'booking.account_is_personal': {
    status: 400,
    de: 'Als Gegenkonto ist ein Sachkonto nötig, kein Personenkonto.',
    en: 'The contra account must be a ledger account, not a personal account.',
    ru: 'Контрсчёт должен быть счётом главной книги, а не личным счётом.',
  },
  'booking.split_mode_not_set': {
    status: 400,
    de: 'Bitte eine Aufteilungsart wählen (Betrag, Prozent der Summe, Prozent vom Rest oder Restbetrag).',
    en: 'Please choose a split mode (amount, percent of total, percent of remaining or remaining amount).',
    ru: 'Выберите способ разделения (сумма, процент от итога, процент от остатка или остаток).',
  },
  'booking.invalid_percent': {
    status: 400,
    de: 'Kein gültiger Prozentwert (über 0 bis 100, höchstens zwei Nachkommastellen).',
    en: 'Not a valid percentage (above 0 up to 100, at most two decimal places).',
    ru: 'Недопустимый процент (больше 0 и не больше 100, не более двух знаков после запятой).',
  },
  'booking.split_exceeds_rest': {
    status: 400,
    de: 'Der Betrag ist höher als der noch offene Restbetrag.',
    en: 'The amount is higher than the remaining amount.',
    ru: 'Сумма превышает оставшийся остаток.',
  },
  'booking.split_empty': {
    status: 400,
    de: 'Es ist kein Betrag mehr aufzuteilen.',
    en: 'There is no amount left to split.',
    ru: 'Не осталось суммы для разделения.',
  },
  'booking.split_total_missing': {
    status: 400,
    de: 'Ohne Dokument ist die aufzuteilende Summe anzugeben.',
    en: 'Without a document the total to split is required.',
    ru: 'Без документа необходимо указать сумму для разделения.',
  },
  'booking.split_needs_document': {
    status: 400,
    de: 'Eine Splitzeile kann nur zu einem Dokument gespeichert werden.',
    en: 'A split line can only be stored for a document.',
    ru: 'Строку разделения можно сохранить только для документа.',
  },
  'booking.split_not_creator': {
    status: 403,
    de: 'Splitbuchungen können nur von ihrem Ersteller geändert oder gelöscht werden.',
    en: 'Split bookings can only be changed or deleted by their creator.',
    ru: 'Разделённые проводки может изменять или удалять только их автор.',
  },
  'booking.invalid_skonto_rate': {
    status: 400,
    de: 'Kein gültiger Skontosatz (0 bis 100 %, höchstens zwei Nachkommastellen).',
    en: 'Not a valid cash discount rate (0 to 100 %, at most two decimal places).',
    ru: 'Недопустимая ставка скидки (от 0 до 100 %, не более двух знаков после запятой).',
  },
});
