-- Trust IV (API.md): a membership change ends the user's live streams. When someone leaves a company
-- (removed as partner, the membership deleted with the company or the account) or his role in it
-- changes, the change is announced on the live channel by whichever code (or person with psql) makes
-- it; NOTIFY reaches every listening instance when the transaction commits, and each ends that
-- user's open live.events streams (the browser reconnects with its current credential and gets
-- only what is his from then on).
CREATE FUNCTION ikv_membership_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ikv_live', json_build_object('membershipChanged', OLD."userId", 'companyId', OLD."companyId")::text);
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER company_members_membership_changed
  AFTER UPDATE OF "userId", "companyId", rol ON company_members
  FOR EACH ROW
  WHEN (OLD."userId" IS DISTINCT FROM NEW."userId" OR OLD."companyId" IS DISTINCT FROM NEW."companyId"
    OR OLD.rol IS DISTINCT FROM NEW.rol)
  EXECUTE FUNCTION ikv_membership_changed();

CREATE TRIGGER company_members_membership_ended
  AFTER DELETE ON company_members
  FOR EACH ROW
  EXECUTE FUNCTION ikv_membership_changed();
