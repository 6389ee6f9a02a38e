import type { KernelDependencies } from '../../kernel/dependencies.js';
import type { BookingPorts } from '../booking/index.js';
import type { TenancyRepository } from '../tenancy/index.js';
import type { GoodsReceiptDocuments } from './goods-receipt.ports.js';

/** What the goods-receipt module reads from the composition root. */
export type GoodsReceiptDependencies = KernelDependencies & {
  tenancy: TenancyRepository;
  /** The booking module's ports: booking proposals from orders are written through the booking module. */
  bookingPorts: BookingPorts;
  /** Capture's document values and page texts. */
  goodsReceiptDocuments: GoodsReceiptDocuments;
};
