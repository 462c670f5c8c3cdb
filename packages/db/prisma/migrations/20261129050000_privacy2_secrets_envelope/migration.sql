-- AlterTable
ALTER TABLE "users" ADD COLUMN     "twoFactorSleutelId" TEXT;

-- AlterTable
ALTER TABLE "webhook_endpoints" ADD COLUMN     "geheimSleutelId" TEXT;
