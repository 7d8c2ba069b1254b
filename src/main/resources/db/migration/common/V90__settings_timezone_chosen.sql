-- Whether the user ever set the time zone: a new account's UTC is a default that a client may replace
-- with the device's zone, a chosen one is left alone. Rows made before this column count as chosen when
-- they are off UTC or were ever changed.
alter table settings add column timezone_chosen boolean default false not null;
update settings set timezone_chosen = true where timezone <> 'UTC' or updated_at <> created_at;
