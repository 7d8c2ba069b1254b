-- One row per user, created with defaults on the first read.
create table settings (
    user_id uuid primary key references users (id) on delete cascade,
    timezone varchar(64) not null,
    week_start varchar(9) not null,
    working_hours_start time not null,
    working_hours_end time not null,
    working_days varchar(80) not null,
    default_event_duration_minutes integer not null,
    default_event_color varchar(7) not null,
    study_session_minutes integer not null,
    study_break_minutes integer not null,
    max_study_minutes_per_day integer not null,
    date_order varchar(3) not null,
    -- The token is shown in the settings, so it is kept; lookups go through its SHA-256 so that the
    -- feed endpoint never compares secrets in a timing-sensitive index.
    feed_token varchar(64) not null,
    feed_token_hash varchar(64) not null,
    feed_sources varchar(100) not null,
    email_signature varchar(2000),
    created_at timestamp with time zone not null,
    updated_at timestamp with time zone not null,
    constraint settings_feed_token_uk unique (feed_token_hash)
);
