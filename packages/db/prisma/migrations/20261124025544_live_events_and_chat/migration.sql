-- CreateTable
CREATE TABLE "live_events" (
    "id" BIGSERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "soort" TEXT NOT NULL,
    "aanvraagId" TEXT,
    "payload" JSONB NOT NULL,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "live_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "live_events_userId_id_idx" ON "live_events"("userId", "id");

-- CreateIndex
CREATE INDEX "live_events_aangemaaktOp_idx" ON "live_events"("aangemaaktOp");

-- CreateIndex
CREATE INDEX "chat_messages_verzondenOp_idx" ON "chat_messages"("verzondenOp");

-- AddForeignKey
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

