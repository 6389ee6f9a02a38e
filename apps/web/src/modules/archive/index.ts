/** The archive module (UniView): its page and the deep-link views. */
export { ArchivePage } from './pages/ArchivePage.js';
export { ArchiveDeepLinkPage, ArchiveExternPage, PdvFrame } from './pages/ArchiveLinkPages.js';
