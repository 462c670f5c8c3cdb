-- AlterTable
ALTER TABLE "aanvulling_items" ADD COLUMN     "boekjaarBijVraag" JSONB;
