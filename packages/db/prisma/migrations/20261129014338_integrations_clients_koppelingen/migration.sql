-- CreateEnum
CREATE TYPE "OrganisatieSoort" AS ENUM ('INTERMEDIAIR', 'GELDVERSTREKKER');

-- CreateEnum
CREATE TYPE "KoppelingStatus" AS ENUM ('UITGENODIGD', 'ACTIEF', 'GEWEIGERD', 'BEEINDIGD');

-- AlterTable
ALTER TABLE "audit_log" ADD COLUMN     "apiClientId" TEXT;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "beheer" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "organisaties" (
    "id" TEXT NOT NULL,
    "naam" TEXT NOT NULL,
    "soort" "OrganisatieSoort" NOT NULL,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "organisaties_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_clients" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "naam" TEXT NOT NULL,
    "organisatieId" TEXT NOT NULL,
    "scopes" TEXT[],
    "ingetrokkenOp" TIMESTAMPTZ(3),
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "api_clients_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_client_secrets" (
    "id" TEXT NOT NULL,
    "apiClientId" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "geldigTot" TIMESTAMPTZ(3),
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "api_client_secrets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "koppelingen" (
    "id" TEXT NOT NULL,
    "organisatieId" TEXT NOT NULL,
    "apiClientId" TEXT,
    "email" TEXT NOT NULL,
    "kenmerk" TEXT,
    "status" "KoppelingStatus" NOT NULL DEFAULT 'UITGENODIGD',
    "ondernemerId" TEXT,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "geaccepteerdOp" TIMESTAMPTZ(3),
    "geweigerdOp" TIMESTAMPTZ(3),
    "beeindigdOp" TIMESTAMPTZ(3),

    CONSTRAINT "koppelingen_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "organisaties_naam_key" ON "organisaties"("naam");

-- CreateIndex
CREATE UNIQUE INDEX "api_clients_clientId_key" ON "api_clients"("clientId");

-- CreateIndex
CREATE INDEX "api_clients_organisatieId_idx" ON "api_clients"("organisatieId");

-- CreateIndex
CREATE UNIQUE INDEX "api_client_secrets_hash_key" ON "api_client_secrets"("hash");

-- CreateIndex
CREATE INDEX "api_client_secrets_apiClientId_idx" ON "api_client_secrets"("apiClientId");

-- CreateIndex
CREATE INDEX "koppelingen_organisatieId_aangemaaktOp_idx" ON "koppelingen"("organisatieId", "aangemaaktOp");

-- CreateIndex
CREATE INDEX "koppelingen_email_status_idx" ON "koppelingen"("email", "status");

-- CreateIndex
CREATE INDEX "koppelingen_ondernemerId_status_idx" ON "koppelingen"("ondernemerId", "status");

-- CreateIndex
CREATE INDEX "audit_log_apiClientId_aangemaaktOp_idx" ON "audit_log"("apiClientId", "aangemaaktOp");

-- AddForeignKey
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_apiClientId_fkey" FOREIGN KEY ("apiClientId") REFERENCES "api_clients"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_organisatieId_fkey" FOREIGN KEY ("organisatieId") REFERENCES "organisaties"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_client_secrets" ADD CONSTRAINT "api_client_secrets_apiClientId_fkey" FOREIGN KEY ("apiClientId") REFERENCES "api_clients"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "koppelingen" ADD CONSTRAINT "koppelingen_organisatieId_fkey" FOREIGN KEY ("organisatieId") REFERENCES "organisaties"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "koppelingen" ADD CONSTRAINT "koppelingen_apiClientId_fkey" FOREIGN KEY ("apiClientId") REFERENCES "api_clients"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "koppelingen" ADD CONSTRAINT "koppelingen_ondernemerId_fkey" FOREIGN KEY ("ondernemerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

