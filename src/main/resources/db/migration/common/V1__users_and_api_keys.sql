-- A user is identified by (issuer, subject): the OIDC issuer and subject for browser sign-in, or
-- ('local', e-mail) for users created on the command line.
create table users (
    id uuid primary key,
    issuer varchar(500) not null,
    subject varchar(500) not null,
    email varchar(320),
    display_name varchar(200),
    created_at timestamp with time zone not null,
    constraint users_identity_uk unique (issuer, subject)
);

-- Only the SHA-256 of an API key is stored; the key itself is shown once, when it is issued.
create table api_keys (
    id uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    name varchar(100) not null,
    key_hash varchar(64) not null,
    created_at timestamp with time zone not null,
    constraint api_keys_hash_uk unique (key_hash)
);

create index api_keys_user_ix on api_keys (user_id, created_at);
