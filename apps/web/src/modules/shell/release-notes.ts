import {
  Rights,
  type Language,
  type ReleaseNoteFeature,
  type ReleaseNoteModule,
  type ReleaseNotesVersion,
} from '@belegfluss/shared';

/** The start rights that let a user use each module a release note can name. */
const moduleRights: Record<ReleaseNoteModule, string[]> = {
  Capture: [Rights.canStartUnicapture, Rights.canStartUnides],
  Unides: [Rights.canStartUnides],
  Workflow: [Rights.canStartWorkflow],
  WorkflowSearch: [Rights.canStartWorkflow],
};

const locales = { de: 'DE', en: 'EN', ru: 'RU' } as const;

/** The features of a release in the active language that name a module the user may use. */
export function featuresForUser(
  version: ReleaseNotesVersion,
  language: Language,
  rights: readonly string[],
): ReleaseNoteFeature[] {
  const mayUse = (module: ReleaseNoteModule) => moduleRights[module].some((right) => rights.includes(right));
  return version.locales[locales[language]].features.filter((feature) =>
    feature.supportedModules.some(mayUse),
  );
}
