/** The goods-receipt module's public port: the panel for the workflow screen and the invoice check. */
export { GoodsReceiptPanel } from './components/GoodsReceiptPanel.js';
export { createGoodsReceiptApi, type GoodsReceiptApi } from './goods-receipt.api.js';
export { useInvoiceCheck, withInvoiceCheck } from './invoice-check.js';
