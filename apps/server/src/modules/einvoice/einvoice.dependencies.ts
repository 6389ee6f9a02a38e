import type { CaptureDependencies } from '../capture/index.js';

/**
 * What the e-invoice module reads from the composition root: the kernel, storage, jobs, tools and
 * tenancy, and what capture's document use cases need, since it fills the capture mask through them.
 */
export type EInvoiceDependencies = CaptureDependencies;
