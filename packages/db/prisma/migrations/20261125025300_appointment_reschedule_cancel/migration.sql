-- Hand-written: either party may now cancel an open proposal too (VOORGESTELD → GEANNULEERD), as
-- appointment-state.rules.ts allows. Moving (rescheduling) keeps VOORGESTELD or goes BEVESTIGD →
-- VOORGESTELD, which the trigger already allowed. AFGEWEZEN and GEANNULEERD stay final.
CREATE OR REPLACE FUNCTION "appointments_status_transition"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = OLD."status" THEN
    RETURN NEW;
  END IF;
  IF (OLD."status" = 'VOORGESTELD' AND NEW."status" IN ('BEVESTIGD', 'AFGEWEZEN', 'GEANNULEERD'))
     OR (OLD."status" = 'BEVESTIGD' AND NEW."status" IN ('GEANNULEERD', 'VOORGESTELD')) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'illegal appointment transition % -> % violates constraint "appointments_status_transition"', OLD."status", NEW."status"
    USING ERRCODE = 'check_violation', CONSTRAINT = 'appointments_status_transition';
END
$$;
