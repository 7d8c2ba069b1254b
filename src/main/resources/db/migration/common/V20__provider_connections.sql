-- A user's connection to an external provider. Tokens are AES-GCM encrypted by the service before they
-- are stored. The sync cursor (Google nextSyncToken, Graph deltaLink) and the last sync's outcome live
-- here too, so that one row tells everything about a connection.
create table provider_connections (
    user_id uuid not null references users (id) on delete cascade,
    provider varchar(16) not null,
    status varchar(20) not null,
    access_token varchar(16000) not null,
    refresh_token varchar(16000),
    access_token_expires_at timestamp with time zone,
    scopes varchar(4000) not null,
    account_email varchar(320),
    account_name varchar(200),
    sync_cursor varchar(4000),
    last_synced_at timestamp with time zone,
    last_error varchar(1000),
    created_at timestamp with time zone not null,
    updated_at timestamp with time zone not null,
    constraint provider_connections_pk primary key (user_id, provider)
);

-- OAuth authorization requests in flight: the single-use state (stored as its SHA-256) identifies the
-- user at the callback, which carries no session or key.
create table oauth_states (
    state_hash varchar(64) primary key,
    user_id uuid not null references users (id) on delete cascade,
    provider varchar(16) not null,
    code_verifier varchar(128) not null,
    scopes varchar(4000) not null,
    expires_at timestamp with time zone not null
);

create index oauth_states_expiry_ix on oauth_states (expires_at);
