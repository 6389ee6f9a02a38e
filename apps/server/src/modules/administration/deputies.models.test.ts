import { describe, expect, it } from 'vitest';
import { localToUtc, utcToLocal } from '../../kernel/local-time.js';
import { compareAuthority, deputyStatus, parseDeputyPeriod } from './deputies.models.js';

describe('deputy periods', () => {
  it('reads German wall-clock times in winter and summer time', () => {
    expect(localToUtc('2025-01-15', '08:00').toISOString()).toBe('2025-01-15T07:00:00.000Z');
    expect(localToUtc('2025-07-15', '08:00').toISOString()).toBe('2025-07-15T06:00:00.000Z');
    expect(utcToLocal(new Date('2025-07-15T06:00:00Z'))).toEqual({ date: '2025-07-15', time: '08:00' });
  });

  it('requires start date and time, valid values and an end after the start', () => {
    const codes = (input: Parameters<typeof parseDeputyPeriod>[0]) => {
      const result = parseDeputyPeriod(input);
      return 'issues' in result ? result.issues.map((found) => found.code) : [];
    };
    const base = { startDate: '01.03.2025', startTime: '08:00', endDate: '', endTime: '' };
    expect(codes({ ...base, startDate: '' })).toEqual(['administration.deputy_start_required']);
    expect(codes({ ...base, startTime: '' })).toEqual(['administration.deputy_start_required']);
    expect(codes({ ...base, startTime: '25:00' })).toEqual(['administration.deputy_date_invalid']);
    expect(codes({ ...base, endDate: '28.02.2025' })).toEqual(['administration.deputy_end_before_start']);
    const open = parseDeputyPeriod(base);
    expect(open).toEqual({ startsAt: new Date('2025-03-01T07:00:00Z'), endsAt: null });
    const ended = parseDeputyPeriod({ ...base, endDate: '2025-03-07' });
    expect('endsAt' in ended && ended.endsAt?.toISOString()).toBe('2025-03-07T22:59:00.000Z');
  });

  it('tells planned, active, done and inactive entries apart', () => {
    const entry = {
      active: true,
      startsAt: new Date('2025-03-01T00:00:00Z'),
      endsAt: new Date('2025-03-08T00:00:00Z'),
    };
    expect(deputyStatus(entry, new Date('2025-02-28T00:00:00Z'))).toBe('PLANNED');
    expect(deputyStatus(entry, new Date('2025-03-03T00:00:00Z'))).toBe('ACTIVE');
    expect(deputyStatus(entry, new Date('2025-03-08T00:00:00Z'))).toBe('DONE');
    expect(deputyStatus({ ...entry, active: false }, new Date('2025-03-03T00:00:00Z'))).toBe('INACTIVE');
    expect(deputyStatus({ ...entry, endsAt: null }, new Date('2030-01-01T00:00:00Z'))).toBe('ACTIVE');
  });
});

describe('rights comparison of principal and deputy', () => {
  it('finds rights and Mandanten the deputy lacks', () => {
    const principal = {
      isAdmin: false,
      grants: [
        { right: 'UA_CAN_START_WORKFLOW', mandantId: null },
        { right: 'UA_CAN_REDIRECT_WORKFLOW', mandantId: 'm1' },
        { right: 'UA_CAN_EDIT_KONTEN_KOSTENSTELLEN_WORKFLOW', mandantId: 'm2' },
      ],
      mandantIds: ['m1', 'm2'],
    };
    const deputy = {
      isAdmin: false,
      grants: [
        { right: 'UA_CAN_START_WORKFLOW', mandantId: 'm1' },
        { right: 'UA_CAN_REDIRECT_WORKFLOW', mandantId: null },
      ],
      mandantIds: ['m1'],
    };
    expect(compareAuthority(principal, deputy)).toEqual({
      missingRights: [
        { right: 'UA_CAN_START_WORKFLOW', mandantId: null },
        { right: 'UA_CAN_EDIT_KONTEN_KOSTENSTELLEN_WORKFLOW', mandantId: 'm2' },
      ],
      missingMandantIds: ['m2'],
    });
    expect(compareAuthority(principal, { ...deputy, isAdmin: true })).toEqual({
      missingRights: [],
      missingMandantIds: [],
    });
  });
});
