-- CreateEnum
CREATE TYPE "WebhookAfleveringStatus" AS ENUM ('AFGELEVERD', 'OPNIEUW', 'MISLUKT');

-- CreateTable
CREATE TABLE "webhook_endpoints" (
    "id" TEXT NOT NULL,
    "apiClientId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "events" TEXT[],
    "geheim" TEXT NOT NULL,
    "uitgeschakeld" BOOLEAN NOT NULL DEFAULT false,
    "uitgeschakeldOp" TIMESTAMPTZ(3),
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_afleveringen" (
    "id" TEXT NOT NULL,
    "endpointId" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "webhookId" TEXT NOT NULL,
    "status" "WebhookAfleveringStatus" NOT NULL DEFAULT 'OPNIEUW',
    "pogingen" INTEGER NOT NULL DEFAULT 0,
    "laatsteStatus" INTEGER,
    "laatsteFout" TEXT,
    "volgendePoging" TIMESTAMPTZ(3),
    "vensterStart" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "afgeleverdOp" TIMESTAMPTZ(3),

    CONSTRAINT "webhook_afleveringen_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verificatie_abonnementen" (
    "id" TEXT NOT NULL,
    "apiClientId" TEXT NOT NULL,
    "verklaringId" TEXT NOT NULL,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "verificatie_abonnementen_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "webhook_endpoints_apiClientId_idx" ON "webhook_endpoints"("apiClientId");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_afleveringen_webhookId_key" ON "webhook_afleveringen"("webhookId");

-- CreateIndex
CREATE INDEX "webhook_afleveringen_status_volgendePoging_idx" ON "webhook_afleveringen"("status", "volgendePoging");

-- CreateIndex
CREATE INDEX "webhook_afleveringen_endpointId_aangemaaktOp_idx" ON "webhook_afleveringen"("endpointId", "aangemaaktOp");

-- CreateIndex
CREATE INDEX "verificatie_abonnementen_verklaringId_idx" ON "verificatie_abonnementen"("verklaringId");

-- CreateIndex
CREATE UNIQUE INDEX "verificatie_abonnementen_apiClientId_verklaringId_key" ON "verificatie_abonnementen"("apiClientId", "verklaringId");

-- AddForeignKey
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_apiClientId_fkey" FOREIGN KEY ("apiClientId") REFERENCES "api_clients"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_afleveringen" ADD CONSTRAINT "webhook_afleveringen_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verificatie_abonnementen" ADD CONSTRAINT "verificatie_abonnementen_apiClientId_fkey" FOREIGN KEY ("apiClientId") REFERENCES "api_clients"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verificatie_abonnementen" ADD CONSTRAINT "verificatie_abonnementen_verklaringId_fkey" FOREIGN KEY ("verklaringId") REFERENCES "verklaringen"("id") ON DELETE CASCADE ON UPDATE CASCADE;

