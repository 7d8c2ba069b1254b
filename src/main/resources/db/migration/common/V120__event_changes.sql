-- What changed in a user's local events, for CalDAV's sync-collection (RFC 6578): one row per one-off
-- event or series, its latest write, tagged with the revision (event_revisions.revision) that write's
-- transaction committed. deleted marks a tombstone. A sync token is a revision; what changed after it is
-- the rows with a greater revision, so a sync costs what changed, not what the calendar holds. Written
-- by the events package's EventWriter only, in the transaction of the write.
create table event_changes (
    user_id uuid not null references users (id) on delete cascade,
    revision bigint not null,
    item_id uuid not null,
    deleted boolean not null
);

create index event_changes_user_ix on event_changes (user_id, revision);
create index event_changes_item_ix on event_changes (user_id, item_id);

-- The first revision the log covers: writes before this migration left no rows, so a token older than
-- this is unknown (403 valid-sync-token) and the client syncs afresh.
alter table event_revisions add column changes_from bigint not null default 0;

update event_revisions set changes_from = revision;
