import { Rights, StartModule, ORIGINAL_READER_GROUP, type FibuType } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { seedDemoClientApp } from '../auth/index.js';
import { hashPassword } from '../auth/index.js';
import {
  groupMemberTable,
  groupTable,
  kanzleiTable,
  mandantAccessTable,
  mandantTable,
  rightGrantTable,
  userTable,
} from './tenancy.tables.js';

type DemoUser = {
  kuerzel: string;
  fullName: string;
  password: string;
  role: string;
  isAdmin?: boolean;
  kind?: 'internal' | 'mandant';
  startModule: number;
  rights: string[];
  mandanten: 'all' | number[];
  groups: string[];
};

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
    password: 'Sba-2026',
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
  const seeded = await db.transaction(async (tx) => {
    const existing = await tx.select({ id: kanzleiTable.id }).from(kanzleiTable).limit(1);
    if (existing.length > 0) return false;
    const [kanzlei] = await tx
      .insert(kanzleiTable)
      .values({ nr: 1, name: 'Steuerkanzlei Muster & Partner' })
      .returning();
    const kanzleiId = (kanzlei as { id: string }).id;
    const mandanten = await tx
      .insert(mandantTable)
      .values(demoMandanten.map((mandant) => ({ ...mandant, kanzleiId, betriebnr: 0 })))
      .returning();
    const groupNames = [ORIGINAL_READER_GROUP, 'Buchhaltung', 'Freigeber'];
    const groups = await tx
      .insert(groupTable)
      .values(groupNames.map((name) => ({ kanzleiId, name })))
      .returning();
    for (const [index, demo] of demoUsers.entries()) {
      const [user] = await tx
        .insert(userTable)
        .values({
          kanzleiId,
          kuerzel: demo.kuerzel,
          fullName: demo.fullName,
          kind: demo.kind ?? 'internal',
          isAdmin: demo.isAdmin ?? false,
          startModule: demo.startModule,
          passwordHash: passwordHashes[index] as string,
          passwordChangedAt: new Date().toISOString(),
        })
        .returning();
      const userId = (user as { id: string }).id;
      if (demo.rights.length > 0) {
        await tx.insert(rightGrantTable).values(demo.rights.map((rightName) => ({ userId, rightName })));
      }
      const mandantIds = mandanten
        .filter((mandant) => demo.mandanten === 'all' || demo.mandanten.includes(mandant.mandnr))
        .map((mandant) => mandant.id);
      if (mandantIds.length > 0) {
        await tx.insert(mandantAccessTable).values(mandantIds.map((mandantId) => ({ userId, mandantId })));
      }
      const memberships = groups.filter((group) => demo.groups.includes(group.name));
      if (memberships.length > 0) {
        await tx.insert(groupMemberTable).values(memberships.map((group) => ({ groupId: group.id, userId })));
      }
    }
    return true;
  });
  if (seeded) await seedDemoClientApp(db, options.publicUrl ?? 'http://localhost:8080');
  return seeded;
}
