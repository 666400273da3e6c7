-- The ledger's rules kept by the database itself (DESIGN §1.2), whatever code writes to it.

-- Append-only: entries, transfers, the operators' adjustments and payment history are never
-- changed or removed; a correction is a reversing transfer.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the table % is append-only', TG_TABLE_NAME USING ERRCODE = '55000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE OR DELETE ON wallet_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER wallet_transfers_append_only BEFORE UPDATE OR DELETE ON wallet_transfers FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER wallet_adjustments_append_only BEFORE UPDATE OR DELETE ON wallet_adjustments FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER payment_events_append_only BEFORE UPDATE OR DELETE ON payment_events FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Every transfer's entries sum to zero, checked when the transaction commits (its entries are
-- written one statement at a time).
CREATE FUNCTION ledger_check_transfer_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM wallet_entries WHERE transfer_id = NEW.transfer_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'the entries of transfer % sum to % instead of zero', NEW.transfer_id, total USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER wallet_entries_balanced AFTER INSERT ON wallet_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_transfer_balanced();
