import { Rights, ORIGINAL_READER_GROUP } from '@belegfluss/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTenancyRepository } from './tenancy.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('token facts', () => {
  const sbaFacts = {
    rights: [Rights.canStartUniview, Rights.canStartWorkflow, Rights.isSba].sort(),
    fibu: 'ADDISON',
    isReader: false,
  };

  it('come with the user found by login name, whatever its case', async () => {
    const tenancy = createTenancyRepository({ db: t.deps.db });
    const found = await tenancy.findUserByLoginWithTokenFacts('SBA', ORIGINAL_READER_GROUP);
    expect(found?.user.kuerzel).toBe('sba');
    expect(found?.facts).toEqual(sbaFacts);
    expect(await tenancy.findUserByLoginWithTokenFacts('nobody', ORIGINAL_READER_GROUP)).toBeNull();
  });

  it('are the same when loaded on their own', async () => {
    const tenancy = createTenancyRepository({ db: t.deps.db });
    const user = await tenancy.findUserByLogin('sba');
    expect(await tenancy.loadTokenFacts(String(user?.id), ORIGINAL_READER_GROUP)).toEqual(sbaFacts);
    const admin = await tenancy.findUserByIdWithTokenFacts(
      String((await tenancy.findUserByLogin('admin'))?.id),
      ORIGINAL_READER_GROUP,
    );
    expect(admin?.facts.isReader).toBe(true);
  });
});
