-- AlterTable
ALTER TABLE "documents" ADD COLUMN     "dataSleutel" BYTEA,
ADD COLUMN     "sleutelId" TEXT;

