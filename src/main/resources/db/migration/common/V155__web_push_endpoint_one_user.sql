-- A push endpoint is one browser's: it belongs to one user at a time (docs/reminders.md, "Web Push"),
-- so that a browser shared by two accounts gets only the reminders of the one that subscribed last.
-- Of the rows that share an endpoint, the most recently registered stays.
delete from web_push_subscriptions s
where exists (
    select 1 from web_push_subscriptions t
    where t.endpoint = s.endpoint
      and (t.updated_at > s.updated_at or (t.updated_at = s.updated_at and t.id > s.id))
);

alter table web_push_subscriptions drop constraint web_push_subscriptions_endpoint_uk;
alter table web_push_subscriptions add constraint web_push_subscriptions_endpoint_uk unique (endpoint);
-- A user's subscriptions, newest first (the unique key no longer starts with user_id).
create index web_push_subscriptions_user_ix on web_push_subscriptions (user_id, updated_at);
