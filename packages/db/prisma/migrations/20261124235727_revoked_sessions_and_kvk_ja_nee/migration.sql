-- CreateTable
CREATE TABLE "revoked_sessions" (
    "sid" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "ingetrokkenOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "verlooptOp" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "revoked_sessions_pkey" PRIMARY KEY ("sid")
);

-- CreateIndex
CREATE INDEX "revoked_sessions_verlooptOp_idx" ON "revoked_sessions"("verlooptOp");


-- Data: the registry record typed as specified (API.md, POST /kvk): indHoofdactiviteit is KvK's
-- "Ja"/"Nee" string, not a boolean, in the stored copies too; an unknown formeleRegistratiedatum
-- in the stored registry record is an empty string (every leaf a string).
UPDATE "companies" SET "sbiActiviteiten" = (
  SELECT COALESCE(jsonb_agg(CASE WHEN jsonb_typeof(s->'indHoofdactiviteit') = 'boolean'
    THEN jsonb_set(s, '{indHoofdactiviteit}', to_jsonb(CASE WHEN (s->>'indHoofdactiviteit')::boolean THEN 'Ja' ELSE 'Nee' END))
    ELSE s END ORDER BY o), '[]'::jsonb)
  FROM jsonb_array_elements("sbiActiviteiten") WITH ORDINALITY AS e(s, o))
WHERE jsonb_typeof("sbiActiviteiten") = 'array';

UPDATE "companies" SET "registerGegevens" = jsonb_set("registerGegevens", '{sbiActiviteiten}', (
  SELECT COALESCE(jsonb_agg(CASE WHEN jsonb_typeof(s->'indHoofdactiviteit') = 'boolean'
    THEN jsonb_set(s, '{indHoofdactiviteit}', to_jsonb(CASE WHEN (s->>'indHoofdactiviteit')::boolean THEN 'Ja' ELSE 'Nee' END))
    ELSE s END ORDER BY o), '[]'::jsonb)
  FROM jsonb_array_elements("registerGegevens"->'sbiActiviteiten') WITH ORDINALITY AS e(s, o)))
WHERE jsonb_typeof("registerGegevens"->'sbiActiviteiten') = 'array';

UPDATE "companies" SET "registerGegevens" = jsonb_set("registerGegevens", '{formeleRegistratiedatum}', '""'::jsonb)
WHERE jsonb_typeof("registerGegevens"->'formeleRegistratiedatum') = 'null';
