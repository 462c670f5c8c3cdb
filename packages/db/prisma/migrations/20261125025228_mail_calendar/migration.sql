-- AlterTable
ALTER TABLE "outgoing_mail" ADD COLUMN     "kalender" TEXT;

