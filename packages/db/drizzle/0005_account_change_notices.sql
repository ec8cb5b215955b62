-- Each instance caches validated sessions for a few seconds (apps/server/src/accounts/sessions/session-cache.ts).
-- These triggers announce, on commit, every account whose cached sessions must go: one of its sessions ended
-- (sign-out, password reset, removal, expiry sweep), or what a session answers with changed (name, email, role,
-- removal). The payload is the account's id; a rolled-back change announces nothing.
CREATE FUNCTION "announce_ended_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_changed', ended.user_id::text) FROM (SELECT DISTINCT user_id FROM ended_sessions) AS ended;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_announce_ended" AFTER DELETE ON "sessions"
  REFERENCING OLD TABLE AS ended_sessions FOR EACH STATEMENT EXECUTE FUNCTION "announce_ended_sessions"();--> statement-breakpoint
CREATE FUNCTION "announce_changed_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_changed', OLD.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_announce_changed" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((OLD.name, OLD.email, OLD.role, OLD.deleted_at) IS DISTINCT FROM (NEW.name, NEW.email, NEW.role, NEW.deleted_at))
  EXECUTE FUNCTION "announce_changed_account"();--> statement-breakpoint
CREATE TRIGGER "users_announce_removed" AFTER DELETE ON "users" FOR EACH ROW
  EXECUTE FUNCTION "announce_changed_account"();
