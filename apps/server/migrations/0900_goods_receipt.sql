-- Goods-receipt matching (spec 001, /wawi): goods-receipt lines (orders and their receipts), the
-- booking/goods-receipt link lines of a document with their corrections, the imports that brought the
-- lines in, the panel's state context per user and the grid's column order per user. Quantities are
-- thousandths, unit prices ten-thousandths of a euro, totals cents, VAT rates basis points.
CREATE TABLE wawi_import (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  format text NOT NULL CHECK (format IN ('CSV', 'ORDERS', 'DESADV', 'API', 'LIEFERSCHEIN')),
  file_name text NOT NULL DEFAULT '',
  line_count integer NOT NULL,
  imported_count integer NOT NULL,
  received_count integer NOT NULL,
  duplicate_count integer NOT NULL,
  errors jsonb NOT NULL DEFAULT '[]',
  created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_by_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wawi_import_mandant_idx ON wawi_import (mandant_id, created_at DESC);

CREATE TABLE wawi_goods_receipt (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  kanzlei integer NOT NULL,
  mandnr integer NOT NULL,
  betriebnr integer NOT NULL,
  fibu text NOT NULL,
  besteller text NOT NULL DEFAULT '',
  bestell_datum date NOT NULL,
  we_datum date,
  we_schein_nr text NOT NULL DEFAULT '',
  ext_artikel_nr text NOT NULL DEFAULT '',
  ext_artikel_bez text NOT NULL DEFAULT '',
  int_artikel_nr text NOT NULL DEFAULT '',
  int_artikel_bez text NOT NULL DEFAULT '',
  ext_lieferant text NOT NULL DEFAULT '',
  int_lieferant bigint CHECK (int_lieferant BETWEEN 1 AND 999999999),
  ean text NOT NULL DEFAULT '',
  pzn text NOT NULL DEFAULT '',
  menge_milli bigint NOT NULL CHECK (menge_milli > 0),
  menge_art text NOT NULL DEFAULT '',
  netto_preis_ct4 bigint NOT NULL CHECK (netto_preis_ct4 >= 0),
  brutto_preis_ct4 bigint NOT NULL CHECK (brutto_preis_ct4 >= 0),
  mwst_bp integer NOT NULL CHECK (mwst_bp BETWEEN 0 AND 10000),
  delete_flag boolean NOT NULL DEFAULT false,
  einleser text NOT NULL DEFAULT '',
  einlese_datum timestamptz NOT NULL DEFAULT now(),
  ident1 text NOT NULL DEFAULT '',
  ident2 text NOT NULL DEFAULT '',
  ident3 text NOT NULL DEFAULT '',
  ident4 text NOT NULL DEFAULT '',
  ident5 text NOT NULL DEFAULT '',
  ident6 text NOT NULL DEFAULT '',
  ident7 text NOT NULL DEFAULT '',
  ident8 text NOT NULL DEFAULT '',
  ident9 text NOT NULL DEFAULT '',
  id_csv2order uuid REFERENCES wawi_import (id) ON DELETE SET NULL,
  lief_heft_id uuid REFERENCES cap_document (id) ON DELETE SET NULL,
  origin text NOT NULL CHECK (origin IN ('CSV', 'ORDERS', 'DESADV', 'API', 'LIEFERSCHEIN', 'SPLIT')),
  quelle text NOT NULL DEFAULT '',
  parent_uid uuid REFERENCES wawi_goods_receipt (id) ON DELETE SET NULL,
  konto_vorschlag bigint CHECK (konto_vorschlag BETWEEN 1 AND 999999999),
  kost1 text NOT NULL DEFAULT '',
  kost2 text NOT NULL DEFAULT '',
  linked_document_id uuid REFERENCES cap_document (id) ON DELETE SET NULL,
  duplicate_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The grid of all data pages by order date; the open lines (not deleted, not linked) have their own
-- indexes for the panel's default filter, the earliest unlinked date and every key auto-link looks for.
CREATE INDEX wawi_gr_date_idx ON wawi_goods_receipt (mandant_id, bestell_datum, id);
CREATE INDEX wawi_gr_open_date_idx ON wawi_goods_receipt (mandant_id, bestell_datum, id)
  WHERE NOT delete_flag AND linked_document_id IS NULL;
CREATE INDEX wawi_gr_open_supplier_idx ON wawi_goods_receipt (mandant_id, int_lieferant, bestell_datum, id)
  WHERE NOT delete_flag AND linked_document_id IS NULL;
CREATE INDEX wawi_gr_open_order_idx ON wawi_goods_receipt (mandant_id, ident1)
  WHERE NOT delete_flag AND linked_document_id IS NULL AND ident1 <> '';
CREATE INDEX wawi_gr_open_note_idx ON wawi_goods_receipt (mandant_id, we_schein_nr)
  WHERE NOT delete_flag AND linked_document_id IS NULL AND we_schein_nr <> '';
CREATE INDEX wawi_gr_open_ext_article_idx ON wawi_goods_receipt (mandant_id, ext_artikel_nr)
  WHERE NOT delete_flag AND linked_document_id IS NULL AND ext_artikel_nr <> '';
CREATE INDEX wawi_gr_open_int_article_idx ON wawi_goods_receipt (mandant_id, int_artikel_nr)
  WHERE NOT delete_flag AND linked_document_id IS NULL AND int_artikel_nr <> '';
CREATE INDEX wawi_gr_open_ean_idx ON wawi_goods_receipt (mandant_id, ean)
  WHERE NOT delete_flag AND linked_document_id IS NULL AND ean <> '';
CREATE INDEX wawi_gr_open_pzn_idx ON wawi_goods_receipt (mandant_id, pzn)
  WHERE NOT delete_flag AND linked_document_id IS NULL AND pzn <> '';
CREATE UNIQUE INDEX wawi_gr_duplicate_key_idx ON wawi_goods_receipt (mandant_id, duplicate_key)
  WHERE duplicate_key IS NOT NULL;
CREATE INDEX wawi_gr_linked_idx ON wawi_goods_receipt (linked_document_id) WHERE linked_document_id IS NOT NULL;
CREATE INDEX wawi_gr_parent_idx ON wawi_goods_receipt (parent_uid) WHERE parent_uid IS NOT NULL;

CREATE TABLE wawi_buwk (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  document_id uuid NOT NULL REFERENCES cap_document (id) ON DELETE CASCADE,
  wk_id uuid NOT NULL UNIQUE REFERENCES wawi_goods_receipt (id) ON DELETE CASCADE,
  link_state text NOT NULL CHECK (
    link_state IN ('LINKED_AUTO_UNSAFE', 'LINKED_AUTO_SAFE', 'LINKED_INCOMPLETE', 'LINKED_COMPLETE')
  ),
  link_hint text NOT NULL DEFAULT '',
  korrektur_menge_milli bigint CHECK (korrektur_menge_milli > 0),
  korrektur_menge_art text,
  korrektur_netto_preis_ct4 bigint CHECK (korrektur_netto_preis_ct4 >= 0),
  korrektur_brutto_preis_ct4 bigint CHECK (korrektur_brutto_preis_ct4 >= 0),
  korrektur_mwst_bp integer CHECK (korrektur_mwst_bp BETWEEN 0 AND 10000),
  korrektur_netto_gesamt_cents bigint,
  korrektur_brutto_gesamt_cents bigint,
  menge_korrektur_grund text NOT NULL DEFAULT 'NONE'
    CHECK (menge_korrektur_grund IN ('NONE', 'NOT_ACTUAL', 'OTHER', 'NEW_PRICE', 'NEW_MENGE_ART')),
  menge_korrektur_text text NOT NULL DEFAULT '',
  menge_korrektur_type text NOT NULL DEFAULT 'NONE' CHECK (menge_korrektur_type IN ('NONE', 'PRICE', 'AMOUNT')),
  preis_korrektur_grund text NOT NULL DEFAULT 'NONE'
    CHECK (preis_korrektur_grund IN ('NONE', 'NOT_ACTUAL', 'OTHER', 'NEW_PRICE', 'NEW_MENGE_ART')),
  preis_korrektur_text text NOT NULL DEFAULT '',
  preis_korrektur_type text NOT NULL DEFAULT 'NONE' CHECK (preis_korrektur_type IN ('NONE', 'PRICE', 'AMOUNT')),
  kontenvorschlag bigint CHECK (kontenvorschlag BETWEEN 1 AND 999999999),
  processed_by_wfserver boolean NOT NULL DEFAULT false,
  uid_split uuid,
  split_page_id uuid REFERENCES cap_page (id) ON DELETE SET NULL,
  split_x0 real,
  split_y0 real,
  split_x1 real,
  split_y1 real,
  linked_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  linked_by_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  time_stamp timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wawi_buwk_document_idx ON wawi_buwk (mandant_id, document_id);

CREATE TABLE wawi_view_state (
  user_id uuid PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  mandant_id uuid REFERENCES mandant (id) ON DELETE CASCADE,
  document_id uuid REFERENCES cap_document (id) ON DELETE SET NULL,
  page_id uuid REFERENCES cap_page (id) ON DELETE SET NULL,
  filter_mode text NOT NULL DEFAULT 'ALL_DATA' CHECK (filter_mode IN ('ALL_DATA', 'ONLY_LINKED', 'ONLY_UNLINKED')),
  wk_type text NOT NULL DEFAULT 'ALL' CHECK (wk_type IN ('ALL', 'ORDER', 'RECEIPT')),
  date_from date,
  date_to date,
  kreditor bigint NOT NULL DEFAULT -1,
  search text NOT NULL DEFAULT '',
  selected_wk_id uuid REFERENCES wawi_goods_receipt (id) ON DELETE SET NULL,
  selected_buwk_id uuid REFERENCES wawi_buwk (id) ON DELETE SET NULL,
  mark_mode boolean NOT NULL DEFAULT false,
  amount_cents bigint,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE wawi_user_setting (
  user_id uuid PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  column_order text[] NOT NULL,
  column_widths jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
