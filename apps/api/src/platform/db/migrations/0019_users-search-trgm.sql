-- Decision 119: the people searches (Clientes, Órdenes by customer, partner and link lists) look a word up
-- in a trigram index of the same folded text the queries build (platform/db/person-search.ts), instead of
-- reading every user. PostgreSQL only: the embedded PGlite has no pg_trgm, and a database whose user may
-- not create the extension keeps working without the index.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm not created (no privilege): people searches read every user';
      RETURN;
    END;
    CREATE INDEX IF NOT EXISTS users_search_trgm_idx ON users USING gin ((lower(translate(
      coalesce(nombres, '') || ' ' || coalesce(apellido_paterno, '') || ' ' || coalesce(apellido_materno, '')
        || ' ' || coalesce(document_number, '') || ' ' || coalesce(email, '') || ' ' || coalesce(celular, ''),
      'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑÇáàäâéèëêíìïîóòöôúùüûñç',
      'AAAAEEEEIIIIOOOOUUUUNCaaaaeeeeiiiioooouuuunc'
    ))) gin_trgm_ops);
  END IF;
END $$;
