-- CreateTable
CREATE TABLE "deployment_secrets" (
    "naam" TEXT NOT NULL,
    "waarde" TEXT NOT NULL,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deployment_secrets_pkey" PRIMARY KEY ("naam")
);

