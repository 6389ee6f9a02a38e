import { defineErrors } from '../errors.js';

export const shellErrors = defineErrors({
  'shell.logo_invalid_type': {
    status: 415,
    de: 'Das Logo muss ein PNG-, JPEG-, GIF- oder WebP-Bild sein.',
    en: 'The logo must be a PNG, JPEG, GIF or WebP image.',
    ru: 'Логотип должен быть изображением PNG, JPEG, GIF или WebP.',
  },
  'shell.logo_too_large': {
    status: 413,
    de: 'Das Logo darf höchstens 512 KB groß sein.',
    en: 'The logo may be at most 512 KB.',
    ru: 'Размер логотипа не должен превышать 512 КБ.',
  },
  'shell.json_data_too_large': {
    status: 413,
    de: 'Die gespeicherten Daten sind zu groß.',
    en: 'The data to store is too large.',
    ru: 'Сохраняемые данные слишком велики.',
  },
});
