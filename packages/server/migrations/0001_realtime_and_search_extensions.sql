-- Extensions used by searches (accent-insensitive names, trigram indexes on message bodies).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Large payloads of the socket.io PostgreSQL adapter (several server processes on one database).
CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload bytea
);
