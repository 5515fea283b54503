-- Accent- and case-insensitive substring search on contact names and numbers (design.md §4b).
-- unaccent() is only STABLE (it reads its dictionary through the search path), so index expressions
-- call this IMMUTABLE wrapper with the dictionary named explicitly. Other areas searching contact
-- names (tickets) may use the same function and index.
CREATE OR REPLACE FUNCTION immutable_unaccent_lower(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS contacts_search_trgm_idx ON contacts USING gin (immutable_unaccent_lower(name || ' ' || number) gin_trgm_ops);
