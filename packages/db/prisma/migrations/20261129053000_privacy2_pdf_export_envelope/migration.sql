-- AlterTable
ALTER TABLE "account_exports" ADD COLUMN     "dataSleutel" BYTEA,
ADD COLUMN     "sleutelId" TEXT;

-- AlterTable
ALTER TABLE "verklaringen" ADD COLUMN     "pdfDataSleutel" BYTEA,
ADD COLUMN     "pdfSleutelId" TEXT;
