import { defineErrors } from '../errors.js';

export const einvoiceErrors = defineErrors({
  'einvoice.not_found': {
    status: 404,
    de: 'Zu diesem Beleg gibt es keine E-Rechnung.',
    en: 'There is no e-invoice for this document.',
    ru: 'Для этого документа нет электронного счёта.',
  },
  'einvoice.position_not_found': {
    status: 404,
    de: 'Diese Rechnungsposition gibt es nicht.',
    en: 'This invoice line does not exist.',
    ru: 'Такой позиции счёта нет.',
  },
  'einvoice.attachment_not_found': {
    status: 404,
    de: 'Diese Anlage enthält die E-Rechnung nicht als Datei.',
    en: 'The e-invoice does not carry this attachment as a file.',
    ru: 'Электронный счёт не содержит это вложение в виде файла.',
  },
  'einvoice.no_readable_invoice': {
    status: 409,
    de: 'Aus dieser Datei konnte keine Rechnung gelesen werden, daher gibt es keine lesbare Ansicht.',
    en: 'No invoice could be read from this file, so there is no readable view.',
    ru: 'Из этого файла не удалось прочитать счёт, поэтому удобочитаемого вида нет.',
  },
  'einvoice.nothing_to_confirm': {
    status: 409,
    de: 'PDF und XML dieser E-Rechnung stimmen überein; es gibt nichts zu bestätigen.',
    en: 'The PDF and the XML of this e-invoice agree; there is nothing to confirm.',
    ru: 'PDF и XML этого электронного счёта совпадают; подтверждать нечего.',
  },
  'einvoice.note_not_found': {
    status: 404,
    de: 'Die Anmerkung wurde nicht gefunden.',
    en: 'The note was not found.',
    ru: 'Примечание не найдено.',
  },
  'einvoice.note_edit_forbidden': {
    status: 403,
    de: 'Sie können nur die von Ihnen angelegten Anmerkungen bearbeiten.',
    en: 'You can only edit the notes you created.',
    ru: 'Вы можете редактировать только созданные вами примечания.',
  },
  'einvoice.note_delete_forbidden': {
    status: 403,
    de: 'Sie können nur die von Ihnen angelegten Anmerkungen löschen.',
    en: 'You can only delete the notes you created.',
    ru: 'Вы можете удалять только созданные вами примечания.',
  },
  'einvoice.note_id_taken': {
    status: 409,
    de: 'Unter dieser Kennung gibt es bereits eine andere Anmerkung.',
    en: 'Another note already uses this identifier.',
    ru: 'Этот идентификатор уже занят другим примечанием.',
  },
  'einvoice.file_missing': {
    status: 400,
    de: 'Bitte wählen Sie eine XML- oder PDF-Datei aus.',
    en: 'Please choose an XML or PDF file.',
    ru: 'Выберите файл XML или PDF.',
  },
  'einvoice.state_not_allowed': {
    status: 409,
    de: 'Dieser Statuswechsel ist für die E-Rechnung nicht möglich.',
    en: 'This state change is not possible for the e-invoice.',
    ru: 'Такая смена статуса для электронного счёта невозможна.',
  },
});
