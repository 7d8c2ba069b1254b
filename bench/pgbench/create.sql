-- The smallest transaction that does the job of one create for the heavy user of the events benchmark:
-- lock the user's row, read the counters the checks need, read the overlapping local events (the recent
-- ones by start, the long-running ones by end) and synced events, insert the event, count it. Slots as
-- the benchmark's: half hours between 08:00 and 20:00 UTC over two years from :base.
\set slot random(0, 17519)
\set day :slot / 24
\set half 16 + (:slot % 24)
BEGIN;
SELECT id FROM users WHERE id = :uid FOR UPDATE;
SELECT stored_events, series_version FROM event_revisions WHERE user_id = :uid;
SELECT id, title, start_time, end_time FROM events
 WHERE user_id = :uid
   AND start_time > :base::timestamptz + make_interval(days => :day, mins => :half * 30) - interval '1 day'
   AND start_time < :base::timestamptz + make_interval(days => :day, mins => :half * 30 + 30)
   AND end_time > :base::timestamptz + make_interval(days => :day, mins => :half * 30)
   AND all_day = false
 ORDER BY start_time, id LIMIT 1000;
SELECT id, start_time, end_time FROM events
 WHERE user_id = :uid AND long_end_time > :base::timestamptz + make_interval(days => :day, mins => :half * 30);
SELECT id, title, start_time, end_time FROM external_events
 WHERE user_id = :uid
   AND start_time > :base::timestamptz + make_interval(days => :day, mins => :half * 30) - interval '1 day'
   AND start_time < :base::timestamptz + make_interval(days => :day, mins => :half * 30 + 30)
   AND end_time > :base::timestamptz + make_interval(days => :day, mins => :half * 30)
   AND blocking = true AND all_day = false
 ORDER BY start_time, id LIMIT 1000;
INSERT INTO events (id, user_id, title, start_time, end_time, all_day, sequence, created_at, updated_at)
VALUES (gen_random_uuid(), :uid, 'pgbench',
        :base::timestamptz + make_interval(days => :day, mins => :half * 30),
        :base::timestamptz + make_interval(days => :day, mins => :half * 30 + 30), false, 0, now(), now());
UPDATE event_revisions SET stored_events = stored_events + 1, revision = revision + 1 WHERE user_id = :uid;
END;
