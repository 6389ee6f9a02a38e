import type { CaptureDependencies, DocumentArchivePort } from './capture.dependencies.js';
import type { AuthContext } from '../../kernel/auth-context.js';
import { createJobQueries } from '../jobs/index.js';
import { createUserDirectory } from '../tenancy/index.js';
import { createDocumentRepository } from './capture-documents.repository.js';
import { createAnnotationRepository } from './capture-annotations.repository.js';
import { createAttachmentRepository } from './capture-attachments.repository.js';
import { createObjectRepository } from './capture-objects.repository.js';
import { createPreferenceRepository } from './capture-preferences.repository.js';
import { createStackRepository } from './capture-stacks.repository.js';
import { createCaptureJobRecords } from './capture.job-records.js';
import { createCaptureSettingsLookup, type CaptureSettingsLookup } from './capture.settings.js';
import { createTextEngine, type TextEngine } from './capture.text-engine.js';

/** Prepares each batch of documents the archive job archives; what it returns commits inside the job's transaction. */
export type ArchiveHook = DocumentArchivePort['prepare'];

export type CaptureContext = ReturnType<typeof createCaptureContext>;

/** What capture's use cases work with: the platform dependencies plus capture's repositories and engines. */
export function createCaptureContext(
  deps: CaptureDependencies,
  overrides: { settings?: CaptureSettingsLookup; textEngine?: TextEngine; archiveHook?: ArchiveHook } = {},
) {
  return {
    deps,
    stacks: createStackRepository({ db: deps.db }),
    documents: createDocumentRepository({ db: deps.db }),
    preferences: createPreferenceRepository({ db: deps.db }),
    annotations: createAnnotationRepository({ db: deps.db }),
    attachments: createAttachmentRepository({ db: deps.db }),
    objects: createObjectRepository({ db: deps.db }),
    jobRecords: createCaptureJobRecords(createJobQueries({ db: deps.db })),
    users: createUserDirectory({ db: deps.db }),
    settings: overrides.settings ?? createCaptureSettingsLookup({ db: deps.db }),
    textEngine: overrides.textEngine ?? createTextEngine(deps.ocr),
    archiveHook: overrides.archiveHook ?? ((input) => deps.documentArchive.prepare(input)),
    /** Runs `work` in one transaction with repositories bound to it. */
    async transaction<T>(
      work: (repos: {
        stacks: ReturnType<typeof createStackRepository>;
        documents: ReturnType<typeof createDocumentRepository>;
        attachments: ReturnType<typeof createAttachmentRepository>;
        tx: CaptureDependencies['db'];
      }) => Promise<T>,
    ): Promise<T> {
      return deps.db.transaction((tx) =>
        work({
          stacks: createStackRepository({ db: tx }),
          documents: createDocumentRepository({ db: tx }),
          attachments: createAttachmentRepository({ db: tx }),
          tx,
        }),
      );
    },
  };
}

export type Actor = { userId: string; name: string };

export function actorOf(auth: AuthContext): Actor {
  return { userId: auth.userId, name: auth.fullName };
}
