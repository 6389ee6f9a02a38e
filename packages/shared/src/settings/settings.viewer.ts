import type { SettingValue } from './settings.registry.js';

/**
 * The viewers (capture and workflow) read their start state from the user's settings
 * `standardView`, `thumbMode` and `previewZoom`; these functions translate between the settings'
 * German values and the viewers' own names.
 */
export type ViewerZoomMode = 'wholeHeight' | 'fullWidth' | 'fit';
export type ViewerTab = 'pdf' | 'fulltext' | 'index';

type StandardView = SettingValue<'standardView'>;
type ThumbMode = SettingValue<'thumbMode'>['mode'];

const zoomOfSize: Record<StandardView['size'], ViewerZoomMode> = {
  GANZE_HOEHE: 'wholeHeight',
  VOLLE_BREITE: 'fullWidth',
  EINPASSEN: 'fit',
};
const sizeOfZoom: Record<ViewerZoomMode, StandardView['size']> = {
  wholeHeight: 'GANZE_HOEHE',
  fullWidth: 'VOLLE_BREITE',
  fit: 'EINPASSEN',
};
const tabOfView: Record<StandardView['view'], ViewerTab> = {
  PDF: 'pdf',
  VOLLTEXT: 'fulltext',
  INDEXDATEN: 'index',
};

export const zoomModeOfStandardView = (value: StandardView): ViewerZoomMode => zoomOfSize[value.size];
export const standardViewWithZoom = (value: StandardView, zoomMode: ViewerZoomMode): StandardView => ({
  ...value,
  size: sizeOfZoom[zoomMode],
});
/** The tab a viewer opens on: PDF, full text or index data. */
export const tabOfStandardView = (value: StandardView): ViewerTab => tabOfView[value.view];

/** Width in pixels of a thumbnail per thumbnail mode; `AUS` shows none. */
export const thumbnailWidths: Record<ThumbMode, number> = { AUS: 0, KLEIN: 80, MITTEL: 120, GROSS: 180 };
export const showsThumbnails = (mode: ThumbMode) => mode !== 'AUS';
/** Switching thumbnails on brings back the medium size; switching off keeps nothing else. */
export const thumbModeWith = (mode: ThumbMode, show: boolean): ThumbMode =>
  show ? (mode === 'AUS' ? 'MITTEL' : mode) : 'AUS';
