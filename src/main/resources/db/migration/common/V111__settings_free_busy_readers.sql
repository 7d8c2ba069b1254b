-- E-mail addresses (lowercase, comma-separated) of the users of this server who may see when the user
-- is busy, never what: docs/booking.md.
alter table settings add column free_busy_readers varchar(33000) not null default '';
