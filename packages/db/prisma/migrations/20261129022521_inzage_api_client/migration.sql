-- AlterTable
ALTER TABLE "inzages" ADD COLUMN     "apiClientId" TEXT;

-- AddForeignKey
ALTER TABLE "inzages" ADD CONSTRAINT "inzages_apiClientId_fkey" FOREIGN KEY ("apiClientId") REFERENCES "api_clients"("id") ON DELETE SET NULL ON UPDATE CASCADE;

