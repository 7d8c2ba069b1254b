-- Events and assignments synced from google, microsoft and canvas. Same interval design as local events
-- (see V3): events_start-style index plus long_end_time for events longer than a day.
create table external_events (
    id uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    source varchar(16) not null,
    source_type varchar(16) not null,
    external_id varchar(1024) not null,
    -- The calendar or course the item came from: a full sync removes what vanished from a container
    -- it read completely, and never touches containers it could not read.
    container varchar(200) not null,
    title varchar(1000) not null,
    description text,
    location varchar(1000),
    start_time timestamp with time zone not null,
    end_time timestamp with time zone not null,
    all_day boolean not null,
    -- False for events marked free/transparent and for assignments: they never block a new event.
    blocking boolean not null,
    -- For assignments: the user has submitted it.
    completed boolean not null,
    url varchar(2000),
    course varchar(500),
    long_end_time timestamp with time zone,
    sync_generation bigint not null,
    updated_at timestamp with time zone not null,
    constraint external_events_uk unique (user_id, source, external_id),
    constraint external_events_interval_ck check (end_time >= start_time)
);

create index external_events_start_ix on external_events (user_id, start_time, id);
create index external_events_long_ix on external_events (user_id, long_end_time);

-- ShedLock's table: one background sync sweep across instances, and one sync per user and provider.
create table shedlock (
    name varchar(64) not null,
    lock_until timestamp not null,
    locked_at timestamp not null,
    locked_by varchar(255) not null,
    constraint shedlock_pk primary key (name)
);
