-- The catalogue: stories listed a page at a time, filtered by language and length, and
-- searched, on the server (docs/catalogue.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- languagesOf (contract/pages.ts) in SQL: the languages every page with words has text in.
-- The eight keep their fields (English is parent_narration_text); others are under "texts".
-- Text counts when it has more than JavaScript's trim() takes away. Self-contained (only
-- built-in functions), so a dump restores with any search_path.
CREATE FUNCTION "catalogue_languages"("pages" jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH "page_languages" AS (
    SELECT ARRAY(
      SELECT "named"."language"
      FROM unnest(ARRAY['english', 'hindi', 'spanish', 'telgu', 'tamil', 'panjabi', 'gujarati', 'marathi'])
        AS "named"("language")
      WHERE btrim(
        coalesce("page" ->> CASE "named"."language" WHEN 'english' THEN 'parent_narration_text' ELSE "named"."language" END, ''),
        E' \t\n\r\f\u000b\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'
      ) <> ''
      UNION ALL
      SELECT "other"."key"
      FROM jsonb_each_text(
        CASE WHEN jsonb_typeof("page" -> 'texts') = 'object' THEN "page" -> 'texts' ELSE '{}'::jsonb END
      ) AS "other"("key", "value")
      WHERE "other"."key" <> ALL (ARRAY['english', 'hindi', 'spanish', 'telgu', 'tamil', 'panjabi', 'gujarati', 'marathi'])
        AND btrim(
          "other"."value",
          E' \t\n\r\f\u000b\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'
        ) <> ''
    ) AS "languages"
    FROM jsonb_array_elements("pages") AS "page"
  ),
  "worded" AS (
    SELECT "languages" FROM "page_languages" WHERE cardinality("languages") > 0
  )
  SELECT coalesce(array_agg("candidate" ORDER BY "candidate"), '{}')
  FROM (SELECT DISTINCT unnest("languages") AS "candidate" FROM "worded") AS "candidates"
  WHERE NOT EXISTS (SELECT 1 FROM "worded" WHERE NOT ("candidate" = ANY ("worded"."languages")))
$$;
--> statement-breakpoint
-- Derived from the pages by the database itself, so no writer can leave them wrong; adding
-- them computes them for every story there is.
ALTER TABLE "stories"
  ADD COLUMN "page_count" integer GENERATED ALWAYS AS (jsonb_array_length("pages")) STORED,
  ADD COLUMN "cover_image" text GENERATED ALWAYS AS (coalesce("pages" -> 0 ->> 'image_path', '')) STORED,
  ADD COLUMN "languages" text[] GENERATED ALWAYS AS (catalogue_languages("pages")) STORED,
  -- Found in JavaScript (server/src/domain/catalogueSearch.ts): the words of scripts written
  -- without spaces need Intl.Segmenter. Null until computed: the server fills them at start
  -- and before a search.
  ADD COLUMN "search_text" text,
  ADD COLUMN "search_card" tsvector,
  ADD COLUMN "search_document" tsvector;
--> statement-breakpoint
CREATE INDEX "stories_published_title_idx" ON "stories" USING btree ("title", "id") WHERE "status" = 'published';
--> statement-breakpoint
-- GIN indexes without a pending list: PGlite has no autovacuum to merge one, and a list
-- left unmerged makes every search read it and the planner shun the index.
CREATE INDEX "stories_languages_idx" ON "stories" USING gin ("languages") WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "stories_page_count_idx" ON "stories" USING btree ("page_count");
--> statement-breakpoint
CREATE INDEX "stories_search_document_idx" ON "stories" USING gin ("search_document") WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "stories_search_text_idx" ON "stories" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "stories_search_missing_idx" ON "stories" USING btree ("id") WHERE "search_document" IS NULL;
--> statement-breakpoint
-- A write that changes what a story is found by, without giving its new search columns,
-- leaves them empty, so the server computes them again instead of finding the story by
-- words it no longer has.
CREATE FUNCTION "catalogue_search_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."search_document" IS NOT DISTINCT FROM OLD."search_document"
    AND (NEW."title", NEW."author", NEW."summary", NEW."translated_titles", NEW."credits", NEW."pages")
      IS DISTINCT FROM (OLD."title", OLD."author", OLD."summary", OLD."translated_titles", OLD."credits", OLD."pages")
  THEN
    NEW."search_text" := NULL;
    NEW."search_card" := NULL;
    NEW."search_document" := NULL;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "stories_catalogue_search_stale"
  BEFORE UPDATE OF "title", "author", "summary", "translated_titles", "credits", "pages" ON "stories"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_search_stale"();
