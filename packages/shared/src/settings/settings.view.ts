import { z } from 'zod';
import { hotkeyActions, toolbarItems } from './capture-fields.js';
import { defineSetting, requiredText, type SettingDefinition } from './settings.definition.js';
import { validateKeyCombinations } from './settings.rules.js';

/** View and working habits of a user: view, toolbar, thumbnails, zoom, save-as, text field, hotkeys. */
export const viewSettings = {
  standardView: defineSetting({
    call: 'standardview',
    base: 'settings',
    scope: 'user',
    section: 'view',
    schema: z.object({
      view: z.enum(['PDF', 'VOLLTEXT', 'INDEXDATEN']),
      size: z.enum(['GANZE_HOEHE', 'VOLLE_BREITE', 'EINPASSEN']),
    }),
    defaultValue: { view: 'PDF', size: 'EINPASSEN' },
  }),
  highlightSearchArea: defineSetting({
    call: 'highlightsearcharea',
    base: 'settings',
    scope: 'user',
    section: 'view',
    schema: z.object({ enabled: z.boolean() }),
    defaultValue: { enabled: true },
  }),
  toolbar: defineSetting({
    call: 'toolbar',
    base: 'settings',
    scope: 'user',
    section: 'view',
    schema: z.object({
      items: z.array(z.enum(toolbarItems)).max(toolbarItems.length),
      showLabels: z.boolean(),
    }),
    defaultValue: { items: [...toolbarItems], showLabels: true },
  }),
  textField: defineSetting({
    call: 'textfield',
    base: 'settings',
    scope: 'user',
    section: 'textfield',
    schema: z.object({
      autoComplete: z.boolean(),
      maxSuggestions: z.number().int().min(1).max(50),
      upperCase: z.boolean(),
      trimWhitespace: z.boolean(),
    }),
    defaultValue: { autoComplete: true, maxSuggestions: 10, upperCase: false, trimWhitespace: true },
  }),
  thumbMode: defineSetting({
    call: 'thumbmode',
    base: 'settings',
    scope: 'user',
    section: 'view',
    schema: z.object({ mode: z.enum(['AUS', 'KLEIN', 'MITTEL', 'GROSS']) }),
    defaultValue: { mode: 'MITTEL' },
  }),
  previewZoom: defineSetting({
    call: 'previewzoom',
    base: 'settings',
    scope: 'user',
    section: 'view',
    /** How many times larger than its thumbnail a page shows while the pointer rests on the thumbnail. */
    schema: z.object({ tooltipMagnification: z.number().int().min(1).max(5) }),
    defaultValue: { tooltipMagnification: 2 },
  }),
  saveAs: defineSetting({
    call: 'saveas',
    base: 'settings',
    scope: 'user',
    section: 'view',
    schema: z.object({
      format: z.enum(['PDF', 'TIF']),
      fileNamePattern: requiredText(100),
      includeAnnotations: z.boolean(),
    }),
    defaultValue: { format: 'PDF', fileNamePattern: '{Belegnummer}_{Datum}', includeAnnotations: false },
  }),
  hotkeys: defineSetting({
    call: 'hotkeys',
    base: 'user',
    scope: 'user',
    section: 'keys',
    schema: z.object({
      bindings: z.array(z.object({ action: z.enum(hotkeyActions), keys: z.string().max(30) })).max(50),
    }),
    defaultValue: {
      bindings: [
        { action: 'SPEICHERN', keys: 'Ctrl+S' },
        { action: 'NAECHSTES_DOKUMENT', keys: 'Ctrl+Pagedown' },
        { action: 'VORHERIGES_DOKUMENT', keys: 'Ctrl+Pageup' },
        { action: 'ANALYSE_STARTEN', keys: 'F5' },
      ] as { action: (typeof hotkeyActions)[number]; keys: string }[],
    },
    validate: (value) =>
      validateKeyCombinations(
        value.bindings.map((binding) => binding.keys),
        'bindings',
      ),
  }),
} satisfies Record<string, SettingDefinition>;
