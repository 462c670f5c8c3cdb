-- CreateIndex
CREATE INDEX "aanvragen_behandelaarId_status_idx" ON "aanvragen"("behandelaarId", "status");

