import type { MasterDataDependencies } from './master-data.dependencies.js';
import type { AppModule } from '../../kernel/module.js';
import { registerAdataRoutes } from './adata.routes.js';
import { registerBankAccountRoutes } from './bank-accounts.routes.js';
import { registerCatalogueRoutes } from './catalogues.routes.js';
import { registerAccountChartRoutes } from './charts/account-chart.routes.js';
import { registerKontenRoutes } from './konten.routes.js';
import { registerPersonenkontenRoutes } from './personenkonten.routes.js';
import { registerTransferRoutes } from './transfer/transfer.routes.js';
import { createTransferUseCases } from './transfer/transfer.usecases.js';

/** Master data of spec 002: accounts, personal accounts, cost centres, tags, process types, bank accounts; the ADATA calculators. */
export const masterDataModule: AppModule<MasterDataDependencies> = {
  name: 'master-data',
  registerRoutes(app, deps) {
    registerKontenRoutes(app, deps);
    registerAccountChartRoutes(app, deps);
    registerPersonenkontenRoutes(app, deps);
    registerCatalogueRoutes(app, deps);
    registerBankAccountRoutes(app, deps);
    registerTransferRoutes(app, deps);
    registerAdataRoutes(app, deps);
  },
  createJobs: (deps) => [createTransferUseCases(deps).importJob as never],
};
