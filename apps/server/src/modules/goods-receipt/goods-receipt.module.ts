import type { AppModule } from '../../kernel/module.js';
import type { GoodsReceiptDependencies } from './goods-receipt.dependencies.js';
import { registerWawiImportRoutes } from './wawi-import.routes.js';
import { registerWawiLinkRoutes } from './wawi-link.routes.js';
import { registerWawiViewRoutes } from './wawi-view.routes.js';

/** Goods-receipt matching (spec 001, `/api/cap/wawi/*`): orders and receipts, links, corrections, proposals. */
export const goodsReceiptModule: AppModule<GoodsReceiptDependencies> = {
  name: 'goods-receipt',
  registerRoutes(app, deps) {
    registerWawiViewRoutes(app, deps);
    registerWawiLinkRoutes(app, deps);
    registerWawiImportRoutes(app, deps);
  },
};
