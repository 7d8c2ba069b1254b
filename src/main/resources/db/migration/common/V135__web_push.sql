-- Web Push (docs/reminders.md): the server's one VAPID key pair, made by the first instance that starts
-- (the primary key lets exactly one insert win when two start at once), and the browsers' push
-- subscriptions. Keys are base64url: the public key as X.509, the private key as PKCS#8.
create table web_push_keys (
    id smallint primary key,
    public_key varchar(500) not null,
    private_key varchar(1000) not null,
    created_at timestamp with time zone not null,
    constraint web_push_keys_one_ck check (id = 1)
);

-- One row per browser (its push service endpoint) per user: the same browser used by two accounts is a
-- subscription of each. p256dh and auth are the browser's keys for the message encryption (RFC 8291).
create table web_push_subscriptions (
    id uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    endpoint varchar(1024) not null,
    p256dh varchar(100) not null,
    auth varchar(50) not null,
    created_at timestamp with time zone not null,
    updated_at timestamp with time zone not null,
    constraint web_push_subscriptions_endpoint_uk unique (user_id, endpoint)
);
