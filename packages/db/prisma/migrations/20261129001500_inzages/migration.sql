-- CreateTable
CREATE TABLE "inzages" (
    "id" TEXT NOT NULL,
    "eigenaarId" TEXT NOT NULL,
    "kijkerId" TEXT,
    "soort" TEXT NOT NULL,
    "objectId" TEXT NOT NULL,
    "naam" TEXT NOT NULL,
    "op" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inzages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "inzages_eigenaarId_op_idx" ON "inzages"("eigenaarId", "op");

-- AddForeignKey
ALTER TABLE "inzages" ADD CONSTRAINT "inzages_eigenaarId_fkey" FOREIGN KEY ("eigenaarId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inzages" ADD CONSTRAINT "inzages_kijkerId_fkey" FOREIGN KEY ("kijkerId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
