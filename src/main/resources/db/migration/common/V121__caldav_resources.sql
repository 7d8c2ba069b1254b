-- CalDAV resources whose name or content a client chose: the name it wrote the resource under (an
-- event or series written over the API is named after its id and needs no row), the event or series
-- it is, the UID the client gave it, and the client's own copy (raw) with the digest (model_tag) of
-- how Kairos renders the event it stored from it. While Kairos renders the event the same, GET answers
-- the client's copy; after a change elsewhere, Kairos' rendering with what Kairos does not model (X-
-- properties, attendees, categories, alarms) copied from it. Rows stay after a delete: a sync names
-- the deleted resource by them.
create table caldav_resources (
    user_id uuid not null references users (id) on delete cascade,
    name varchar(255) not null,
    item_id uuid not null,
    uid varchar(1000) not null,
    raw text,
    model_tag varchar(64),
    constraint caldav_resources_pk primary key (user_id, name)
);

create index caldav_resources_item_ix on caldav_resources (user_id, item_id);
