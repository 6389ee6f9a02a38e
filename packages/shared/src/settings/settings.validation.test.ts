import { describe, expect, it } from 'vitest';
import {
  isValidFileName,
  splitRecipients,
  validateMail,
  validateResubmissionDate,
} from './settings.validation.js';

const mail = { to: 'a@example.com', subject: 'Rechnung', message: 'Anbei', pdfFileName: 'Rechnung 4711.pdf' };
const codes = (issues: { code: string }[]) => issues.map((found) => found.code);

describe('e-mail dialog rules', () => {
  it('accepts a complete mail and several recipients', () => {
    expect(validateMail(mail)).toEqual([]);
    expect(splitRecipients('a@example.com; b@example.org ,')).toEqual(['a@example.com', 'b@example.org']);
    expect(validateMail({ ...mail, to: 'a@example.com; b@example.org' })).toEqual([]);
  });

  it('requires file name, valid address, subject and message', () => {
    expect(codes(validateMail({ to: '', subject: ' ', message: '', pdfFileName: '' }))).toEqual([
      'settings.mail_file_name_invalid',
      'settings.mail_address_invalid',
      'settings.mail_subject_required',
      'settings.mail_message_required',
    ]);
    expect(codes(validateMail({ ...mail, to: 'a@example.com, kein-mail' }))).toEqual([
      'settings.mail_address_invalid',
    ]);
    expect(isValidFileName('a/b.pdf')).toBe(false);
    expect(isValidFileName('..')).toBe(false);
  });
});

describe('resubmission dates', () => {
  it('wants a real date from today up to two years ahead', () => {
    expect(validateResubmissionDate('', '2025-03-01').issues[0]?.code).toBe(
      'settings.resubmission_date_required',
    );
    expect(validateResubmissionDate('30.02.2025', '2025-03-01').issues[0]?.code).toBe(
      'settings.date_invalid',
    );
    expect(validateResubmissionDate('28.02.2025', '2025-03-01').issues[0]?.code).toBe(
      'settings.resubmission_date_past',
    );
    expect(validateResubmissionDate('01.03.2025', '2025-03-01')).toEqual({ date: '2025-03-01', issues: [] });
    expect(validateResubmissionDate('2027-03-01', '2025-03-01').issues).toEqual([]);
    expect(validateResubmissionDate('2027-03-02', '2025-03-01').issues[0]?.code).toBe(
      'settings.resubmission_date_too_far',
    );
  });
});
