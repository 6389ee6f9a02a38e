-- Settings (issue 19): one store per idea. What the capture and workflow modules kept in their own
-- per-user stores moves to setting_value; a value already set in the settings wins.

INSERT INTO setting_value (setting_key, user_id, value)
SELECT 'sortCondition', user_id,
       jsonb_build_object('field', value->>'SortField', 'ascending', (value->>'Ascending')::boolean)
FROM wf_user_setting
WHERE key = 'workflow.sortCondition'
  AND value->>'SortField' IN ('DATUM', 'UMSATZ', 'CREATION_DATE')
  AND value->>'Ascending' IN ('true', 'false')
ON CONFLICT DO NOTHING;

INSERT INTO setting_value (setting_key, user_id, value)
SELECT 'standardView', user_id,
       jsonb_build_object('view', 'PDF', 'size', CASE value->>'zoomMode'
         WHEN 'wholeHeight' THEN 'GANZE_HOEHE' WHEN 'fullWidth' THEN 'VOLLE_BREITE' ELSE 'EINPASSEN' END)
FROM wf_user_setting
WHERE key = 'workflow.viewOptions' AND value->>'zoomMode' IS NOT NULL
ON CONFLICT DO NOTHING;

INSERT INTO setting_value (setting_key, user_id, value)
SELECT 'thumbMode', user_id, jsonb_build_object('mode', 'AUS')
FROM wf_user_setting
WHERE key = 'workflow.viewOptions' AND value->>'showThumbnails' = 'false'
ON CONFLICT DO NOTHING;

INSERT INTO setting_value (setting_key, user_id, value)
SELECT 'autosave', user_id,
       jsonb_build_object('mode', CASE value->>'unsavedChanges'
         WHEN 'not_save' THEN 'NICHT_SPEICHERN' WHEN 'always_save' THEN 'IMMER_SPEICHERN' ELSE 'IMMER_FRAGEN' END)
FROM cap_user_pref
WHERE key = 'capture.preferences' AND value->>'unsavedChanges' IS NOT NULL
ON CONFLICT DO NOTHING;

-- The capture viewer's zoom, thumbnails and highlighting are settings now; it keeps text layer and tab order.
INSERT INTO setting_value (setting_key, user_id, value)
SELECT 'highlightSearchArea', user_id, jsonb_build_object('enabled', false)
FROM cap_user_pref
WHERE key = 'capture.view' AND value->>'highlightFieldSources' = 'false'
ON CONFLICT DO NOTHING;

UPDATE cap_user_pref
SET value = value - 'zoomMode' - 'showThumbnails' - 'highlightFieldSources'
WHERE key = 'capture.view';

-- Gone: the capture preferences (unsaved changes, job list, blank-page threshold) and print options.
DELETE FROM cap_user_pref WHERE key IN ('capture.preferences', 'capture.print');
DROP TABLE wf_user_setting;

-- Key bindings keep only the actions the capture screen performs; the preview keeps its magnification.
UPDATE setting_value
SET value = jsonb_build_object('bindings', COALESCE((
  SELECT jsonb_agg(binding)
  FROM jsonb_array_elements(value->'bindings') AS binding
  WHERE binding->>'action' IN ('SPEICHERN', 'NAECHSTES_DOKUMENT', 'VORHERIGES_DOKUMENT', 'NAECHSTE_SEITE',
                               'VORHERIGE_SEITE', 'SEITE_DREHEN', 'ANALYSE_STARTEN', 'ZOOM_EINPASSEN')
), '[]'::jsonb))
WHERE setting_key = 'hotkeys' AND jsonb_typeof(value->'bindings') = 'array';

UPDATE setting_value SET value = value - 'zoomPercent' WHERE setting_key = 'previewZoom';

-- Analysis keeps the OCR languages (one Tesseract language set); which jobs run is the stack's choice.
UPDATE setting_value
SET value = jsonb_build_object('ocrLanguages', CASE
  WHEN value->'ocrLanguages' @> '["deu", "eng"]'::jsonb THEN 'deu+eng'
  WHEN value->'ocrLanguages' = '["eng"]'::jsonb THEN 'eng'
  WHEN value->'ocrLanguages' = '["rus"]'::jsonb THEN 'rus'
  WHEN value->'ocrLanguages' = '["deu"]'::jsonb THEN 'deu'
  ELSE 'INSTALLATION' END)
WHERE setting_key = 'analysis';

-- Save-as keeps the file name pattern of downloads (the download is always the PDF).
UPDATE setting_value SET value = value - 'format' - 'includeAnnotations' WHERE setting_key = 'saveAs';

-- Settings with nothing behind them in the product are gone (docs/decisions/settings.md).
DELETE FROM setting_value
WHERE setting_key IN ('storageType', 'toolbar', 'colourOption', 'projectField', 'zugferdOptions',
                      'outgoingInvoiceCaptions', 'datevConnectExportOptions', 'vorgangSettings', 'textField');
UPDATE setting_value SET value = value - 'pickUpFinishedJobs' WHERE setting_key = 'jobsOnStart';
UPDATE setting_value SET value = value - 'databaseName' - 'decoupledStart' WHERE setting_key = 'adataOptions';
