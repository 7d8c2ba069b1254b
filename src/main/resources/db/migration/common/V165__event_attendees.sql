-- Who is invited to a one-off event: a JSON array of {"name", "email", "status"} (status is iCalendar's
-- PARTSTAT in lower case), at most 100 entries, in the order they were given; null when nobody is.
-- Kept beside the event as its reminders are: the attendees are always read and written with the event,
-- never searched, so a table of their own would only add a join to every read.
alter table events add column attendees text;
