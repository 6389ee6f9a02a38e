import { defineErrors } from '../errors.js';

/** Errors of the OCR and text engine. 4xx: the file itself is the problem (no retry helps). */
export const ocrErrors = defineErrors({
  'ocr.unavailable': {
    status: 503,
    de: 'Die Texterkennung ist nicht verfügbar: Tesseract oder Poppler ist nicht installiert oder abgeschaltet.',
    en: 'Text recognition is not available: Tesseract or Poppler is not installed or switched off.',
    ru: 'Распознавание текста недоступно: Tesseract или Poppler не установлены или отключены.',
  },
  'ocr.language_unavailable': {
    status: 400,
    de: 'Die gewählte Sprache ist für die Texterkennung nicht installiert.',
    en: 'The selected language is not installed for text recognition.',
    ru: 'Выбранный язык не установлен для распознавания текста.',
  },
  'ocr.unsupported_format': {
    status: 415,
    de: 'Dieses Dateiformat kann nicht gelesen werden. Erlaubt sind PDF, TIFF, JPEG und PNG.',
    en: 'This file format cannot be read. PDF, TIFF, JPEG and PNG are allowed.',
    ru: 'Этот формат файла не читается. Допустимы PDF, TIFF, JPEG и PNG.',
  },
  'ocr.file_corrupt': {
    status: 422,
    de: 'Die Datei ist beschädigt und kann nicht gelesen werden.',
    en: 'The file is damaged and cannot be read.',
    ru: 'Файл повреждён и не может быть прочитан.',
  },
  'ocr.file_empty': {
    status: 422,
    de: 'Die Datei ist leer.',
    en: 'The file is empty.',
    ru: 'Файл пуст.',
  },
  'ocr.pdf_encrypted': {
    status: 422,
    de: 'Die PDF-Datei ist mit einem Kennwort geschützt und kann nicht gelesen werden.',
    en: 'The PDF file is password-protected and cannot be read.',
    ru: 'PDF-файл защищён паролем и не может быть прочитан.',
  },
  'ocr.image_too_large': {
    status: 422,
    de: 'Das Bild ist zu groß, um es zu verarbeiten.',
    en: 'The image is too large to process.',
    ru: 'Изображение слишком большое для обработки.',
  },
  'ocr.page_out_of_range': {
    status: 400,
    de: 'Diese Seite gibt es in der Datei nicht.',
    en: 'This page does not exist in the file.',
    ru: 'Такой страницы в файле нет.',
  },
  'ocr.timeout': {
    status: 504,
    de: 'Die Texterkennung hat zu lange gedauert und wurde abgebrochen.',
    en: 'Text recognition took too long and was stopped.',
    ru: 'Распознавание текста длилось слишком долго и было прервано.',
  },
  'ocr.canceled': {
    status: 409,
    de: 'Die Texterkennung wurde abgebrochen.',
    en: 'Text recognition was canceled.',
    ru: 'Распознавание текста было отменено.',
  },
  'ocr.failed': {
    status: 500,
    de: 'Die Texterkennung ist fehlgeschlagen.',
    en: 'Text recognition failed.',
    ru: 'Распознавание текста не удалось.',
  },
});
