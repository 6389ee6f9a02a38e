import { defineErrors } from '../errors.js';

export const messagingErrors = defineErrors({
  'messaging.foreign_session': {
    status: 403,
    de: 'Nachrichten können nur an die eigene Anmeldung gesendet werden.',
    en: 'Messages can only be sent within your own sign-in.',
    ru: 'Сообщения можно отправлять только в пределах собственного входа.',
  },
  'messaging.type_not_sendable': {
    status: 400,
    de: 'Diese Nachrichtenart sendet nur der Server.',
    en: 'Only the server sends this kind of message.',
    ru: 'Этот тип сообщений отправляет только сервер.',
  },
  'messaging.no_connection': {
    status: 503,
    de: 'Keine Verbindung zum Nachrichtenserver!',
    en: 'No connection to the message server!',
    ru: 'Нет соединения с сервером сообщений!',
  },
});
