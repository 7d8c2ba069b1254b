-- Local events. Times are UTC instants over the half-open interval [start_time, end_time).
-- All-day events are stored from 00:00 UTC of their first day to 00:00 UTC after their last day.
create table events (
    id uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    title varchar(500) not null,
    description text,
    location varchar(1000),
    color varchar(7),
    start_time timestamp with time zone not null,
    end_time timestamp with time zone not null,
    all_day boolean not null,
    -- end_time again, but only for events longer than a day (null otherwise). Interval queries find
    -- every event that starts in [window start - 1 day, window end) through events_start_ix, and the
    -- few longer ones that started earlier through events_long_ix; their cost never grows with the
    -- number of past events.
    long_end_time timestamp with time zone,
    sequence integer not null default 0,
    created_at timestamp with time zone not null,
    updated_at timestamp with time zone not null,
    constraint events_interval_ck check (end_time > start_time)
);

create index events_start_ix on events (user_id, start_time, id);
create index events_long_ix on events (user_id, long_end_time);
