-- Background sync jobs, one table per provider (db-scheduler's layout; SyncJobs).
create table sync_jobs_google (
    task_name varchar(100) not null,
    task_instance varchar(100) not null,
    task_data bytea,
    execution_time timestamp with time zone not null,
    picked boolean not null,
    picked_by varchar(200),
    last_success timestamp with time zone,
    last_failure timestamp with time zone,
    consecutive_failures int,
    last_heartbeat timestamp with time zone,
    version bigint not null,
    priority smallint,
    primary key (task_name, task_instance)
);
create index sync_jobs_google_execution_time on sync_jobs_google (execution_time);
create index sync_jobs_google_last_heartbeat on sync_jobs_google (last_heartbeat);

create table sync_jobs_microsoft (
    task_name varchar(100) not null,
    task_instance varchar(100) not null,
    task_data bytea,
    execution_time timestamp with time zone not null,
    picked boolean not null,
    picked_by varchar(200),
    last_success timestamp with time zone,
    last_failure timestamp with time zone,
    consecutive_failures int,
    last_heartbeat timestamp with time zone,
    version bigint not null,
    priority smallint,
    primary key (task_name, task_instance)
);
create index sync_jobs_microsoft_execution_time on sync_jobs_microsoft (execution_time);
create index sync_jobs_microsoft_last_heartbeat on sync_jobs_microsoft (last_heartbeat);

create table sync_jobs_canvas (
    task_name varchar(100) not null,
    task_instance varchar(100) not null,
    task_data bytea,
    execution_time timestamp with time zone not null,
    picked boolean not null,
    picked_by varchar(200),
    last_success timestamp with time zone,
    last_failure timestamp with time zone,
    consecutive_failures int,
    last_heartbeat timestamp with time zone,
    version bigint not null,
    priority smallint,
    primary key (task_name, task_instance)
);
create index sync_jobs_canvas_execution_time on sync_jobs_canvas (execution_time);
create index sync_jobs_canvas_last_heartbeat on sync_jobs_canvas (last_heartbeat);

