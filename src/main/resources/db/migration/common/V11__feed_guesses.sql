-- Unknown feed tokens per client address and minute: the feed's guessing throttle, shared by every
-- instance behind a load balancer.
create table feed_guesses (
    address varchar(64) not null,
    window_start timestamp with time zone not null,
    failures integer not null,
    constraint feed_guesses_pk primary key (address, window_start)
);

create index feed_guesses_window_ix on feed_guesses (window_start);
