-- The reminders' recurring run on db-scheduler (its table layout; ReminderJobs).
create table reminder_jobs (
    task_name varchar(100) not null,
    task_instance varchar(100) not null,
    task_data blob,
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
create index reminder_jobs_execution_time on reminder_jobs (execution_time);
create index reminder_jobs_last_heartbeat on reminder_jobs (last_heartbeat);
