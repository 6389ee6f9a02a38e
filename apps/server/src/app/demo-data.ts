import { Rights, StartModule, ORIGINAL_READER_GROUP, type FibuType } from '@belegfluss/shared';
import type { Db } from '../kernel/database.js';
import { hashPassword, seedDemoClientApp } from '../modules/auth/index.js';
import { seedTenancyOnce, type SeedUser } from '../modules/tenancy/index.js';

type DemoUser = Omit<SeedUser, 'passwordHash'> & { password: string; role: string };

/** The demo logins; README.md lists the same names and passwords. */
export const demoUsers: DemoUser[] = [
  {
    kuerzel: 'admin',
    fullName: 'Anna Admin',
    password: 'Admin-2026',
    role: 'Administrator',
    isAdmin: true,
    startModule: StartModule.InvoiceProcessing,
    rights: [
      Rights.canStartUnides,
      Rights.canStartWorkflow,
      Rights.canStartUniview,
      Rights.canStartVerwaltung,
      Rights.canRedirectWorkflow,
      Rights.canEditAccountsInWorkflow,
    ],
    mandanten: 'all',
    groups: [ORIGINAL_READER_GROUP],
  },
  {
    kuerzel: 'erfasser',
    fullName: 'Erik Erfasser',
    password: 'Erfasser-2026',
    role: 'Erfassung und Workflow',
    startModule: StartModule.InvoiceProcessing,
    rights: [
      Rights.canStartUnides,
      Rights.canStartWorkflow,
      Rights.canStartUniview,
      Rights.canRedirectWorkflow,
      Rights.canEditAccountsInWorkflow,
    ],
    mandanten: [10001, 10002, 10003],
    groups: ['Buchhaltung', ORIGINAL_READER_GROUP],
  },
  {
    kuerzel: 'freigeber',
    fullName: 'Frieda Freigeber',
    password: 'Freigabe-2026',
    role: 'Freigabe (nur Workflow)',
    startModule: StartModule.Workflow,
    rights: [Rights.canStartWorkflow],
    mandanten: [10001, 10002],
    groups: ['Freigeber'],
  },
  {
    kuerzel: 'sba',
    fullName: 'Sebastian Sachbearbeiter',
    password: 'Sba-Demo-2026',
    role: 'SBA-Benutzer',
    startModule: StartModule.Workflow,
    rights: [Rights.isSba, Rights.canStartWorkflow, Rights.canStartUniview],
    mandanten: [10002],
    groups: [],
  },
  {
    kuerzel: 'mandant',
    fullName: 'Martha Mandantin',
    password: 'Mandant-2026',
    role: 'Mandanten-Benutzer (Bäckerei Sonnenschein)',
    kind: 'mandant',
    startModule: StartModule.Archive,
    rights: [Rights.canStartUniview, Rights.canStartWorkflow],
    mandanten: [10001],
    groups: [],
  },
];

const demoMandanten: { mandnr: number; name: string; fibu: FibuType }[] = [
  { mandnr: 10001, name: 'Bäckerei Sonnenschein GmbH', fibu: 'DATEV' },
  { mandnr: 10002, name: 'Autohaus Berger KG', fibu: 'ADDISON' },
  { mandnr: 10003, name: 'Hotel Alpenblick OHG', fibu: 'ADATA' },
];

/**
 * Seeds one Kanzlei, three Mandanten, groups and users once, into an empty database, and the demo
 * client app for the authorization-code flow (redirect URIs below `publicUrl`).
 */
export async function seedDemoData(db: Db, options: { publicUrl?: string } = {}): Promise<boolean> {
  const passwordHashes = await Promise.all(demoUsers.map((user) => hashPassword(user.password)));
  const seeded = await seedTenancyOnce(db, {
    kanzlei: { nr: 1, name: 'Steuerkanzlei Muster & Partner' },
    mandanten: demoMandanten,
    groups: [ORIGINAL_READER_GROUP, 'Buchhaltung', 'Freigeber'],
    users: demoUsers.map(({ password: _password, role: _role, ...user }, index) => ({
      ...user,
      passwordHash: passwordHashes[index] as string,
    })),
  });
  if (seeded) await seedDemoClientApp(db, options.publicUrl ?? 'http://localhost:8080');
  return seeded;
}
