-- AlterTable
ALTER TABLE "aanvragen" ADD COLUMN     "zoektekst" TEXT NOT NULL DEFAULT '';


-- (hand-written from here) ---------------------------------------------------------------------

-- The adviser dashboard's search, per request: every word must occur in the company's text or in the
-- entrepreneur's text (lower(text) LIKE '%word%'). With the texts on the companies and users only, a
-- word found in thousands of them (a common surname at 1 000 000 requests) could only be checked row
-- by row in sort order, and two common words that rarely meet ("Bakker Bouw") walked every request.
-- One text per request, kept here by triggers, lets one trigram index intersect all the words. The
-- text is the company's and the person's joined by a space; a search word holds no space, so it
-- matches here exactly when it matches one of the two.
CREATE FUNCTION "aanvraag_zoektekst"(company_id text, ondernemer_id text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT lower(c."naam" || ' ' || coalesce(c."naamOverride", '') || ' ' || c."kvkNummer")
         || ' ' || lower(u."voornaam" || ' ' || u."achternaam" || ' ' || u."email")
  FROM "companies" c, "users" u WHERE c."id" = company_id AND u."id" = ondernemer_id
$$;

-- a new request, or one moved to another company or person; an UPDATE that sets zoektekst (to anything)
-- has it computed again, which the triggers below use
CREATE FUNCTION "aanvraag_zoektekst_bij"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."zoektekst" := coalesce("aanvraag_zoektekst"(NEW."companyId", NEW."ondernemerId"), '');
  RETURN NEW;
END
$$;
CREATE TRIGGER "aanvraag_zoektekst_insert" BEFORE INSERT ON "aanvragen"
  FOR EACH ROW EXECUTE FUNCTION "aanvraag_zoektekst_bij"();
CREATE TRIGGER "aanvraag_zoektekst_update" BEFORE UPDATE OF "companyId", "ondernemerId", "zoektekst" ON "aanvragen"
  FOR EACH ROW EXECUTE FUNCTION "aanvraag_zoektekst_bij"();

-- a company renamed, or a person's name or e-mail changed (also when anonymised): their requests follow
CREATE FUNCTION "aanvraag_zoektekst_company"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "aanvragen" SET "zoektekst" = '' WHERE "companyId" = NEW."id";
  RETURN NULL;
END
$$;
CREATE TRIGGER "aanvraag_zoektekst_company" AFTER UPDATE OF "naam", "naamOverride", "kvkNummer" ON "companies"
  FOR EACH ROW WHEN ((OLD."naam", OLD."naamOverride", OLD."kvkNummer") IS DISTINCT FROM (NEW."naam", NEW."naamOverride", NEW."kvkNummer"))
  EXECUTE FUNCTION "aanvraag_zoektekst_company"();

CREATE FUNCTION "aanvraag_zoektekst_user"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "aanvragen" SET "zoektekst" = '' WHERE "ondernemerId" = NEW."id";
  RETURN NULL;
END
$$;
CREATE TRIGGER "aanvraag_zoektekst_user" AFTER UPDATE OF "voornaam", "achternaam", "email" ON "users"
  FOR EACH ROW WHEN ((OLD."voornaam", OLD."achternaam", OLD."email") IS DISTINCT FROM (NEW."voornaam", NEW."achternaam", NEW."email"))
  EXECUTE FUNCTION "aanvraag_zoektekst_user"();

-- the requests that exist already (the count triggers would only add nothing: no status changes here)
ALTER TABLE "aanvragen" DISABLE TRIGGER "aanvraag_tellingen_update";
UPDATE "aanvragen" SET "zoektekst" = '';
ALTER TABLE "aanvragen" ENABLE TRIGGER "aanvraag_tellingen_update";

-- CreateIndex
CREATE INDEX "aanvragen_zoektekst_trgm" ON "aanvragen" USING GIN ("zoektekst" gin_trgm_ops);
