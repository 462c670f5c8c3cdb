-- AlterTable
ALTER TABLE "aanvulling_items" ADD COLUMN     "boekjaarBijAangevuld" JSONB;
