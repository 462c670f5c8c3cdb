-- AlterTable
ALTER TABLE "document_lezingen" ADD COLUMN     "leestDoor" BOOLEAN NOT NULL DEFAULT false;

