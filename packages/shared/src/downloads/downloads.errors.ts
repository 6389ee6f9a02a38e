import { defineErrors } from '../errors.js';

export const downloadErrors = defineErrors({
  'downloads.entry_not_found': {
    status: 404,
    de: 'Der Download-Eintrag wurde nicht gefunden.',
    en: 'The download entry was not found.',
    ru: 'Запись загрузки не найдена.',
  },
  'downloads.entry_not_ready': {
    status: 409,
    de: 'Nur fertige Einträge können heruntergeladen werden.',
    en: 'Only finished entries can be downloaded.',
    ru: 'Скачать можно только готовые записи.',
  },
  'downloads.entry_busy': {
    status: 409,
    de: 'Einträge in Bearbeitung können nicht gelöscht werden.',
    en: 'Entries that are being prepared cannot be deleted.',
    ru: 'Записи в обработке нельзя удалить.',
  },
  'downloads.no_files': {
    status: 400,
    de: 'Für den Download wurden keine Dateien angegeben.',
    en: 'No files were given for the download.',
    ru: 'Не указаны файлы для загрузки.',
  },
});
