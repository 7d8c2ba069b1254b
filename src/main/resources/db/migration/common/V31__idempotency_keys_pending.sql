-- A key whose request is still running (or whose instance stopped while running it): retries get 409 and
-- never run the request a second time.
alter table idempotency_keys add column completed boolean default true not null;
