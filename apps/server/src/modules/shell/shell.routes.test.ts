import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPasswordPolicy } from '@belegfluss/shared';
import { postToken } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { clientErrorLogTable } from './shell.tables.js';

let t: TestApp;
let admin: string;
let sba: string;
let erfasser: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, sba, erfasser] = await Promise.all([t.login('admin'), t.login('sba'), t.login('erfasser')]);
});
afterAll(async () => t.close());

const get = (url: string, authorization?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(authorization ? { authorization } : {}), ...headers } });
const post = (url: string, payload: unknown, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: authorization ? { authorization } : {},
  });

function multipart(fileName: string, contentType: string, bytes: Buffer) {
  const boundary = '----belegfluss-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('system data and initial settings', () => {
  it('gives the inactivity timeout, version and policy, and the version trimmed to 5 characters', async () => {
    const data = (await get('/api/man/system/getsystemdata', erfasser)).json();
    expect(data).toMatchObject({ Result: { InaktivityTimeout: 600, ProductVersion: '5.1.6' }, Error: null });
    expect(JSON.parse(Buffer.from(data.Result.PasswordPolicy, 'base64').toString())).toEqual(
      defaultPasswordPolicy,
    );
    expect((await get('/api/man/initialsettings/version')).json()).toEqual({ Result: '5.1.6', Error: null });
    await post('/api/man/system/setsystemsettings', { InaktivityTimeout: 900 }, admin);
    expect((await get('/api/man/system/getsystemdata', erfasser)).json().Result.InaktivityTimeout).toBe(900);
    const refused = await post('/api/man/system/setsystemsettings', { InaktivityTimeout: 900 }, erfasser);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Error).toEqual({
      ErrorMsg: 'Sie sind für diese Aktion nicht berechtigt.',
      Code: 'auth.forbidden',
    });
  });

  it('answers Kanzlei, job server and Kanzlei-number questions', async () => {
    expect((await get('/api/man/system/getuknrinuse', erfasser)).json().Result).toBe(false);
    expect((await get('/api/man/system/isjobserverrunning', erfasser)).json().Result).toBe(false);
    expect((await get('/api/man/system/hasUserKanzleiRights', erfasser)).json().Result).toBe(true);
    expect((await get('/api/man/system/hasUserKanzleiRights', await t.login('mandant'))).json().Result).toBe(
      false,
    );
    const mandantId = (await t.deps.tenancy.findUserByLogin('mandant'))?.id as string;
    expect((await get(`/api/man/system/hasUserKanzleiRights?userId=${mandantId}`, admin)).json().Result).toBe(
      false,
    );
  });

  it('keeps management calls behind sign-in', async () => {
    const response = await get('/api/man/system/getsystemdata');
    expect(response.statusCode).toBe(401);
    expect(response.json().Error.ErrorMsg).toBe('No JWT present or has expired');
  });
});

describe('themes and logo', () => {
  it('gives each user their own theme, SBA users the SBA theme, everyone else the global one', async () => {
    expect((await get('/api/man/system/getUserTheme', erfasser)).json().Result).toBe('Blau');
    expect((await get('/api/man/system/getUserTheme', sba)).json().Result).toBe('SBA');
    expect((await post('/api/man/system/saveglobaltheme', { theme: 'Grün' }, erfasser)).statusCode).toBe(403);
    await post('/api/man/system/saveglobaltheme', { theme: 'Grün' }, admin);
    expect((await get('/api/man/initialsettings/getselectedglobaltheme')).json().Result).toBe('Grün');
    expect((await get('/api/man/system/getUserTheme', erfasser)).json().Result).toBe('Grün');
    await post('/api/man/system/saveUserTheme', { theme: 'Grau' }, erfasser);
    expect((await get('/api/man/system/getUserTheme', erfasser)).json().Result).toBe('Grau');
    expect((await post('/api/man/system/saveUserTheme', { theme: 'Pink' }, erfasser)).statusCode).toBe(400);
  });

  it('serves no custom logo until an administrator uploads a checked image', async () => {
    // No logo is no error: 204 lets the client show the product logo without a failed request in the console.
    const before = await get('/api/man/initialsettings/getselectedlogo');
    expect(before.statusCode).toBe(204);
    expect(before.rawPayload.length).toBe(0);

    const notAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/man/system/uploadcustomlogo',
      ...multipart('logo.png', 'image/png', PNG),
      headers: { ...multipart('logo.png', 'image/png', PNG).headers, authorization: erfasser },
    });
    expect(notAdmin.statusCode).toBe(403);

    const upload = (fileName: string, type: string, bytes: Buffer) => {
      const form = multipart(fileName, type, bytes);
      return t.app.inject({
        method: 'POST',
        url: '/api/man/system/uploadcustomlogo',
        payload: form.payload,
        headers: { ...form.headers, authorization: admin },
      });
    };
    const svg = await upload(
      'logo.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error.code).toBe('shell.logo_invalid_type');
    const disguised = await upload('logo.png', 'image/png', Buffer.from('<html>kein Bild</html>'));
    expect(disguised.json().error.code).toBe('shell.logo_invalid_type');
    const large = await upload('logo.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(600 * 1024)]));
    expect(large.statusCode).toBe(413);
    expect(large.json().error.code).toBe('shell.logo_too_large');

    const ok = await upload('logo.png', 'image/png', PNG);
    expect(ok.json()).toEqual({ Result: { contentType: 'image/png', size: PNG.length }, Error: null });
    const logo = await get('/api/man/initialsettings/getselectedlogo');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    await post('/api/man/system/deletecustomlogo', undefined, admin);
    expect((await get('/api/man/initialsettings/getselectedlogo')).statusCode).toBe(204);
  });
});

describe('per-user data', () => {
  it('keeps JSON values per user and key', async () => {
    await post(
      '/api/man/system/setJsonData',
      { key: 'grid.layout', value: { widths: [109, 206] } },
      erfasser,
    );
    expect((await get('/api/man/system/getJsonData?key=grid.layout', erfasser)).json().Result).toEqual({
      widths: [109, 206],
    });
    expect((await get('/api/man/system/getJsonData?key=grid.layout', sba)).json().Result).toBeNull();
    expect(
      (await post('/api/man/system/removeJsonData', { key: 'grid.layout' }, erfasser)).json().Result,
    ).toBe(true);
    expect((await get('/api/man/system/getJsonData?key=grid.layout', erfasser)).json().Result).toBeNull();
    const tooLarge = await post(
      '/api/man/system/setJsonData',
      { key: 'x', value: 'x'.repeat(300_000) },
      erfasser,
    );
    expect(tooLarge.json().error.code).toBe('shell.json_data_too_large');
  });

  it('saves the language, the last notified release and gives the global rights', async () => {
    expect((await get('/api/man/user/getlanguage', erfasser)).json().Result).toBe('de');
    await post('/api/man/user/setlanguage', { language: 'ru' }, erfasser);
    expect((await get('/api/man/user/getlanguage', erfasser)).json().Result).toBe('ru');
    expect((await get('/api/man/settings/getlastnotifiedreleaseversion', erfasser)).json().Result).toBeNull();
    await post('/api/man/settings/setlastnotifiedreleaseversion', { version: '5.1.6' }, erfasser);
    expect((await get('/api/man/settings/getlastnotifiedreleaseversion', erfasser)).json().Result).toBe(
      '5.1.6',
    );
    expect((await get('/api/man/user/globalrights', sba)).json().Result).toEqual([
      'IS_SBA',
      'UA_CAN_START_UNIVIEW',
      'UA_CAN_START_WORKFLOW',
    ]);
  });

  it('logs client errors, also before sign-in, and exports them for the administrator', async () => {
    expect(
      (
        await post(
          '/api/man/system/WriteErrorLog',
          { message: 'TypeError: x is undefined', url: '/#/MainFrame/Archiv' },
          erfasser,
        )
      ).json(),
    ).toEqual({
      Result: true,
      Error: null,
    });
    expect((await post('/api/man/system/WriteErrorLog', { message: 'vor der Anmeldung' })).statusCode).toBe(
      200,
    );
    expect((await post('/api/man/system/WriteErrorLog', { message: '' })).statusCode).toBe(400);
    const rows = await t.deps.db.select().from(clientErrorLogTable);
    expect(rows.map((row) => row.message).sort()).toEqual(['TypeError: x is undefined', 'vor der Anmeldung']);
    expect((await post('/api/man/system/exporterrorlog', undefined, erfasser)).statusCode).toBe(403);
    const exported = await post('/api/man/system/exporterrorlog', undefined, admin);
    expect(exported.json().Result).toMatchObject({ CONTENT_STATE: 1, CONTENT_TYPE: 2, MANDNR: -1 });
  });
});

describe('passwords', () => {
  it('changes the password with the spec messages for each failure', async () => {
    const change = (oldPassword: string, newPassword: string) =>
      post('/api/man/user/passwordset', { oldPassword, newPassword }, sba);
    const wrong = await change('falsch', 'Neu-Passwort-1');
    expect(wrong.json().Error.ErrorMsg).toBe('Das derzeitige Passwort ist nicht korrekt!');
    const same = await change('Sba-Demo-2026', 'Sba-Demo-2026');
    expect(same.json().Error.ErrorMsg).toBe('Das neue Passwort muss sich vom alten Passwort unterscheiden!');
    const weak = await change('Sba-Demo-2026', 'xbcdefghij');
    expect(weak.json().error).toMatchObject({
      code: 'auth.new_password_invalid',
      details: {
        violations: [
          expect.stringContaining('3 der nachfolgenden Gruppen'),
          expect.any(String),
          expect.any(String),
          expect.any(String),
          expect.any(String),
        ],
      },
    });
    expect((await change('Sba-Demo-2026', 'Sba-Demo-2026-neu')).json()).toEqual({
      Result: true,
      Error: null,
    });
    expect(
      (await postToken(t.app, { grant_type: 'password', username: 'sba', password: 'Sba-Demo-2026-neu' }))
        .statusCode,
    ).toBe(200);
  });

  it('manages the policy as administrator and tells users the days left within 14 days of expiry', async () => {
    expect((await get('/api/man/system/getpasswordsettings', erfasser)).statusCode).toBe(403);
    expect((await get('/api/man/user/passwordage', erfasser)).json().Result).toBe(0);
    const policy = { ...defaultPasswordPolicy, PolicyMaxAgeActive: true, PolicyMaxAgeValue: 10 };
    expect((await post('/api/man/system/setpasswordsettings', policy, admin)).json().Result).toEqual(policy);
    expect((await get('/api/man/system/getpasswordsettings', admin)).json().Result).toEqual(policy);
    expect((await get('/api/man/user/passwordage', erfasser)).json().Result).toBe(10);
    const encoded = (await get('/api/man/user/passwordpolicy', erfasser)).json().Result;
    expect(JSON.parse(Buffer.from(encoded, 'base64').toString())).toMatchObject({ PolicyMaxAgeDaysLeft: 10 });
    await post('/api/man/system/setpasswordsettings', { ...policy, PolicyMaxAgeValue: 90 }, admin);
    expect((await get('/api/man/user/passwordage', erfasser)).json().Result).toBe(0);
    await post('/api/man/system/setpasswordsettings', defaultPasswordPolicy, admin);
  });
});

describe('release notes and workflow count', () => {
  it('lists release 5.1.6 in three languages with its three features', async () => {
    const notes = (await get('/api/man/releasenotes/getreleasenotes', erfasser)).json().Result;
    expect(notes[0].version).toBe('5.1.6');
    for (const locale of ['DE', 'EN', 'RU']) {
      expect(notes[0].locales[locale].features).toHaveLength(3);
      for (const feature of notes[0].locales[locale].features) {
        expect(feature.description).toMatch(/^<p>/);
        expect(feature.supportedModules.length).toBeGreaterThan(0);
      }
    }
    expect(notes[0].locales.DE.features.map((feature: { name: string }) => feature.name)).toEqual([
      'E-Rechnungsprüfung nach EN 16931',
      'Hybride PDF-Rechnungen mit eingebettetem XML',
      'Registerkarte Prüfergebnis',
    ]);
  });

  it('counts open workflow requests as 0 until the workflow module plugs in its counter', async () => {
    expect((await get('/api/wf/sdk/GetOpenWFRequestsCount', erfasser)).json()).toEqual({
      Result: 0,
      Error: null,
    });
    t.deps.shellExtensions.setOpenWorkflowRequestsCounter(async (auth) =>
      auth.kuerzel === 'erfasser' ? 7 : 1,
    );
    expect((await get('/api/wf/sdk/GetOpenWFRequestsCount', erfasser)).json().Result).toBe(7);
  });
});
