-- AlterTable
ALTER TABLE "aanvulling_items" ADD COLUMN     "veld" TEXT;
