-- AlterTable
ALTER TABLE "organisaties" ADD COLUMN     "technischContact" TEXT;
