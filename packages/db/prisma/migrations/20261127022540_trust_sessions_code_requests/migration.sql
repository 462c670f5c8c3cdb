-- CreateTable
CREATE TABLE "code_requests" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "doel" TEXT NOT NULL,
    "ip" TEXT,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "code_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "code_requests_aangemaaktOp_idx" ON "code_requests"("aangemaaktOp");

