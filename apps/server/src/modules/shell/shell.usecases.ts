import {
  ContentSystem,
  ContentType,
  CUSTOM_LOGO_MAX_BYTES,
  customLogoTypes,
  JSON_DATA_MAX_BYTES,
  Rights,
  SBA_THEME,
  type DownloadEntry,
  type ThemeName,
} from '@belegfluss/shared';
import { createErrorFactory } from '../../kernel/errors.js';
import { APP_VERSION } from '../../kernel/version.js';
import type { AuthContext } from '../../kernel/auth-context.js';
import { encodePasswordPolicy } from '../auth/index.js';
import { createDownloadService } from '../downloads/index.js';
import { createUserDirectory } from '../tenancy/index.js';
import { createShellRepository } from './shell.repository.js';
import type { ShellDependencies } from './shell.dependencies.js';

const logoInvalidType = createErrorFactory('shell.logo_invalid_type');
const logoTooLarge = createErrorFactory('shell.logo_too_large');
const jsonDataTooLarge = createErrorFactory('shell.json_data_too_large');

/** Recognises the image formats a logo may have by their first bytes, whatever the upload claims. */
export function sniffImageType(bytes: Uint8Array): (typeof customLogoTypes)[number] | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP')
    return 'image/webp';
  return null;
}

function csvCell(value: string | null): string {
  const text = value ?? '';
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Error-log rows an export takes at most. */
const ERROR_LOG_EXPORT_LIMIT = 10_000;

export function createShellUseCases(deps: ShellDependencies) {
  const repository = createShellRepository(deps);
  const downloads = createDownloadService(deps);
  const users = createUserDirectory(deps);

  return {
    repository,

    /** The user's theme: their own choice, else the custom theme for SBA users, else the global one. */
    async userTheme(auth: Pick<AuthContext, 'userId' | 'rights'>): Promise<ThemeName> {
      const own = (await repository.getUserSetting(auth.userId))?.theme;
      if (own) return own as ThemeName;
      if (auth.rights.has(Rights.isSba)) return SBA_THEME;
      return deps.systemSettings.getGlobalTheme();
    },

    async systemData() {
      return {
        InaktivityTimeout: await deps.systemSettings.getInactivityTimeout(),
        ProductVersion: APP_VERSION,
        ServerTime: deps.clock.now().toISOString(),
        PasswordPolicy: encodePasswordPolicy(await deps.systemSettings.getPasswordPolicy()),
      };
    },

    /** Kanzlei rights: staff of the Kanzlei (not Mandant or external users) who are active. */
    async hasKanzleiRights(userId: string): Promise<boolean> {
      const user = await deps.tenancy.findUserById(userId);
      return Boolean(user?.active && (user.isAdmin || user.kind === 'internal'));
    },

    async isJobServerRunning(): Promise<boolean> {
      return deps.jobs
        .assertWorkersAvailable()
        .then(() => true)
        .catch(() => false);
    },

    async setJsonData(userId: string, key: string, value: unknown) {
      if (Buffer.byteLength(JSON.stringify(value ?? null)) > JSON_DATA_MAX_BYTES) throw jsonDataTooLarge();
      await repository.setJsonData(userId, key, value ?? null);
    },

    /** Checks and stores an uploaded logo; returns its stored type and size. */
    async saveCustomLogo(bytes: Buffer, declaredType: string) {
      if (bytes.length > CUSTOM_LOGO_MAX_BYTES) throw logoTooLarge({ maxBytes: CUSTOM_LOGO_MAX_BYTES });
      const sniffed = sniffImageType(bytes);
      if (!sniffed || !(customLogoTypes as readonly string[]).includes(declaredType)) {
        throw logoInvalidType({ declaredType });
      }
      const stored = await deps.storage.put(bytes, { maxBytes: CUSTOM_LOGO_MAX_BYTES });
      const logo = { sha256: stored.sha256, contentType: sniffed, size: stored.size };
      await deps.systemSettings.setCustomLogo(logo);
      return logo;
    },

    /** Writes the client error log as CSV and hands it to the administrator's download manager. */
    async exportErrorLog(auth: Pick<AuthContext, 'userId'>): Promise<DownloadEntry> {
      const rows = await repository.listErrorLog(ERROR_LOG_EXPORT_LIMIT);
      const loginNames = await users.loginNames(rows.flatMap((row) => (row.userId ? [row.userId] : [])));
      const lines = [
        ['Zeitpunkt', 'Benutzer', 'Meldung', 'Adresse', 'Browser'].join(';'),
        ...rows.map((row) =>
          [
            row.createdAt,
            row.userId ? (loginNames.get(row.userId) ?? null) : null,
            row.message,
            row.url,
            row.userAgent,
          ]
            .map(csvCell)
            .join(';'),
        ),
      ];
      const csv = Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
      const stored = await deps.storage.put(csv);
      const stamp = deps.clock.now().toISOString().slice(0, 10);
      return downloads.startZipDownload({
        userId: auth.userId,
        mandantId: null,
        name: `Fehlerprotokoll ${stamp}`,
        contentType: ContentType.CsvExport,
        contentSystem: ContentSystem.None,
        files: [{ sha256: stored.sha256, fileName: `Fehlerprotokoll_${stamp}.csv` }],
      });
    },
  };
}

export type ShellUseCases = ReturnType<typeof createShellUseCases>;
