import { exportSystems, type ExportSystemValue } from '@belegfluss/shared';
import { createMandantenRepository } from '../administration/index.js';
import { createSettingsService } from '../settings/index.js';
import type { ExportDependencies } from './export.dependencies.js';
import { exportError } from './export.errors.js';
import { exportProfile, profileProblems, type ExportProfile } from './export.profiles.js';

/** Everything the export of a Mandant writes its headers from. */
export type ExportSetup = {
  mandantId: string;
  mandnr: number;
  profile: ExportProfile;
  accountLength: number;
  fiscalYearStartMonth: number;
  /** Sachkontenrahmen for the header: "03", "04" or "". */
  chart: string;
  transferDocumentImages: boolean;
  costSystems: string;
  problems: string[];
};

const chartCodes: Record<string, string> = { SKR03: '03', SKR04: '04' };

/** Reads the Mandant's accounting system and its options; refuses a system the export cannot write. */
export async function loadExportSetup(deps: ExportDependencies, mandantId: string): Promise<ExportSetup> {
  const mandant = await deps.tenancy.findMandantById(mandantId);
  if (!mandant) throw exportError.notConfigured({ mandantId });
  if (!exportSystems.includes(mandant.fibu as ExportSystemValue))
    throw exportError.systemNotSupported({ fibu: mandant.fibu });
  const settings = createSettingsService({ db: deps.db });
  const [datev, addison, adata, info] = await Promise.all([
    settings.get('datevOptions', { mandantId }),
    settings.get('addisonOptions', { mandantId }),
    settings.get('adataOptions', { mandantId }),
    createMandantenRepository({ db: deps.db }).info(mandant.kanzleiId, mandantId),
  ]);
  const profile = exportProfile({
    system: mandant.fibu as ExportSystemValue,
    mandnr: mandant.mandnr,
    betriebnr: mandant.betriebnr,
    datev,
    addison,
    adata,
  });
  return {
    mandantId,
    mandnr: mandant.mandnr,
    profile,
    accountLength: datev.accountLength,
    fiscalYearStartMonth: info?.fiscalYearStartMonth ?? 1,
    chart: chartCodes[info?.accountFrame ?? ''] ?? '',
    transferDocumentImages: profile.images,
    costSystems: datev.costSystems,
    problems: profileProblems(profile),
  };
}
