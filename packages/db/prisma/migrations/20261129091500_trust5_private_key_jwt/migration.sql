-- AlterTable
ALTER TABLE "api_clients" ADD COLUMN     "jwks" JSONB;

-- CreateTable
CREATE TABLE "api_client_assertions" (
    "apiClientId" TEXT NOT NULL,
    "jti" TEXT NOT NULL,
    "verlooptOp" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "api_client_assertions_pkey" PRIMARY KEY ("apiClientId","jti")
);

-- CreateIndex
CREATE INDEX "api_client_assertions_verlooptOp_idx" ON "api_client_assertions"("verlooptOp");

-- AddForeignKey
ALTER TABLE "api_client_assertions" ADD CONSTRAINT "api_client_assertions_apiClientId_fkey" FOREIGN KEY ("apiClientId") REFERENCES "api_clients"("id") ON DELETE CASCADE ON UPDATE CASCADE;
