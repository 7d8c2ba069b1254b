package dev.kairos.sync;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ConcurrentHashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import javax.sql.DataSource;

import com.github.kagkarlsson.scheduler.ScheduledExecutionsFilter;
import com.github.kagkarlsson.scheduler.Scheduler;
import com.github.kagkarlsson.scheduler.SchedulerBuilder;
import com.github.kagkarlsson.scheduler.SchedulerClient.ScheduleOptions;
import com.github.kagkarlsson.scheduler.SchedulerName;
import com.github.kagkarlsson.scheduler.exceptions.TaskInstanceException;
import com.github.kagkarlsson.scheduler.logging.LogLevel;
import com.github.kagkarlsson.scheduler.task.CompletionHandler;
import com.github.kagkarlsson.scheduler.task.ExecutionComplete;
import com.github.kagkarlsson.scheduler.task.ExecutionOperations;
import com.github.kagkarlsson.scheduler.task.TaskInstance;
import com.github.kagkarlsson.scheduler.task.TaskInstanceId;
import com.github.kagkarlsson.scheduler.task.helper.CustomTask;
import com.github.kagkarlsson.scheduler.task.helper.RecurringTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import com.github.kagkarlsson.scheduler.task.schedule.FixedDelay;
import dev.kairos.connections.ConnectionProblem;
import dev.kairos.connections.Connections;
import dev.kairos.connections.ProviderConnected;
import dev.kairos.connections.ProviderDisconnected;
import dev.kairos.connections.UserProvider;
import dev.kairos.providers.Provider;
import dev.kairos.security.KairosUser;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionalEventListener;

/**
 * Background sync: one job per connection, each with its own next run, on db-scheduler.
 * Every instance polls the database for due jobs and claims them there (PostgreSQL:
 * {@code FOR UPDATE SKIP LOCKED}), so instances share the work and never run one job
 * twice at once; a claim carries a heartbeat, and another instance takes over the jobs of
 * an instance that stopped beating. Each provider has its own job table and scheduler,
 * whose threads are that provider's concurrency limit on this instance, so a slow
 * provider never holds up another's jobs.
 * <p>
 * A job syncs its connection and runs again one interval after it ends (with an open
 * change notification channel, {@link PushChannels}, only every
 * {@code kairos.sync.push.poll-interval}, and soon after each notification); a failing
 * one waits twice as long after each failure in a row ({@link SyncProperties#backoff}); a
 * connection that is gone or must be connected again loses its job, and connecting it
 * schedules one, due at once. A recurring task per provider schedules the connections
 * that have none (those made before this version, or whose scheduling was lost to a crash
 * between the commit and the schedule), spread over one interval.
 */
@Component
@ConditionalOnWebApplication
class SyncJobs implements SmartLifecycle {

	static final String TASK = "sync";

	static final String SCHEDULE_MISSING = "schedule-missing";

	private static final Log logger = LogFactory.getLog(SyncJobs.class);

	private final SyncService sync;

	private final Connections connections;

	private final DataSource dataSource;

	private final SyncProperties properties;

	private final PushChannels push;

	private final PushProperties pushProperties;

	private final Map<Provider, Scheduler> schedulers = new ConcurrentHashMap<>();

	private final Map<Provider, CustomTask<Void>> tasks = new ConcurrentHashMap<>();

	private volatile boolean running;

	/**
	 * Wakes a scheduler when a notification's sync falls due, instead of at its next poll
	 * (up to {@code kairos.sync.poll-interval} later).
	 */
	private final ScheduledExecutorService wakeUps = Executors.newSingleThreadScheduledExecutor((task) -> {
		Thread thread = new Thread(task, "sync-push-wake-up");
		thread.setDaemon(true);
		return thread;
	});

	SyncJobs(SyncService sync, Connections connections, DataSource dataSource, SyncProperties properties,
			PushChannels push, PushProperties pushProperties) {
		this.sync = sync;
		this.connections = connections;
		this.dataSource = dataSource;
		this.properties = properties;
		this.push = push;
		this.pushProperties = pushProperties;
	}

	/** The job table of a provider. */
	static String table(Provider provider) {
		return "sync_jobs_" + provider.wireValue();
	}

	@Override
	public void start() {
		if (!this.properties.backgroundSync()) {
			logger.info("Background sync is off (kairos.sync.interval=0)");
			return;
		}
		boolean postgres = isPostgres();
		SchedulerName name = new SchedulerName.Fixed(System.getenv().getOrDefault("HOSTNAME", "kairos") + "-"
				+ ProcessHandle.current().pid() + "-" + UUID.randomUUID().toString().substring(0, 8));
		for (Provider provider : Provider.values()) {
			CustomTask<Void> task = Tasks.custom(TASK, Void.class)
				.onFailure((complete, operations) -> backOff(provider, complete, operations))
				.execute((instance, context) -> run(provider, instance));
			RecurringTask<Void> scheduleMissing = Tasks
				.recurring(SCHEDULE_MISSING, FixedDelay.of(this.properties.interval()))
				.execute((instance, context) -> scheduleMissing(provider));
			SchedulerBuilder builder = Scheduler.create(this.dataSource, task)
				.startTasks(scheduleMissing)
				.tableName(table(provider))
				.schedulerName(name)
				.threads(this.properties.concurrency())
				.pollingInterval(this.properties.pollInterval())
				.heartbeatInterval(this.properties.heartbeat())
				.shutdownMaxWait(Duration.ofSeconds(10))
				// backOff logs each failure once, with the wait that follows.
				.failureLogging(LogLevel.DEBUG, false);
			if (postgres) {
				builder.pollUsingLockAndFetch(0.5, 1.0);
			}
			Scheduler scheduler = builder.build();
			this.tasks.put(provider, task);
			this.schedulers.put(provider, scheduler);
			scheduler.start();
		}
		this.running = true;
	}

	@Override
	public void stop() {
		this.running = false;
		this.wakeUps.shutdownNow();
		this.schedulers.values().forEach(Scheduler::stop);
		this.schedulers.clear();
	}

	@Override
	public boolean isRunning() {
		return this.running;
	}

	/** A new or renewed connection is synced at once, then every interval. */
	@TransactionalEventListener(fallbackExecution = true)
	void on(ProviderConnected connected) {
		Scheduler scheduler = this.schedulers.get(connected.provider());
		if (scheduler == null) {
			return;
		}
		TaskInstance<Void> job = this.tasks.get(connected.provider()).instance(connected.user().id().toString());
		try {
			scheduler.schedule(job, Instant.now(), ScheduleOptions.WHEN_EXISTS_RESCHEDULE);
			scheduler.triggerCheckForDueExecutions();
		}
		catch (TaskInstanceException ex) {
			// It runs now, and schedules its next run itself.
		}
	}

	/**
	 * A removed connection's job goes with it (or ends at its next run, if it runs now).
	 */
	@TransactionalEventListener
	void on(ProviderDisconnected disconnected) {
		Scheduler scheduler = this.schedulers.get(disconnected.provider());
		if (scheduler == null) {
			return;
		}
		try {
			scheduler.cancel(TaskInstanceId.of(TASK, disconnected.user().id().toString()));
		}
		catch (TaskInstanceException ex) {
			// Gone already, or running: a run finds the connection gone and ends the job.
		}
	}

	/** Ask every provider's scheduler for due jobs now instead of at its next poll. */
	void checkNow() {
		this.schedulers.values().forEach(Scheduler::triggerCheckForDueExecutions);
	}

	/**
	 * A notification arrived for the connection: sync it after the push delay, unless it
	 * is due sooner anyway. A job running now sees the notification when it ends
	 * ({@link PushChannels#notifiedSince}) and runs again after the delay.
	 */
	void soon(UUID userId, Provider provider) {
		Scheduler scheduler = this.schedulers.get(provider);
		if (scheduler == null) {
			return;
		}
		TaskInstanceId id = TaskInstanceId.of(TASK, userId.toString());
		Instant due = Instant.now().plus(this.pushProperties.delay());
		boolean later = scheduler.getScheduledExecution(id)
			.map((execution) -> !execution.isPicked() && execution.getExecutionTime().isAfter(due))
			.orElse(false);
		if (later) {
			try {
				scheduler.reschedule(id, due);
				wakeUpAfter(scheduler, this.pushProperties.delay());
			}
			catch (TaskInstanceException ex) {
				// Picked meanwhile: the run sees the notification when it ends.
			}
		}
	}

	/**
	 * Ask the scheduler for due jobs right after {@code delay}, when a job it holds
	 * becomes due, instead of at its next poll (10 s by default).
	 */
	private void wakeUpAfter(Scheduler scheduler, Duration delay) {
		try {
			this.wakeUps.schedule(scheduler::triggerCheckForDueExecutions, delay.toMillis() + 10,
					TimeUnit.MILLISECONDS);
		}
		catch (RejectedExecutionException ex) {
			// Stopping: another instance, or the next start, runs the job.
		}
	}

	private CompletionHandler<Void> run(Provider provider, TaskInstance<Void> job) {
		KairosUser user = new KairosUser(UUID.fromString(job.getId()));
		Instant started = Instant.now();
		try {
			this.sync.sync(user, provider);
		}
		catch (ConnectionProblem ex) {
			// Not connected any more, or it must be connected again, which schedules it
			// anew.
			return new CompletionHandler.OnCompleteRemove<>();
		}
		catch (SyncInProgressException ex) {
			// The user's "sync now" runs at this moment: it stands for this round.
		}
		boolean notified = this.push.notifiedSince(user, provider, started);
		Duration wait;
		if (notified) {
			wait = this.pushProperties.delay();
		}
		else if (this.push.ensure(user, provider)) {
			wait = this.pushProperties.pollInterval();
		}
		else {
			wait = this.properties.interval();
		}
		return (complete, operations) -> {
			operations.reschedule(complete, complete.getTimeDone().plus(wait));
			// A notification came while it ran: run again after the delay, not at the
			// scheduler's next poll.
			Scheduler scheduler = this.schedulers.get(provider);
			if (notified && scheduler != null) {
				wakeUpAfter(scheduler, wait);
			}
		};
	}

	private void backOff(Provider provider, ExecutionComplete complete, ExecutionOperations<Void> operations) {
		int failures = complete.getExecution().consecutiveFailures + 1;
		Duration wait = this.properties.backoff(failures);
		logger.warn("Background sync of a " + provider.wireValue() + " connection failed " + failures
				+ " time(s) in a row; next try in " + wait + ": "
				+ complete.getCause().map(Throwable::getMessage).orElse("unknown error"));
		operations.reschedule(complete, complete.getTimeDone().plus(wait));
	}

	/**
	 * Schedule every connection of the provider that has no job, spread over one interval
	 * by its user id so that a first start with many connections does not sync them all
	 * at once.
	 */
	private void scheduleMissing(Provider provider) {
		Scheduler scheduler = this.schedulers.get(provider);
		CustomTask<Void> task = this.tasks.get(provider);
		if (scheduler == null || task == null) {
			return;
		}
		Set<String> scheduled = new HashSet<>();
		scheduler.fetchScheduledExecutionsForTask(TASK, Void.class, ScheduledExecutionsFilter.all(),
				(execution) -> scheduled.add(execution.getTaskInstance().getId()));
		Instant now = Instant.now();
		long spread = this.properties.interval().toMillis();
		int added = 0;
		for (UserProvider connection : this.connections.connected()) {
			String id = connection.userId().toString();
			if (connection.provider() == provider && !scheduled.contains(id)) {
				Instant due = now.plusMillis(spread * Math.floorMod(id.hashCode(), 1000) / 1000);
				if (scheduler.scheduleIfNotExists(task.instance(id), due)) {
					added++;
				}
			}
		}
		if (added > 0) {
			logger.info("Scheduled background sync for " + added + " " + provider.wireValue() + " connection(s)");
		}
	}

	private boolean isPostgres() {
		try (Connection connection = this.dataSource.getConnection()) {
			return "PostgreSQL".equals(connection.getMetaData().getDatabaseProductName());
		}
		catch (SQLException ex) {
			throw new IllegalStateException("Cannot read the database's product name", ex);
		}
	}

}
