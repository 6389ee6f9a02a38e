import { z } from 'zod';
import { hotkeyActions } from './capture-fields.js';
import { defineSetting, requiredText, type SettingDefinition } from './settings.definition.js';
import { validateKeyCombinations } from './settings.rules.js';

/** View and working habits of a user: view, highlighting, thumbnails, preview zoom, save-as, hotkeys. */
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
  /** The file name of a downloaded document: placeholders {Belegnummer}, {Datum}, {Kreditor}, {Betrag}, {Titel}. */
  saveAs: defineSetting({
    call: 'saveas',
    base: 'settings',
    scope: 'user',
    section: 'view',
    schema: z.object({ fileNamePattern: requiredText(100) }),
    defaultValue: { fileNamePattern: '{Belegnummer}_{Datum}' },
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
