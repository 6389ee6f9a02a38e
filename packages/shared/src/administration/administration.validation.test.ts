import { describe, expect, it } from 'vitest';
import { validateVorgang } from '../masterdata/masterdata.validation.js';
import {
  validateExternalUser,
  validateGroupName,
  validateMandantName,
  validateUserFields,
} from './administration.validation.js';

const codes = (issues: { path: string; code: string }[]) =>
  issues.map((found) => `${found.path} ${found.code}`);

describe('administration rules shared by forms and server', () => {
  it('wants a short name of safe characters and a full name', () => {
    expect(codes(validateUserFields({ kuerzel: ' ', fullName: 'Emil' }))).toEqual([
      'kuerzel administration.user_name_required',
    ]);
    expect(codes(validateUserFields({ kuerzel: 'ebuch', fullName: '' }))).toEqual([
      'fullName administration.user_name_required',
    ]);
    expect(codes(validateUserFields({ kuerzel: 'e buch', fullName: 'Emil' }))).toEqual([
      'kuerzel administration.user_name_invalid',
    ]);
    expect(validateUserFields({ kuerzel: 'e.buch-1', fullName: 'Emil Buchhalter' })).toEqual([]);
  });

  it('checks external users: required, at most 255 characters, a valid address', () => {
    expect(codes(validateExternalUser({ name: '', email: 'a@b.de' }))).toEqual([
      'name administration.external_user_required',
    ]);
    expect(codes(validateExternalUser({ name: 'Extern', email: ' ' }))).toEqual([
      'email administration.external_user_required',
    ]);
    expect(codes(validateExternalUser({ name: 'x'.repeat(256), email: 'a@b.de' }))).toEqual([
      'name administration.external_user_too_long',
    ]);
    expect(codes(validateExternalUser({ name: 'Extern', email: 'extern(at)b.de' }))).toEqual([
      'email settings.mail_address_invalid',
    ]);
    expect(validateExternalUser({ name: 'x'.repeat(255), email: 'extern@b.de' })).toEqual([]);
  });

  it('wants names of groups, Mandanten and Vorgangsarten', () => {
    expect(codes(validateGroupName({ name: ' ' }))).toEqual(['name administration.group_name_required']);
    expect(codes(validateMandantName({ name: '' }))).toEqual(['name administration.mandant_name_required']);
    expect(codes(validateVorgang({ kuerzel: '', name: ' ' }))).toEqual([
      'kuerzel masterdata.vorgang_name_required',
      'name masterdata.vorgang_name_required',
    ]);
    expect(validateVorgang({ kuerzel: 'ER', name: 'Eingangsrechnung' })).toEqual([]);
  });
});
