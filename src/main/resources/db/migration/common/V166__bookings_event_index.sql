-- A write of a user's events looks up the bookings of the events it changed or deleted (the booking
-- follows its event: docs/booking.md), by owner and event.
create index bookings_event_ix on bookings (user_id, event_id);
