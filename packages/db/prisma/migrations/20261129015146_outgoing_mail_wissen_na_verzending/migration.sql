-- AlterTable
ALTER TABLE "outgoing_mail" ADD COLUMN     "wissenNaVerzending" BOOLEAN NOT NULL DEFAULT false;

