-- Hand-written: rules that must hold under concurrency, enforced by PostgreSQL itself.
-- Prisma does not model these objects and its diff ignores them (`migrate.mjs check` stays in sync).

CREATE EXTENSION IF NOT EXISTS btree_gist;

-- availability: no overlapping blocks per adviser; start before end
ALTER TABLE "availability"
  ADD CONSTRAINT "availability_start_before_eind" CHECK ("start" < "eind"),
  ADD CONSTRAINT "availability_no_overlap"
    EXCLUDE USING gist ("adviseurId" WITH =, tstzrange("start", "eind", '[)') WITH &&);

-- appointments: an adviser has at most one confirmed appointment at a time; proposals may overlap
ALTER TABLE "appointments"
  ADD CONSTRAINT "appointments_start_before_eind" CHECK ("start" < "eind"),
  ADD CONSTRAINT "appointments_no_double_booking"
    EXCLUDE USING gist ("adviseurId" WITH =, tstzrange("start", "eind", '[)') WITH &&)
    WHERE ("status" = 'BEVESTIGD');

-- aanvragen: one open request per company and type
CREATE UNIQUE INDEX "aanvragen_one_open_per_company_type" ON "aanvragen" ("companyId", "verklaringType")
  WHERE "status" NOT IN ('AFGEROND', 'AFGEWEZEN', 'INGETROKKEN');

-- shares: each between 0 and 100; the company's total (kept by the trigger below) at most 100
ALTER TABLE "company_members"
  ADD CONSTRAINT "company_members_share_0_100" CHECK ("aandeelPercentage" >= 0 AND "aandeelPercentage" <= 100);

UPDATE "companies" c
   SET "aandeelTotaal" = COALESCE((SELECT sum(m."aandeelPercentage") FROM "company_members" m WHERE m."companyId" = c."id"), 0);

ALTER TABLE "companies"
  ADD CONSTRAINT "companies_shares_max_100" CHECK ("aandeelTotaal" >= 0 AND "aandeelTotaal" <= 100);

-- Adds each change of a member's share to companies."aandeelTotaal". The UPDATE locks the company
-- row, so concurrent changes run one after another and the CHECK above sees every total (23514).
CREATE FUNCTION "company_members_share_total"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."companyId" = NEW."companyId" THEN
    UPDATE "companies" SET "aandeelTotaal" = "aandeelTotaal" + NEW."aandeelPercentage" - OLD."aandeelPercentage"
     WHERE "id" = NEW."companyId";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "companies" SET "aandeelTotaal" = "aandeelTotaal" - OLD."aandeelPercentage" WHERE "id" = OLD."companyId";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE "companies" SET "aandeelTotaal" = "aandeelTotaal" + NEW."aandeelPercentage" WHERE "id" = NEW."companyId";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "company_members_share_total"
  AFTER INSERT OR DELETE OR UPDATE OF "aandeelPercentage", "companyId" ON "company_members"
  FOR EACH ROW EXECUTE FUNCTION "company_members_share_total"();

-- financial years: plausible values; a balance correction needs a reason
ALTER TABLE "financial_years"
  ADD CONSTRAINT "financial_years_balanstotaal_not_negative" CHECK ("balanstotaal" >= 0),
  ADD CONSTRAINT "financial_years_correctie_needs_reden"
    CHECK ("balanscorrectie" = 0 OR ("balanscorrectieReden" IS NOT NULL AND btrim("balanscorrectieReden") <> '')),
  ADD CONSTRAINT "financial_years_jaar_range" CHECK ("jaar" BETWEEN 1900 AND 2200);

-- users: e-mail addresses are stored lower-case, so the plain unique index is case-insensitive
ALTER TABLE "users" ADD CONSTRAINT "users_email_lowercase" CHECK ("email" = lower("email"));
