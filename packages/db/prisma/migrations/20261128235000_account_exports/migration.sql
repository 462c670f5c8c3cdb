-- CreateEnum
CREATE TYPE "ExportStatus" AS ENUM ('BEZIG', 'KLAAR');

-- CreateTable
CREATE TABLE "account_exports" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "status" "ExportStatus" NOT NULL DEFAULT 'BEZIG',
    "inhoud" BYTEA,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "klaarOp" TIMESTAMPTZ(3),
    "verlooptOp" TIMESTAMPTZ(3),

    CONSTRAINT "account_exports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "account_exports_userId_aangemaaktOp_idx" ON "account_exports"("userId", "aangemaaktOp");

-- CreateIndex
CREATE INDEX "account_exports_status_idx" ON "account_exports"("status");

-- AddForeignKey
ALTER TABLE "account_exports" ADD CONSTRAINT "account_exports_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
