import { describe, expect, it } from 'vitest';
import { canDeleteEntries, canDownloadEntries, ContentState } from './downloads.schemas.js';

const { None, Working, Finished, Error } = ContentState;

describe('download manager buttons (spec 000, section 4)', () => {
  it('enables Herunterladen only when every selected entry is finished', () => {
    expect(canDownloadEntries([Finished])).toBe(true);
    expect(canDownloadEntries([Finished, Finished])).toBe(true);
    expect(canDownloadEntries([Finished, Working])).toBe(false);
    expect(canDownloadEntries([Finished, Error])).toBe(false);
    expect(canDownloadEntries([None])).toBe(false);
  });

  it('enables Löschen when every selected entry is finished or failed', () => {
    expect(canDeleteEntries([Finished, Error])).toBe(true);
    expect(canDeleteEntries([Error])).toBe(true);
    expect(canDeleteEntries([Finished, Working])).toBe(false);
    expect(canDeleteEntries([None, Finished])).toBe(false);
  });

  it('disables both for an empty selection', () => {
    expect(canDownloadEntries([])).toBe(false);
    expect(canDeleteEntries([])).toBe(false);
  });
});
