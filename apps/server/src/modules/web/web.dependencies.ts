import type { KernelDependencies } from '../../kernel/dependencies.js';

export type WebDependencies = KernelDependencies;
