import {
  maskFieldsOf,
  settingDefinitions,
  tabOfStandardView,
  thumbnailWidths,
  zoomModeOfStandardView,
  type SettingValue,
  type UnsavedChangesModeValue,
  type ViewerTab,
  type ViewerZoomMode,
} from '@belegfluss/shared';
import { useEffect, useRef } from 'react';
import { useSaveSetting, useSetting } from '../settings/index.js';

type AutosaveMode = SettingValue<'autosave'>['mode'];
const unsavedModeOfAutosave: Record<AutosaveMode, UnsavedChangesModeValue> = {
  NICHT_SPEICHERN: 'not_save',
  IMMER_SPEICHERN: 'always_save',
  IMMER_FRAGEN: 'always_ask',
};
const autosaveOfUnsavedMode: Record<UnsavedChangesModeValue, AutosaveMode> = {
  not_save: 'NICHT_SPEICHERN',
  always_save: 'IMMER_SPEICHERN',
  always_ask: 'IMMER_FRAGEN',
};
const defaults = {
  autosave: settingDefinitions.autosave.defaultValue,
  thumbMode: settingDefinitions.thumbMode.defaultValue,
  previewZoom: settingDefinitions.previewZoom.defaultValue,
  highlightSearchArea: settingDefinitions.highlightSearchArea.defaultValue,
  hotkeys: settingDefinitions.hotkeys.defaultValue,
  tabOrder: settingDefinitions.tabOrder.defaultValue,
};

/**
 * The user's settings the capture screen follows (Einstellungen › Erfassung, Ansicht,
 * Tastenbelegung): autosave when leaving a changed mask, thumbnails and their hover preview,
 * highlighting of the areas values were read from, the key bindings and the mask's tab order. Until a setting has
 * loaded its default applies.
 */
export function useCaptureViewSettings() {
  const autosave = useSetting('autosave');
  const thumbMode = useSetting('thumbMode');
  const previewZoom = useSetting('previewZoom');
  const highlight = useSetting('highlightSearchArea');
  const hotkeys = useSetting('hotkeys');
  const tabOrder = useSetting('tabOrder');
  const saveAutosave = useSaveSetting('autosave');
  const mode = (thumbMode.data ?? defaults.thumbMode).mode;
  return {
    unsavedMode: unsavedModeOfAutosave[(autosave.data ?? defaults.autosave).mode],
    setUnsavedMode: (unsaved: UnsavedChangesModeValue) =>
      saveAutosave({ mode: autosaveOfUnsavedMode[unsaved] }),
    thumbnailWidth: thumbnailWidths[mode],
    previewMagnification: (previewZoom.data ?? defaults.previewZoom).tooltipMagnification,
    highlightSources: (highlight.data ?? defaults.highlightSearchArea).enabled,
    hotkeys: (hotkeys.data ?? defaults.hotkeys).bindings,
    /** The mask fields in the order of `tabOrder` (each settings field with the mask fields shown with it). */
    tabOrder: maskFieldsOf((tabOrder.data ?? defaults.tabOrder).fields, { required: false }),
  };
}

/** Opens the viewer as the setting `standardView` says (tab and zoom), once it has loaded. */
export function useStandardView(
  setTab: (tab: ViewerTab) => void,
  setZoomMode: (mode: ViewerZoomMode) => void,
) {
  const standardView = useSetting('standardView');
  const applied = useRef(false);
  useEffect(() => {
    if (!standardView.data || applied.current) return;
    applied.current = true;
    setTab(tabOfStandardView(standardView.data));
    setZoomMode(zoomModeOfStandardView(standardView.data));
  }, [standardView.data, setTab, setZoomMode]);
}
