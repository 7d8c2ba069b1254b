-- Events imported from an .ics file keep the file's key, so that importing the file again updates them
-- instead of adding copies: the UID (a SHA-256 stands in for UIDs over 255 characters) and the start of
-- the occurrence in the series ('' for an event that does not recur). Both are null for other events;
-- rows with a null ical_uid never collide in the unique index.
alter table events add column ical_uid varchar(300);
alter table events add column recurrence_id varchar(40);

create unique index events_ical_key_ux on events (user_id, ical_uid, recurrence_id);

-- A per-user counter bumped by every write to the user's events (deletions included), so that readers
-- such as the iCal feed can tell cheaply whether anything changed (its ETag).
create table event_revisions (
    user_id uuid primary key references users (id) on delete cascade,
    revision bigint not null
);
