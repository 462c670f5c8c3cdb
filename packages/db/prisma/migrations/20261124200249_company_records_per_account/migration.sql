-- CreateEnum
CREATE TYPE "EigendomStatus" AS ENUM ('BEVESTIGD', 'ONBEVESTIGD', 'AFGEWEZEN');

-- CreateEnum
CREATE TYPE "EigendomMethode" AS ENUM ('REGISTER', 'ADVISEUR', 'UITNODIGING');

-- DropIndex
DROP INDEX "companies_kvkNummer_key";

-- AlterTable
ALTER TABLE "companies" ADD COLUMN     "eigenaarId" TEXT;

-- AlterTable
ALTER TABLE "company_members" ADD COLUMN     "eigendomBevestigdOp" TIMESTAMPTZ(3),
ADD COLUMN     "eigendomMethode" "EigendomMethode",
ADD COLUMN     "eigendomStatus" "EigendomStatus" NOT NULL DEFAULT 'ONBEVESTIGD';

-- CreateIndex
CREATE INDEX "companies_kvkNummer_idx" ON "companies"("kvkNummer");

-- CreateIndex
CREATE UNIQUE INDEX "companies_kvkNummer_eigenaarId_key" ON "companies"("kvkNummer", "eigenaarId");

-- AddForeignKey
ALTER TABLE "companies" ADD CONSTRAINT "companies_eigenaarId_fkey" FOREIGN KEY ("eigenaarId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Data: every existing record belongs to the account that linked it (its EIGENAAR member).
UPDATE "companies" c SET "eigenaarId" = m."userId"
  FROM "company_members" m WHERE m."companyId" = c."id" AND m."rol" = 'EIGENAAR';

-- Existing owner-check matches become BEVESTIGD (REGISTER), at the time of the check.
UPDATE "company_members" m SET "eigendomStatus" = 'BEVESTIGD', "eigendomMethode" = 'REGISTER',
  "eigendomBevestigdOp" = COALESCE((c."eigenaarCheck"->>'gecontroleerdOp')::timestamptz, c."aangemaaktOp")
  FROM "companies" c
  WHERE m."companyId" = c."id" AND m."rol" = 'EIGENAAR' AND (c."eigenaarCheck"->>'isEigenaar') = 'true';

-- Partners who joined on the invitation of a confirmed owner are confirmed by that invitation.
UPDATE "company_members" p SET "eigendomStatus" = 'BEVESTIGD', "eigendomMethode" = 'UITNODIGING',
  "eigendomBevestigdOp" = p."aangemaaktOp"
  FROM "company_members" o
  WHERE p."companyId" = o."companyId" AND p."rol" = 'PARTNER' AND o."rol" = 'EIGENAAR' AND o."eigendomStatus" = 'BEVESTIGD';
