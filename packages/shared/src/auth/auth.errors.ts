import { defineErrors } from '../errors.js';

/** Errors of sign-in, sessions, passwords and the authorization-code flow. */
export const authErrors = defineErrors({
  'auth.force_logout': {
    status: 401,
    de: 'Die Sitzung wurde beendet! Bitte melden Sie sich erneut an!',
    en: 'The session was ended! Please sign in again!',
    ru: 'Сеанс завершён! Пожалуйста, войдите снова!',
  },
  'auth.instance_terminated': {
    status: 401,
    de: 'Die Sitzung in diesem Modul wurde vom Server beendet.',
    en: 'The session in this module was ended by the server.',
    ru: 'Сеанс в этом модуле был завершён сервером.',
  },
  'auth.instance_locked': {
    status: 409,
    de: 'Sie sind an diesem Modul bereits in einer anderen Sitzung angemeldet. Beenden Sie die andere Sitzung, um hier weiterzuarbeiten.',
    en: 'You are already signed in to this module in another session. End the other session to continue here.',
    ru: 'Вы уже вошли в этот модуль в другом сеансе. Завершите другой сеанс, чтобы продолжить здесь.',
  },
  'auth.software_maintenance': {
    status: 400,
    de: 'Die Software wird gerade gewartet. Bitte melden Sie sich später erneut an.',
    en: 'The software is being maintained. Please sign in again later.',
    ru: 'Выполняется техническое обслуживание программы. Пожалуйста, войдите позже.',
  },
  'auth.no_license': {
    status: 403,
    de: 'Keine Lizenz vorhanden!',
    en: 'No licence available!',
    ru: 'Лицензия отсутствует!',
  },
  'auth.time_sync': {
    status: 400,
    de: 'Die Zeitabweichungen zwischen Client und Web-Server ist zu groß!',
    en: 'The time difference between client and web server is too large!',
    ru: 'Слишком большая разница во времени между клиентом и веб-сервером!',
  },
  'auth.invalid_credentials': {
    status: 400,
    de: 'Benutzername oder Passwort falsch!',
    en: 'User name or password is incorrect!',
    ru: 'Неверное имя пользователя или пароль!',
  },
  'auth.invalid_refresh_token': {
    status: 400,
    de: 'Das Anmeldetoken ist ungültig, abgelaufen oder wurde bereits verwendet.',
    en: 'The sign-in token is invalid, expired or was already used.',
    ru: 'Токен входа недействителен, просрочен или уже использован.',
  },
  'auth.current_password_wrong': {
    status: 400,
    de: 'Das derzeitige Passwort ist nicht korrekt!',
    en: 'The current password is not correct!',
    ru: 'Текущий пароль указан неверно!',
  },
  'auth.new_password_same': {
    status: 400,
    de: 'Das neue Passwort muss sich vom alten Passwort unterscheiden!',
    en: 'The new password must differ from the old password!',
    ru: 'Новый пароль должен отличаться от старого!',
  },
  'auth.new_password_invalid': {
    status: 400,
    de: 'Das neue Passwort entspricht nicht den Passwortrichtlinien.',
    en: 'The new password does not meet the password policy.',
    ru: 'Новый пароль не соответствует правилам для паролей.',
  },
  'auth.password_too_common': {
    status: 400,
    de: 'Dieses Passwort wird zu häufig verwendet.',
    en: 'This password is used too often.',
    ru: 'Этот пароль используется слишком часто.',
  },
  'auth.password_is_user_name': {
    status: 400,
    de: 'Das Passwort darf nicht der Benutzername sein.',
    en: 'The password must not be the user name.',
    ru: 'Пароль не должен совпадать с именем пользователя.',
  },
  'auth.password_expired': {
    status: 400,
    de: 'Ihr Passwort ist abgelaufen, bitte vergeben Sie ein Neues.',
    en: 'Your password has expired, please choose a new one.',
    ru: 'Срок действия вашего пароля истёк, задайте новый.',
  },
  'auth.password_not_valid': {
    status: 400,
    de: 'Ihr Passwort entspricht nicht den aktuellen Passwortrichtlinien, bitte vergeben Sie ein Neues.',
    en: 'Your password does not meet the current password policy, please choose a new one.',
    ru: 'Ваш пароль не соответствует текущим правилам, задайте новый.',
  },
  'auth.iwa_not_configured': {
    status: 501,
    de: 'Die Windows-Anmeldung (IWA) ist nicht eingerichtet.',
    en: 'Windows sign-in (IWA) is not set up.',
    ru: 'Вход через Windows (IWA) не настроен.',
  },
  'auth.azure_not_configured': {
    status: 501,
    de: 'Die Anmeldung über Azure AD ist nicht eingerichtet.',
    en: 'Sign-in through Azure AD is not set up.',
    ru: 'Вход через Azure AD не настроен.',
  },
  'auth.client_app_unknown': {
    status: 400,
    de: 'Die anfragende Anwendung ist nicht registriert.',
    en: 'The requesting application is not registered.',
    ru: 'Запрашивающее приложение не зарегистрировано.',
  },
  'auth.redirect_uri_mismatch': {
    status: 400,
    de: 'Die Rücksprungadresse ist für diese Anwendung nicht registriert.',
    en: 'The redirect address is not registered for this application.',
    ru: 'Адрес возврата не зарегистрирован для этого приложения.',
  },
  'auth.code_flow_invalid_request': {
    status: 400,
    de: 'Fehler beim Umleitungsvorgang (OAuth2-Code-Flow)!',
    en: 'Error during the redirect (OAuth2 code flow)!',
    ru: 'Ошибка при перенаправлении (OAuth2 Code Flow)!',
  },
  'auth.session_not_found': {
    status: 404,
    de: 'Die Sitzung wurde nicht gefunden.',
    en: 'The session was not found.',
    ru: 'Сеанс не найден.',
  },
  'auth.grant_not_found': {
    status: 404,
    de: 'Die Zugriffsberechtigung wurde nicht gefunden.',
    en: 'The access grant was not found.',
    ru: 'Разрешение на доступ не найдено.',
  },
});
