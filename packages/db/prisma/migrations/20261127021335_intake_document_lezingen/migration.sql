-- CreateEnum
CREATE TYPE "LeesStatus" AS ENUM ('BEZIG', 'GELEZEN', 'GEEN_TEKST', 'NIET_HERKEND', 'MISLUKT');

-- CreateTable
CREATE TABLE "document_lezingen" (
    "documentId" TEXT NOT NULL,
    "status" "LeesStatus" NOT NULL DEFAULT 'BEZIG',
    "bron" TEXT,
    "resultaat" JSONB,
    "pogingen" INTEGER NOT NULL DEFAULT 0,
    "geclaimdTot" TIMESTAMPTZ(3),
    "lezerVersie" INTEGER NOT NULL DEFAULT 0,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "gelezenOp" TIMESTAMPTZ(3),
    "fout" TEXT,

    CONSTRAINT "document_lezingen_pkey" PRIMARY KEY ("documentId")
);

-- CreateIndex
CREATE INDEX "document_lezingen_status_aangemaaktOp_idx" ON "document_lezingen"("status", "aangemaaktOp");

-- AddForeignKey
ALTER TABLE "document_lezingen" ADD CONSTRAINT "document_lezingen_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Documents uploaded before the reader existed: annual accounts and returns as PDF are queued,
-- images of them are a scan without text.
INSERT INTO "document_lezingen" ("documentId", "status", "resultaat")
SELECT "id",
  CASE WHEN "mimeType" = 'application/pdf' THEN 'BEZIG'::"LeesStatus" ELSE 'GEEN_TEKST'::"LeesStatus" END,
  CASE WHEN "mimeType" = 'application/pdf' THEN NULL ELSE '{"boekjaren":[],"meldingen":[{"code":"GEEN_TEKST","nl":"Dit is een afbeelding zonder tekstlaag; de cijfers zijn niet te lezen.","en":"This is an image without a text layer; the figures cannot be read."}]}'::jsonb END
FROM "documents"
WHERE "soort" IN ('JAARREKENING', 'IB_AANGIFTE', 'AANSLAG_IB');
