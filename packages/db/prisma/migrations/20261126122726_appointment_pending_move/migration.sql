-- AlterTable
ALTER TABLE "appointments" ADD COLUMN     "verplaatsingDoor" "Rol",
ADD COLUMN     "verplaatsingEind" TIMESTAMPTZ(3),
ADD COLUMN     "verplaatsingReden" TEXT,
ADD COLUMN     "verplaatsingStart" TIMESTAMPTZ(3);


-- Hand-written: a pending move (verplaatsing) is all four columns or none, its end lies after its
-- start, and only a confirmed appointment has one (a proposal that is not confirmed yet moves at
-- once). The confirmed time stays in "start"/"eind", so appointments_no_double_booking keeps
-- guarding it; accepting the move writes the new time there, where the same constraint refuses
-- it if it would double-book the adviser.
ALTER TABLE "appointments"
  ADD CONSTRAINT "appointments_verplaatsing_consistent" CHECK (
    ("verplaatsingStart" IS NULL AND "verplaatsingEind" IS NULL AND "verplaatsingDoor" IS NULL AND "verplaatsingReden" IS NULL)
    OR ("verplaatsingStart" IS NOT NULL AND "verplaatsingEind" IS NOT NULL AND "verplaatsingDoor" IS NOT NULL
        AND "verplaatsingStart" < "verplaatsingEind" AND "status" = 'BEVESTIGD')
  );
