-- DropIndex
DROP INDEX "aanvragen_status_aangemaaktOp_idx";

-- CreateTable
CREATE TABLE "aanvraag_tellingen" (
    "id" BIGSERIAL NOT NULL,
    "status" "AanvraagStatus" NOT NULL,
    "verklaringType" "VerklaringType" NOT NULL,
    "delta" INTEGER NOT NULL,

    CONSTRAINT "aanvraag_tellingen_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "users_achternaam_voornaam_id_idx" ON "users"("achternaam", "voornaam", "id");

-- CreateIndex
CREATE INDEX "aanvragen_aangemaaktOp_id_idx" ON "aanvragen"("aangemaaktOp", "id");

-- CreateIndex
CREATE INDEX "aanvragen_bijgewerktOp_id_idx" ON "aanvragen"("bijgewerktOp", "id");

-- CreateIndex
CREATE INDEX "aanvragen_status_aangemaaktOp_id_idx" ON "aanvragen"("status", "aangemaaktOp", "id");


-- (hand-written from here) ---------------------------------------------------------------------

-- Search of the adviser's dashboard: every word must occur in the company's name, trade name or KvK
-- number, or in the entrepreneur's name or e-mail (lower(text) LIKE '%word%'). Trigram indexes over
-- one lower-cased text per table find the companies and people for a word without reading every
-- row; the expressions are the ones the query uses (packages/api/src/modules/adviseur/adviseur.repository.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "companies_zoektekst_trgm" ON "companies"
  USING gin ((lower("naam" || ' ' || coalesce("naamOverride", '') || ' ' || "kvkNummer")) gin_trgm_ops);
CREATE INDEX "users_zoektekst_trgm" ON "users"
  USING gin ((lower("voornaam" || ' ' || "achternaam" || ' ' || "email")) gin_trgm_ops);

-- Counts per status and type for the dashboard's tabs, kept by statement-level triggers: one row per
-- key and statement with the net change, so a bulk insert writes a handful of rows, and writers
-- never wait on one another (no shared counter row).
CREATE FUNCTION "aanvraag_tellingen_bij"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "aanvraag_tellingen" ("status", "verklaringType", "delta")
      SELECT "status", "verklaringType", count(*) FROM nieuw GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "aanvraag_tellingen" ("status", "verklaringType", "delta")
      SELECT "status", "verklaringType", -count(*) FROM oud GROUP BY 1, 2;
  ELSE
    INSERT INTO "aanvraag_tellingen" ("status", "verklaringType", "delta")
      SELECT "status", "verklaringType", sum(d) FROM (
        SELECT "status", "verklaringType", 1 AS d FROM nieuw
        UNION ALL SELECT "status", "verklaringType", -1 FROM oud
      ) x GROUP BY 1, 2 HAVING sum(d) <> 0;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER "aanvraag_tellingen_insert" AFTER INSERT ON "aanvragen"
  REFERENCING NEW TABLE AS nieuw FOR EACH STATEMENT EXECUTE FUNCTION "aanvraag_tellingen_bij"();
CREATE TRIGGER "aanvraag_tellingen_update" AFTER UPDATE ON "aanvragen"
  REFERENCING OLD TABLE AS oud NEW TABLE AS nieuw FOR EACH STATEMENT EXECUTE FUNCTION "aanvraag_tellingen_bij"();
CREATE TRIGGER "aanvraag_tellingen_delete" AFTER DELETE ON "aanvragen"
  REFERENCING OLD TABLE AS oud FOR EACH STATEMENT EXECUTE FUNCTION "aanvraag_tellingen_bij"();

CREATE FUNCTION "aanvraag_tellingen_leeg"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "aanvraag_tellingen";
  RETURN NULL;
END
$$;
CREATE TRIGGER "aanvraag_tellingen_truncate" AFTER TRUNCATE ON "aanvragen"
  FOR EACH STATEMENT EXECUTE FUNCTION "aanvraag_tellingen_leeg"();

-- the requests that exist already
INSERT INTO "aanvraag_tellingen" ("status", "verklaringType", "delta")
  SELECT "status", "verklaringType", count(*) FROM "aanvragen" GROUP BY 1, 2;
