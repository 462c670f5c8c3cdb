-- CreateEnum
CREATE TYPE "IdentiteitMethode" AS ENUM ('ID_DOCUMENT', 'VIDEOGESPREK', 'PERSOONLIJK');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "identiteitMethode" "IdentiteitMethode",
ADD COLUMN     "identiteitToelichting" TEXT,
ADD COLUMN     "identiteitVastgesteldDoorId" TEXT,
ADD COLUMN     "identiteitVastgesteldOp" TIMESTAMPTZ(3),
ADD COLUMN     "persoonsgegevensVastOp" TIMESTAMPTZ(3);

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_identiteitVastgesteldDoorId_fkey" FOREIGN KEY ("identiteitVastgesteldDoorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- aanvragen: one open request per company, type and applicant (API.md, Trust III): every partner may
-- request his own IKV (his profit share), so the applicant is part of the key
DROP INDEX "aanvragen_one_open_per_company_type";
CREATE UNIQUE INDEX "aanvragen_one_open_per_company_type_applicant" ON "aanvragen" ("companyId", "verklaringType", "ondernemerId")
  WHERE "status" NOT IN ('AFGEROND', 'AFGEWEZEN', 'INGETROKKEN');
