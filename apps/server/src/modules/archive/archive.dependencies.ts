import type { KernelDependencies } from '../../kernel/dependencies.js';
import type { JobService } from '../jobs/index.js';
import type { OcrEngine } from '../ocr/index.js';
import type { StorageDriver } from '../storage/index.js';
import type { TenancyRepository } from '../tenancy/index.js';
import type { ArchiveSourcePort } from './archive.ports.js';

/** What the archive module reads from the composition root. */
export type ArchiveDependencies = KernelDependencies & {
  storage: StorageDriver;
  jobs: JobService;
  ocr: OcrEngine;
  tenancy: TenancyRepository;
  /** Capture, booking, workflow and e-invoice data of a document, behind the archive's port. */
  archiveSources: ArchiveSourcePort;
};
