-- The words of each ticket's messages (docs/PERFORMANCE.md "Search (d)"): a one-word search reads the
-- ticket ids from this table's index alone instead of visiting every matching message for its ticket.
-- It holds exactly the lexemes of `messages.search_vector` per ticket, kept so by the triggers below in
-- the transaction that writes the message, whatever the code path (intake, sends, imports, edits,
-- cascaded deletes). No foreign keys: the rows follow the messages, and a deleted ticket's messages
-- take its words with them through the delete trigger.
CREATE TABLE "ticket_words" (
	"company_id" integer NOT NULL,
	"word" text NOT NULL,
	"ticket_id" integer NOT NULL
);
--> statement-breakpoint
-- New messages: their words, once per ticket (one statement per insert statement, so bulk inserts stay set-based).
CREATE FUNCTION ticket_words_messages_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_words (company_id, word, ticket_id)
    SELECT DISTINCT n.company_id, w.word, n.ticket_id FROM inserted n CROSS JOIN LATERAL unnest(tsvector_to_array(n.search_vector)) AS w(word)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deleted messages (cascades of a ticket, contact or company included): their words that no remaining
-- message of the ticket holds.
CREATE FUNCTION ticket_words_messages_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ticket_words tw
    USING (SELECT DISTINCT o.company_id, w.word, o.ticket_id FROM deleted o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)) gone
    WHERE tw.company_id = gone.company_id AND tw.word = gone.word AND tw.ticket_id = gone.ticket_id
      AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.ticket_id = gone.ticket_id AND m.company_id = gone.company_id AND gone.word = ANY (tsvector_to_array(m.search_vector)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An edited body (or a message moved to another ticket): the new words, and the old ones no message
-- of the old ticket holds any more. Per row, and only when the words or the ticket changed, so the
-- frequent updates of acks, reads and send states never run it.
CREATE FUNCTION ticket_words_message_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_words (company_id, word, ticket_id)
    SELECT NEW.company_id, w.word, NEW.ticket_id FROM unnest(tsvector_to_array(NEW.search_vector)) AS w(word)
    ON CONFLICT DO NOTHING;
  DELETE FROM ticket_words tw
    WHERE tw.company_id = OLD.company_id AND tw.ticket_id = OLD.ticket_id AND tw.word = ANY (tsvector_to_array(OLD.search_vector))
      AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.ticket_id = OLD.ticket_id AND m.company_id = OLD.company_id AND tw.word = ANY (tsvector_to_array(m.search_vector)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_ticket_words_inserted AFTER INSERT ON messages REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ticket_words_messages_inserted();
--> statement-breakpoint
CREATE TRIGGER messages_ticket_words_deleted AFTER DELETE ON messages REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION ticket_words_messages_deleted();
--> statement-breakpoint
CREATE TRIGGER messages_ticket_words_changed AFTER UPDATE OF body, ticket_id, company_id ON messages FOR EACH ROW
  WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.ticket_id <> NEW.ticket_id OR OLD.company_id <> NEW.company_id)
  EXECUTE FUNCTION ticket_words_message_changed();
--> statement-breakpoint
-- Backfill. The triggers above already hold the lock that keeps messages from being written until this
-- migration commits, so no message falls between the backfill and the triggers.
INSERT INTO ticket_words (company_id, word, ticket_id)
  SELECT DISTINCT m.company_id, w.word, m.ticket_id FROM messages m CROSS JOIN LATERAL unnest(tsvector_to_array(m.search_vector)) AS w(word);
--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_words_uq" ON "ticket_words" USING btree ("company_id","word" text_pattern_ops,"ticket_id");
