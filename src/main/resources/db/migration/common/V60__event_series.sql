-- Recurring series, stored once and expanded on read (docs/api.md, "Recurring events"). start_time and
-- end_time are the first occurrence (DTSTART and its end); time_zone is the zone whose wall clock the
-- series repeats in; recurrence holds the canonical RRULE, RDATE and EXDATE lines, one per line.
create table event_series (
    id uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    title varchar(500) not null,
    description text,
    location varchar(1000),
    color varchar(7),
    start_time timestamp with time zone not null,
    end_time timestamp with time zone not null,
    all_day boolean not null,
    time_zone varchar(64) not null,
    recurrence text not null,
    sequence integer not null default 0,
    created_at timestamp with time zone not null,
    updated_at timestamp with time zone not null,
    -- The UID of an imported series, so that importing its file again updates it.
    ical_uid varchar(300),
    constraint event_series_interval_ck check (end_time > start_time)
);

create index event_series_user_ix on event_series (user_id);
create unique index event_series_ical_uid_ux on event_series (user_id, ical_uid);

-- One occurrence of a series changed on its own: keyed by the start it had in the series
-- (RECURRENCE-ID). It holds every field of the occurrence; overridden names the ones it changed, so
-- that a change to the series reaches the others.
create table event_exceptions (
    id uuid primary key,
    series_id uuid not null references event_series (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    original_start timestamp with time zone not null,
    title varchar(500) not null,
    description text,
    location varchar(1000),
    color varchar(7),
    start_time timestamp with time zone not null,
    end_time timestamp with time zone not null,
    overridden varchar(200) not null,
    sequence integer not null default 0,
    created_at timestamp with time zone not null,
    updated_at timestamp with time zone not null,
    constraint event_exceptions_interval_ck check (end_time > start_time),
    constraint event_exceptions_original_uk unique (series_id, original_start)
);

create index event_exceptions_user_ix on event_exceptions (user_id);

-- series_version changes (to a new random value) with every write to a user's series or exceptions,
-- so that an instance can keep the user's compiled series in memory and know when to read them again;
-- stored_events counts one-off events and series, for the per-user limit.
alter table event_revisions add column series_version bigint not null default 0;
alter table event_revisions add column stored_events integer not null default 0;

update event_revisions set stored_events = (select count(*) from events where events.user_id = event_revisions.user_id);
