-- Hand-written: the appointment state machine (packages/api/src/modules/appointments/appointment-state.rules.ts)
-- enforced by PostgreSQL as well. VOORGESTELD → BEVESTIGD | AFGEWEZEN; BEVESTIGD → GEANNULEERD; a change
-- re-proposes (BEVESTIGD → VOORGESTELD). AFGEWEZEN and GEANNULEERD are final. Anything else raises
-- check_violation (23514) naming the constraint "appointments_status_transition".
CREATE FUNCTION "appointments_status_transition"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = OLD."status" THEN
    RETURN NEW;
  END IF;
  IF (OLD."status" = 'VOORGESTELD' AND NEW."status" IN ('BEVESTIGD', 'AFGEWEZEN'))
     OR (OLD."status" = 'BEVESTIGD' AND NEW."status" IN ('GEANNULEERD', 'VOORGESTELD')) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'illegal appointment transition % -> % violates constraint "appointments_status_transition"', OLD."status", NEW."status"
    USING ERRCODE = 'check_violation', CONSTRAINT = 'appointments_status_transition';
END
$$;

CREATE TRIGGER "appointments_status_transition"
  BEFORE UPDATE OF "status" ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "appointments_status_transition"();
