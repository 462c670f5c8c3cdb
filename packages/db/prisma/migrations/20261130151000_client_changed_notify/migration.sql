-- Issue 41: the client cache (packages/api/src/modules/live/row-cache.ts, used by
-- modules/integraties/client-auth.ts). Every change of what a client's token call reads of its row
-- (revocation, scopes, name, client_id, organisation) and of its organisation (name, kind) is
-- announced on the live channel, by whichever code (or person with psql) makes it; NOTIFY is delivered
-- to every listening instance when the transaction commits, and each drops its cached copy.
CREATE FUNCTION ikv_client_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('ikv_live', json_build_object('clientChanged', OLD.id)::text);
    RETURN OLD;
  END IF;
  PERFORM pg_notify('ikv_live', json_build_object('clientChanged', NEW.id)::text);
  RETURN NEW;
END;
$$;

CREATE TRIGGER api_clients_client_changed
  AFTER UPDATE OF "ingetrokkenOp", scopes, naam, "clientId", "organisatieId" ON api_clients
  FOR EACH ROW
  WHEN (OLD."ingetrokkenOp" IS DISTINCT FROM NEW."ingetrokkenOp" OR OLD.scopes IS DISTINCT FROM NEW.scopes
    OR OLD.naam IS DISTINCT FROM NEW.naam OR OLD."clientId" IS DISTINCT FROM NEW."clientId"
    OR OLD."organisatieId" IS DISTINCT FROM NEW."organisatieId")
  EXECUTE FUNCTION ikv_client_changed();

CREATE TRIGGER api_clients_client_deleted
  AFTER DELETE ON api_clients
  FOR EACH ROW
  EXECUTE FUNCTION ikv_client_changed();

-- the organisation's name and kind are part of every one of its clients' callers
CREATE FUNCTION ikv_organisatie_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  client_id text;
BEGIN
  FOR client_id IN SELECT id FROM api_clients WHERE "organisatieId" = NEW.id LOOP
    PERFORM pg_notify('ikv_live', json_build_object('clientChanged', client_id)::text);
  END LOOP;
  RETURN NEW;
END;
$$;

CREATE TRIGGER organisaties_client_changed
  AFTER UPDATE OF naam, soort ON organisaties
  FOR EACH ROW
  WHEN (OLD.naam IS DISTINCT FROM NEW.naam OR OLD.soort IS DISTINCT FROM NEW.soort)
  EXECUTE FUNCTION ikv_organisatie_changed();
