-- Change notification channels (Google events.watch channels, Microsoft Graph subscriptions), one
-- active per connection; a stale one was replaced or outlived its connection and is stopped when it
-- next notifies or when the connection's job runs. Only the secret's SHA-256 is kept.
create table push_channels (
    provider varchar(16) not null,
    channel_id varchar(200) not null,
    user_id uuid not null references users (id) on delete cascade,
    resource_id varchar(500),
    secret_hash varchar(64) not null,
    expires_at timestamp with time zone not null,
    stale boolean not null,
    notified_at timestamp with time zone,
    created_at timestamp with time zone not null,
    constraint push_channels_pk primary key (provider, channel_id)
);
create index push_channels_user on push_channels (user_id, provider);
