/** What other screens embed from the download manager. */
export { DownloadButton } from './DownloadButton.js';
