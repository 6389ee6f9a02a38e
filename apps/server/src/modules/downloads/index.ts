// Public port of the downloads module: the only file other modules and the composition root import.
export { downloadsModule } from './downloads.module.js';
export { createDownloadService } from './downloads.service.js';
export { addFinishedDownload } from './finished-downloads.js';
