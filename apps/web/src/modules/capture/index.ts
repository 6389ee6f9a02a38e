/** The capture page (Unides). */
export { CapturePage } from './CapturePage.js';
