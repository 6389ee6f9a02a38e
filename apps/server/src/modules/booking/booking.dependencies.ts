import type { KernelDependencies } from '../../kernel/dependencies.js';
import type { TenancyRepository } from '../tenancy/index.js';
import type { BookingPorts } from './booking.ports.js';

/** What the booking module reads from the composition root. */
export type BookingDependencies = KernelDependencies & {
  tenancy: TenancyRepository;
  /** Capture's document values, master data's accounts and proposals, the tax-key rules. */
  bookingPorts: BookingPorts;
};
