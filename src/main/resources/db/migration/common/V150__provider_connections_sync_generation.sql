-- The generation of a connection's last sync: every sync takes the next one (under the connection's row
-- lock) and tags the rows its listing holds with it, so that a complete listing deletes the rows of every
-- earlier generation. It was the clock's millisecond, which two syncs within one millisecond (or under a
-- pinned clock) shared, so the second deleted nothing. It starts above every generation already stored.
alter table provider_connections add column sync_generation bigint default 0 not null;

update provider_connections set sync_generation = coalesce((select max(e.sync_generation) from external_events e
    where e.user_id = provider_connections.user_id and e.source = provider_connections.provider), 0);
