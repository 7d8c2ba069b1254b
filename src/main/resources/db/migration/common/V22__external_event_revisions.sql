-- What the iCal feed needs of synced items: a SEQUENCE that grows when an item changes, its creation
-- time, and a per-user, per-source revision that changes with every write (deletions included), for
-- the feed's ETag.
alter table external_events add column sequence integer default 0 not null;
alter table external_events add column created_at timestamp with time zone;
update external_events set created_at = updated_at;

create table external_revisions (
    user_id uuid not null references users (id) on delete cascade,
    source varchar(16) not null,
    revision bigint not null,
    constraint external_revisions_pk primary key (user_id, source)
);
