-- CreateEnum
CREATE TYPE "DocumentSoort" AS ENUM ('JAARREKENING', 'IB_AANGIFTE', 'AANSLAG_IB', 'KVK_UITTREKSEL', 'OVERIG');

-- CreateEnum
CREATE TYPE "VerklaringStatus" AS ENUM ('GELDIG', 'INGETROKKEN');

-- CreateEnum
CREATE TYPE "AanvullingSoort" AS ENUM ('DOCUMENT', 'BOEKJAAR', 'TOELICHTING');

-- AlterTable
ALTER TABLE "aanvragen" ADD COLUMN     "behandelaarId" TEXT,
ADD COLUMN     "orientatieInvoer" JSONB;

-- AlterTable
ALTER TABLE "appointments" ADD COLUMN     "volgnummer" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "financial_years" ADD COLUMN     "kortlopendeSchulden" DECIMAL(14,2);

-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "link" TEXT;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "emailVoorkeuren" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "documents" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "jaar" INTEGER,
    "soort" "DocumentSoort" NOT NULL,
    "bestandsnaam" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "grootte" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "inhoud" BYTEA NOT NULL,
    "geuploadDoorId" TEXT,
    "geuploadOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "controles" (
    "id" TEXT NOT NULL,
    "aanvraagId" TEXT NOT NULL,
    "jaar" INTEGER NOT NULL,
    "akkoord" BOOLEAN NOT NULL,
    "documentIds" TEXT[],
    "toelichting" TEXT,
    "adviseurId" TEXT,
    "op" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "vervallenOp" TIMESTAMPTZ(3),

    CONSTRAINT "controles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verklaringen" (
    "id" TEXT NOT NULL,
    "aanvraagId" TEXT NOT NULL,
    "nummer" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "ikvResultId" TEXT NOT NULL,
    "toetsinkomen" DECIMAL(14,2),
    "regelsVersie" TEXT NOT NULL,
    "uitgegevenOp" TIMESTAMPTZ(3) NOT NULL,
    "geldigTot" DATE NOT NULL,
    "adviseurId" TEXT,
    "adviseurNaam" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "jws" TEXT NOT NULL,
    "kid" TEXT NOT NULL,
    "pdf" BYTEA NOT NULL,
    "pdfSha256" TEXT NOT NULL,
    "documentIds" TEXT[],
    "status" "VerklaringStatus" NOT NULL DEFAULT 'GELDIG',
    "ingetrokkenOp" TIMESTAMPTZ(3),
    "intrekReden" TEXT,
    "ingetrokkenDoorId" TEXT,

    CONSTRAINT "verklaringen_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "aanvulling_items" (
    "id" TEXT NOT NULL,
    "aanvraagId" TEXT NOT NULL,
    "soort" "AanvullingSoort" NOT NULL,
    "jaar" INTEGER,
    "omschrijving" TEXT NOT NULL,
    "gevraagdDoorId" TEXT,
    "gevraagdOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "afgevinktOp" TIMESTAMPTZ(3),
    "antwoord" TEXT,
    "documentId" TEXT,
    "aangevuldOp" TIMESTAMPTZ(3),

    CONSTRAINT "aanvulling_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "userId" TEXT NOT NULL,
    "sleutel" TEXT NOT NULL,
    "operatie" TEXT NOT NULL,
    "bodyHash" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "antwoord" JSONB NOT NULL,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("userId","sleutel")
);

-- CreateIndex
CREATE INDEX "documents_companyId_jaar_idx" ON "documents"("companyId", "jaar");

-- CreateIndex
CREATE UNIQUE INDEX "controles_aanvraagId_jaar_key" ON "controles"("aanvraagId", "jaar");

-- CreateIndex
CREATE UNIQUE INDEX "verklaringen_aanvraagId_key" ON "verklaringen"("aanvraagId");

-- CreateIndex
CREATE UNIQUE INDEX "verklaringen_nummer_key" ON "verklaringen"("nummer");

-- CreateIndex
CREATE UNIQUE INDEX "verklaringen_code_key" ON "verklaringen"("code");

-- CreateIndex
CREATE UNIQUE INDEX "verklaringen_pdfSha256_key" ON "verklaringen"("pdfSha256");

-- CreateIndex
CREATE INDEX "aanvulling_items_aanvraagId_gevraagdOp_idx" ON "aanvulling_items"("aanvraagId", "gevraagdOp");

-- CreateIndex
CREATE INDEX "idempotency_keys_aangemaaktOp_idx" ON "idempotency_keys"("aangemaaktOp");

-- CreateIndex
CREATE INDEX "aanvragen_behandelaarId_aangemaaktOp_id_idx" ON "aanvragen"("behandelaarId", "aangemaaktOp", "id");

-- AddForeignKey
ALTER TABLE "aanvragen" ADD CONSTRAINT "aanvragen_behandelaarId_fkey" FOREIGN KEY ("behandelaarId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_geuploadDoorId_fkey" FOREIGN KEY ("geuploadDoorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "controles" ADD CONSTRAINT "controles_aanvraagId_fkey" FOREIGN KEY ("aanvraagId") REFERENCES "aanvragen"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "controles" ADD CONSTRAINT "controles_adviseurId_fkey" FOREIGN KEY ("adviseurId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verklaringen" ADD CONSTRAINT "verklaringen_aanvraagId_fkey" FOREIGN KEY ("aanvraagId") REFERENCES "aanvragen"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verklaringen" ADD CONSTRAINT "verklaringen_adviseurId_fkey" FOREIGN KEY ("adviseurId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "aanvulling_items" ADD CONSTRAINT "aanvulling_items_aanvraagId_fkey" FOREIGN KEY ("aanvraagId") REFERENCES "aanvragen"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "aanvulling_items" ADD CONSTRAINT "aanvulling_items_gevraagdDoorId_fkey" FOREIGN KEY ("gevraagdDoorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

