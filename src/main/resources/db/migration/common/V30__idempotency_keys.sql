-- The first successful response to a request sent with an Idempotency-Key header, kept for 24 hours so that a
-- retried request gets it again instead of acting twice. request_hash is the SHA-256 of the request (method,
-- path, canonical body): the same key with another request is refused.
create table idempotency_keys (
    user_id uuid not null references users (id) on delete cascade,
    idempotency_key varchar(255) not null,
    request_hash varchar(64) not null,
    response_status integer not null,
    response_location varchar(2000),
    response_body text not null,
    created_at timestamp with time zone not null,
    expires_at timestamp with time zone not null,
    constraint idempotency_keys_pk primary key (user_id, idempotency_key)
);

create index idempotency_keys_expiry_ix on idempotency_keys (expires_at);
