-- The guessing throttle, shared by the feed (unknown feed tokens) and the web app's sign-in (wrong API
-- keys): failures per kind, client address and window, shared by every instance behind a load balancer.
-- It replaces feed_guesses; its counts live a minute or two, so none are carried over.
create table failed_guesses (
    kind varchar(32) not null,
    address varchar(64) not null,
    window_start timestamp with time zone not null,
    failures integer not null,
    constraint failed_guesses_pk primary key (kind, address, window_start)
);

create index failed_guesses_window_ix on failed_guesses (kind, window_start);

drop table feed_guesses;
