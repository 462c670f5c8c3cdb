-- CreateTable
CREATE TABLE "verwijderde_verklaringen" (
    "id" TEXT NOT NULL,
    "nummer" TEXT NOT NULL,
    "codeSha256" TEXT NOT NULL,
    "pdfSha256" TEXT NOT NULL,
    "uitgegevenOp" TIMESTAMPTZ(3) NOT NULL,
    "verwijderdOp" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "verwijderde_verklaringen_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "verwijderde_verklaringen_nummer_key" ON "verwijderde_verklaringen"("nummer");

-- CreateIndex
CREATE UNIQUE INDEX "verwijderde_verklaringen_codeSha256_key" ON "verwijderde_verklaringen"("codeSha256");

-- CreateIndex
CREATE UNIQUE INDEX "verwijderde_verklaringen_pdfSha256_key" ON "verwijderde_verklaringen"("pdfSha256");
