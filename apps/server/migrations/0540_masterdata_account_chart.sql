-- The chart of accounts a Mandant books in (SKR03 or SKR04): "Kontenrahmen übernehmen" adds its
-- accounts, and its automatic and tax accounts decide the tax keys of booking lines.
CREATE TABLE masterdata_account_chart (
  mandant_id uuid PRIMARY KEY REFERENCES mandant (id) ON DELETE CASCADE,
  frame text NOT NULL CHECK (frame IN ('SKR03', 'SKR04')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Mandanten created with a starting chart keep it as their chart.
INSERT INTO masterdata_account_chart (mandant_id, frame)
  SELECT mandant_id, account_frame FROM mandant_profile WHERE account_frame IS NOT NULL;
