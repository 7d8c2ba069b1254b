-- The mail of bookings (docs/booking.md, "Mail"): the zone the booker booked in (their mail is
-- written in it; null for older bookings, read as the owner's zone), the SEQUENCE of the booking's
-- iCalendar invitation (one more for each move and the cancellation), and what became of the last
-- mail to the booker (sent, undeliverable, failed; null before any).
alter table bookings add column booker_timezone varchar(64);
alter table bookings add column ical_sequence integer default 0 not null;
alter table bookings add column mail_status varchar(20);
