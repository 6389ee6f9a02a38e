import type { CaptureDependencies } from '../capture/index.js';

/**
 * What the rules module reads from the composition root: capture's dependencies, since it runs
 * rules on captured documents and re-runs capture's extraction through capture's public functions.
 */
export type RulesDependencies = CaptureDependencies;
