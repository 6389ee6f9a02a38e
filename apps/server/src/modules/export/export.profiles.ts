import type { ExportSystemValue } from '@belegfluss/shared';

/**
 * What differs between the accounting systems. ADDISON and ADATA publish no import format of their
 * own: both read DATEV-format Buchungsstapel, so each system is a profile on the same writer
 * (docs/decisions/export.md): which number stands in the header as Mandant, the batch's name, whether
 * document images travel, and the limits of the fields. No system publishes limits other than
 * DATEV's, so all three use DATEV's lengths.
 */
export type ExportProfile = {
  system: ExportSystemValue;
  adviserNumber: number;
  clientNumber: number;
  /** Bezeichnung of each batch (30 characters). */
  description: (period: string) => string;
  /** Write the XML-Schnittstelle online package and the Beleglink. */
  images: boolean;
  /** How many cost-centre columns the Mandant's accounting uses. */
  costColumns: 0 | 1 | 2;
  /** Festschreibung of the imported bookings. */
  locked: boolean;
  limits: { buchungstext: number; belegfeld1: number; kost: number };
};

export type ExportSettings = {
  system: ExportSystemValue;
  mandnr: number;
  betriebnr: number;
  datev: {
    adviserNumber: string;
    clientNumber: string;
    accountLength: number;
    costSystems: 'KEINE' | 'KOST1' | 'KOST1_KOST2';
    lockBookings: boolean;
  };
  addison: { companyNumber: string; bookingCircle: string; transferDocumentImages: boolean };
  adata: { transferDocumentImages: boolean };
};

const DATEV_LIMITS = { buchungstext: 60, belegfeld1: 36, kost: 36 } as const;
const costColumns = { KEINE: 0, KOST1: 1, KOST1_KOST2: 2 } as const;

/** The export profile of a Mandant's accounting system from its stored options. */
export function exportProfile(settings: ExportSettings): ExportProfile {
  const base = {
    system: settings.system,
    adviserNumber: Number(settings.datev.adviserNumber),
    costColumns: costColumns[settings.datev.costSystems],
    locked: settings.datev.lockBookings,
    limits: DATEV_LIMITS,
  };
  switch (settings.system) {
    case 'ADDISON':
      return {
        ...base,
        clientNumber: Number(settings.addison.companyNumber || settings.mandnr),
        description: (period) =>
          `${settings.addison.bookingCircle || 'Belegfluss'} ${period}`.trim().slice(0, 30),
        images: settings.addison.transferDocumentImages,
      };
    case 'ADATA':
      return {
        ...base,
        clientNumber: settings.betriebnr || settings.mandnr,
        description: (period) => `Belegfluss ${period}`,
        images: settings.adata.transferDocumentImages,
      };
    default:
      return {
        ...base,
        clientNumber: Number(settings.datev.clientNumber),
        description: (period) => `Belegfluss ${period}`,
        images: true,
      };
  }
}

/** What keeps a profile from writing a valid header (settings codes). */
export function profileProblems(profile: ExportProfile): string[] {
  const problems: string[] = [];
  if (!(profile.adviserNumber >= 1001 && profile.adviserNumber <= 9_999_999))
    problems.push('settings.datev_adviser_number');
  if (!(profile.clientNumber >= 1 && profile.clientNumber <= 99_999))
    problems.push('settings.datev_client_number');
  return problems;
}
