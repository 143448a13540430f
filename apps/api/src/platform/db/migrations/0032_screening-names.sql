CREATE TABLE "screening_list_names" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screening_list_names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"match_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "screening_list_names" ADD CONSTRAINT "screening_list_names_entry_id_screening_list_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."screening_list_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_list_names" ADD CONSTRAINT "screening_list_names_version_id_screening_list_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."screening_list_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_list_names_entry_idx" ON "screening_list_names" USING btree ("entry_id");--> statement-breakpoint
-- Decision 164: every name of an entry (its name and each alias) in a row of its own, found by a trigram
-- index instead of computing the similarity of every entry of the list.
INSERT INTO "screening_list_names" ("entry_id", "version_id", "match_name")
SELECT "id", "version_id", "match_name" FROM "screening_list_entries"
UNION ALL
SELECT "id", "version_id", "alias" FROM "screening_list_entries", unnest("aliases") AS "alias";
--> statement-breakpoint
CREATE INDEX "screening_list_names_match_name_trgm_idx" ON "screening_list_names" USING gin ("match_name" gin_trgm_ops);
--> statement-breakpoint
-- The entries of the versions given with a name at least `p_threshold` similar to `p_name`, through the
-- trigram index, each with that name's similarity. The planner costs `%` like a comparison and would rather
-- read every name (800 ms against 20 ms at OFAC's size): inside this function only, sequential scans are
-- off and `%` uses the threshold given; the SET clauses put both back when it returns.
CREATE FUNCTION screening_name_candidates(p_name text, p_versions integer[], p_threshold real)
RETURNS TABLE (entry_id integer, score real) LANGUAGE plpgsql VOLATILE
SET enable_seqscan = off SET pg_trgm.similarity_threshold = 0.3 AS $$
BEGIN
  PERFORM set_config('pg_trgm.similarity_threshold', p_threshold::text, true);
  RETURN QUERY SELECT n.entry_id, similarity(n.match_name, p_name) FROM screening_list_names n
    WHERE n.version_id = ANY (p_versions) AND n.match_name % p_name;
END $$;
--> statement-breakpoint
-- A document number is matched exactly: the array's own GIN index answers `documents @> array[…]`.
CREATE INDEX "screening_list_entries_documents_idx" ON "screening_list_entries" USING gin ("documents");
--> statement-breakpoint
ALTER TABLE "screening_list_entries" DROP COLUMN "match_name";--> statement-breakpoint
ALTER TABLE "screening_list_entries" DROP COLUMN "aliases";