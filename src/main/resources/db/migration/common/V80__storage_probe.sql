-- One row the storage health check rewrites (at most every few seconds): health is DOWN while the
-- database takes no writes (a full disk, a read-only or closed database).
create table storage_probe (
    id int not null primary key,
    written_at timestamp with time zone not null
);
insert into storage_probe (id, written_at) values (1, current_timestamp);
