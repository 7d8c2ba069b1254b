-- When each user's reminders next need looking at (docs/reminders.md): one row per user, written in
-- the transaction of every change to their events (next_fire_at = the change's time, so that the next
-- run works out the real time) and by each run (the earliest fire time still ahead). version grows with
-- every change, so that a run that read the events before a change does not overwrite its mark.
-- checked_at is the time of the last run: reminders that fell due after it and whose event has started
-- since are recorded as skipped.
create table reminder_schedule (
    user_id uuid primary key references users (id) on delete cascade,
    next_fire_at timestamp with time zone not null,
    checked_at timestamp with time zone not null,
    version bigint not null default 0
);

create index reminder_schedule_due_ix on reminder_schedule (next_fire_at);

-- One row per reminder of an occurrence that fired (or was skipped): the unique key is claimed in its
-- own transaction before anything is sent, so each reminder goes out at most once across instances.
create table reminder_deliveries (
    id uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    event_id varchar(100) not null,
    occurrence_start timestamp with time zone not null,
    method varchar(20) not null,
    minutes_before integer not null,
    fire_at timestamp with time zone not null,
    title varchar(500) not null,
    status varchar(20) not null,
    detail varchar(500),
    claimed_at timestamp with time zone not null,
    finished_at timestamp with time zone,
    constraint reminder_deliveries_key_uk unique (user_id, event_id, occurrence_start, method, minutes_before)
);

create index reminder_deliveries_fire_ix on reminder_deliveries (user_id, fire_at);

-- Users who had events before reminders existed are looked at on the first run.
insert into reminder_schedule (user_id, next_fire_at, checked_at, version)
select id, current_timestamp, current_timestamp, 0 from users;
