-- Reminders of synced Canvas assignments are recorded beside those of local events. Their key
-- (event_id) is "canvas:" and the provider's id of the assignment, so that an assignment synced again
-- under a new id of ours (after reconnecting Canvas) does not remind twice; item_id is the id the
-- unified events API gives it, for GET /api/reminders. Local events keep source 'local' and no item_id
-- (their event_id is the event's or occurrence's id).
alter table reminder_deliveries add column source varchar(16) default 'local' not null;
alter table reminder_deliveries add column item_id varchar(100);
