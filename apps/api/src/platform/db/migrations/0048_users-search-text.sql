-- Decision 204: people searches recheck each row the trigram index finds against the folded text the database
-- keeps (users.search_text) instead of folding the row's names again, which cost ~40 µs a row; the trigram
-- index moves to that column. PostgreSQL only, as in 0019: PGlite has no pg_trgm and reads the column.
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(coalesce("users"."nombres", '') || ' ' || coalesce("users"."apellido_paterno", '') || ' ' || coalesce("users"."apellido_materno", '') || ' ' || coalesce("users"."document_number", '') || ' ' || coalesce("users"."email", '') || ' ' || coalesce("users"."celular", ''), 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑÇáàäâéèëêíìïîóòöôúùüûñç', 'AAAAEEEEIIIIOOOOUUUUNCaaaaeeeeiiiioooouuuunc'))) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS users_search_trgm_idx;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS users_search_text_trgm_idx ON users USING gin (search_text gin_trgm_ops);
  END IF;
END $$;
