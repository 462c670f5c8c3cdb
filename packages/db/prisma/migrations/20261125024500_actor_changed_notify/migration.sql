-- Issue 21: the actor cache (packages/api/src/modules/auth/actor-cache.ts). Every change of a
-- user's session version, role, e-mail address or deletion is announced on the live channel, by
-- whichever code (or person with psql) makes it; NOTIFY is delivered to every listening instance
-- when the transaction commits, and each drops its cached copy of that user.
CREATE FUNCTION ikv_actor_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('ikv_live', json_build_object('actorChanged', OLD.id)::text);
    RETURN OLD;
  END IF;
  PERFORM pg_notify('ikv_live', json_build_object('actorChanged', NEW.id)::text);
  RETURN NEW;
END;
$$;

CREATE TRIGGER users_actor_changed
  AFTER UPDATE OF "sessieVersie", rol, email, "verwijderdOp" ON users
  FOR EACH ROW
  WHEN (OLD."sessieVersie" IS DISTINCT FROM NEW."sessieVersie" OR OLD.rol IS DISTINCT FROM NEW.rol
    OR OLD.email IS DISTINCT FROM NEW.email OR OLD."verwijderdOp" IS DISTINCT FROM NEW."verwijderdOp")
  EXECUTE FUNCTION ikv_actor_changed();

CREATE TRIGGER users_actor_deleted
  AFTER DELETE ON users
  FOR EACH ROW
  EXECUTE FUNCTION ikv_actor_changed();
