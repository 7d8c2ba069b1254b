-- Booking pages: a user's public pages where others book time with them (docs/booking.md).
-- availability holds weekly windows as "monday 09:00-12:00,monday 13:00-17:00"; null follows the
-- owner's working hours from their settings, read whenever slots are computed.
create table booking_pages (
    id uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    slug varchar(64) not null,
    title varchar(200) not null,
    durations_minutes varchar(100) not null,
    availability varchar(2000),
    buffer_before_minutes integer not null,
    buffer_after_minutes integer not null,
    minimum_notice_minutes integer not null,
    horizon_days integer not null,
    max_per_day integer,
    location varchar(1000),
    description varchar(5000),
    enabled boolean not null,
    created_at timestamp with time zone not null,
    updated_at timestamp with time zone not null,
    constraint booking_pages_slug_uk unique (slug)
);

create index booking_pages_user_ix on booking_pages (user_id, created_at);

-- A booking made on a page: the event it became in the owner's calendar, who booked it, and the
-- SHA-256 of the secret manage token that lets the booker cancel or move it.
create table bookings (
    id uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    page_id uuid references booking_pages (id) on delete set null,
    event_id uuid not null,
    start_time timestamp with time zone not null,
    end_time timestamp with time zone not null,
    booker_name varchar(200) not null,
    booker_email varchar(320) not null,
    note varchar(2000),
    manage_token_hash varchar(64) not null,
    cancelled boolean not null,
    created_at timestamp with time zone not null,
    constraint bookings_token_uk unique (manage_token_hash)
);

create index bookings_page_start_ix on bookings (page_id, start_time);
