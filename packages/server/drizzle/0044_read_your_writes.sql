-- Read replica (issue 42, decision 064): the WAL position just after the last write a session (or an integration
-- token) committed. Its next reads that may go to the hot standby wait there until the standby has replayed it, so
-- the writer always reads its own writes, whichever server process answers. Null: nothing written yet (or no replica).
ALTER TABLE "sessions" ADD COLUMN "write_lsn" pg_lsn;
--> statement-breakpoint
ALTER TABLE "integration_tokens" ADD COLUMN "write_lsn" pg_lsn;
