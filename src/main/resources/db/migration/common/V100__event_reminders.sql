-- Reminders of events, series and changed occurrences: null for the user's default reminders, else
-- the event's own as "method:minutes_before" joined by commas (empty: no reminder at all).
alter table events add column reminders varchar(200);
alter table event_series add column reminders varchar(200);
alter table event_exceptions add column reminders varchar(200);

-- The reminders of events that use the defaults, and of synced Canvas assignments (before their due time).
alter table settings add column default_reminders varchar(200) default 'notification:10' not null;
alter table settings add column assignment_reminders varchar(200) default 'notification:1440' not null;
