-- Issue 21: live event ids in commit order. A stream reads "every row after the last id it has";
-- that is only safe when no row with a smaller id can still become visible. Ids drawn at INSERT
-- are not in commit order: a transaction that drew id 100 and commits after one that drew 101
-- would be skipped by a reader that already moved past 101. So publishLive() inserts its rows
-- with a provisional negative id (-nextval), and this deferred trigger gives them their real ids
-- at COMMIT, under a transaction-level advisory lock that is held until the commit is done: ids
-- are then handed out in commit order. Deferred, the lock is taken only while committing (after
-- every statement of the business transaction), so it cannot deadlock with the business's own
-- row locks; NOTIFY already serialises these commits on PostgreSQL's own notify queue lock.
CREATE FUNCTION ikv_live_events_commit_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- once per transaction: the first row's trigger renumbers all of this transaction's rows
  IF current_setting('ikv.live_ordered', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('ikv.live_ordered', 'on', true);
  PERFORM pg_advisory_xact_lock(hashtext('ikv-live-events-commit-order'));
  -- only this transaction's rows are negative (other transactions' are committed positive or invisible);
  -- the order in which they were published is kept (-101 was published after -100)
  UPDATE live_events l SET id = n.final_id
  FROM (
    SELECT provisional_id, nextval('live_events_id_seq') AS final_id
    FROM (SELECT id AS provisional_id FROM live_events WHERE id < 0 ORDER BY id DESC) p
  ) n
  WHERE l.id = n.provisional_id;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER live_events_commit_order
  AFTER INSERT ON live_events
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (NEW.id < 0)
  EXECUTE FUNCTION ikv_live_events_commit_order();
