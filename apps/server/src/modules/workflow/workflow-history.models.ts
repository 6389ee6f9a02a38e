import { formatDateTime, WORKFLOW_NOTE_MAX_LENGTH } from '@belegfluss/shared';

/**
 * The texts of history entries. History is a record shared by every participant, kept in German (the
 * product's source language); the entry type flags carry the meaning the client translates.
 */
function withNote(text: string, note: string): string {
  const full = note ? `${text}: ${note}` : text;
  return full.length > WORKFLOW_NOTE_MAX_LENGTH ? `${full.slice(0, WORKFLOW_NOTE_MAX_LENGTH - 1)}…` : full;
}

const onBehalf = (principal: string | null) => (principal ? ` (als Stellvertretung für ${principal})` : '');

export const historyText = {
  started: (definition: string | null, recipients: string[], note: string) =>
    withNote(`Workflow gestartet${definition ? ` (${definition})` : ''} an ${recipients.join(', ')}`, note),
  approved: (principal: string | null, stampPage: number | null, note: string) =>
    withNote(
      `Genehmigt${stampPage !== null ? ` (Stempel auf Seite ${stampPage + 1})` : ''}${onBehalf(principal)}`,
      note,
    ),
  rejected: (principal: string | null, stampPage: number | null, note: string) =>
    withNote(
      `Abgelehnt${stampPage !== null ? ` (Stempel auf Seite ${stampPage + 1})` : ''}${onBehalf(principal)}`,
      note,
    ),
  perused: (principal: string | null, note: string) =>
    withNote(`Zur Kenntnis genommen${onBehalf(principal)}`, note),
  completed: (result: string) => `Workflow abgeschlossen (${result})`,
  nextStep: (recipients: string[]) => `Weiter an ${recipients.join(', ')}`,
  redirected: (target: string, principal: string | null, note: string) =>
    withNote(`Weitergeleitet an ${target}${onBehalf(principal)}`, note),
  inquiryStarted: (target: string, until: string, info: string, note: string) =>
    withNote(`Rückfrage an ${target} (bis ${formatDateTime(until, 'de')})${info ? ` – ${info}` : ''}`, note),
  inquiryCompleted: (answer: string) => withNote('Rückfrage beantwortet', answer),
  inquiryCancelled: (note: string) => withNote('Rückfrage abgebrochen', note),
  postponed: (until: string, reason: string, custom: string) =>
    withNote(`Zurückgestellt bis ${formatDateTime(until, 'de')}${reason ? ` (${reason})` : ''}`, custom),
  postbackReset: () => 'Rückstellung zurückgesetzt',
  locked: (principal: string | null) => `Workflow ausgecheckt${onBehalf(principal)}`,
  unlocked: () => 'Workflow eingecheckt',
  fileAdded: (name: string, source: 'web' | 'mobile') =>
    `Datei hinzugefügt${source === 'mobile' ? ' (mobil)' : ''}: ${name}`,
  fileDeleted: (name: string) => `Datei entfernt: ${name}`,
  pickedUp: () => 'Workflow abgeholt',
  cancelled: (note: string) => withNote('Workflow abgebrochen', note),
  indexSaved: (fields: string[]) => `Indexdaten geändert: ${fields.join(', ')}`,
  bookingChanged: (what: string) => what,
  deepLinkCreated: (name: string, email: string) => `Link für externen Benutzer ${name} <${email}> erstellt`,
  note: (text: string) => withNote('', text).replace(/^: /, ''),
};
