-- Every setting key exists from a company's creation: companies created before `language` get the default.
INSERT INTO "settings" ("company_id", "key", "value") SELECT "id", 'language', 'pt' FROM "companies" ON CONFLICT DO NOTHING;
