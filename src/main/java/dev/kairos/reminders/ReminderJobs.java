package dev.kairos.reminders;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import javax.sql.DataSource;

import com.github.kagkarlsson.scheduler.Scheduler;
import com.github.kagkarlsson.scheduler.SchedulerBuilder;
import com.github.kagkarlsson.scheduler.SchedulerName;
import com.github.kagkarlsson.scheduler.logging.LogLevel;
import com.github.kagkarlsson.scheduler.task.CompletionHandler;
import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.helper.CustomTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import com.github.kagkarlsson.scheduler.task.schedule.FixedDelay;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * The reminders' runs on db-scheduler ({@code reminder_jobs}): the users are split into
 * {@code kairos.reminders.partitions} partitions by a hash of their id, each a task
 * instance ({@code reminders}, instance {@code 0}, {@code 1}, ...) that runs every
 * {@code kairos.reminders.poll-interval} after its last run ended. db-scheduler hands one
 * execution of a partition to one instance at a time (and another instance takes over
 * when that one stops beating); an instance runs at most
 * {@code kairos.reminders.partitions-at-once} partitions at once, so with two instances
 * both work. Each reminder is claimed by its unique key before it is sent, so running
 * several instances (or runs) never sends one twice.
 */
@Component
@ConditionalOnWebApplication
class ReminderJobs implements SmartLifecycle {

	static final String TASK = "reminders";

	private static final Log logger = LogFactory.getLog(ReminderJobs.class);

	private final ReminderService reminders;

	private final DataSource dataSource;

	private final RemindersProperties properties;

	private volatile @Nullable Scheduler scheduler;

	private final AtomicInteger runs = new AtomicInteger();

	/** The partitions this instance ran, and how many users it looked at in each. */
	private final Map<Integer, Integer> ran = new ConcurrentHashMap<>();

	ReminderJobs(ReminderService reminders, DataSource dataSource, RemindersProperties properties) {
		this.reminders = reminders;
		this.dataSource = dataSource;
		this.properties = properties;
	}

	@Override
	public void start() {
		if (!this.properties.enabled()) {
			logger.info("Reminder delivery is off on this instance (kairos.reminders.enabled=false)");
			return;
		}
		int partitions = Math.max(1, this.properties.partitions());
		FixedDelay every = FixedDelay.of(this.properties.pollInterval());
		CustomTask<Void> run = Tasks.custom(TASK, Void.class)
			.onFailure(new FailureHandler.OnFailureReschedule<>(every))
			.execute((instance, context) -> run(instance.getId(), partitions, every));
		Duration poll = this.properties.pollInterval().compareTo(Duration.ofSeconds(5)) < 0
				? this.properties.pollInterval() : Duration.ofSeconds(5);
		SchedulerBuilder builder = Scheduler.create(this.dataSource, run)
			.tableName("reminder_jobs")
			.schedulerName(new SchedulerName.Fixed(System.getenv().getOrDefault("HOSTNAME", "kairos") + "-"
					+ ProcessHandle.current().pid() + "-" + UUID.randomUUID().toString().substring(0, 8)))
			.threads(Math.max(1, Math.min(partitions, this.properties.partitionsAtOnce())))
			.pollingInterval(poll)
			.shutdownMaxWait(Duration.ofSeconds(10))
			.failureLogging(LogLevel.WARN, true);
		if (isPostgres()) {
			// Each poll takes no more partitions than it has threads for, and skips those
			// another instance holds.
			builder.pollUsingLockAndFetch(0.5, 1.0);
		}
		Scheduler started = builder.build();
		started.start();
		Instant now = Instant.now();
		for (int partition = 0; partition < partitions; partition++) {
			try {
				started.scheduleIfNotExists(run.instance(String.valueOf(partition)), now);
			}
			catch (RuntimeException ex) {
				// Another instance starting at the same time made it.
				logger.debug("Partition " + partition + " of the reminders was not scheduled here", ex);
			}
		}
		this.scheduler = started;
	}

	private CompletionHandler<Void> run(String instance, int partitions, FixedDelay every) {
		int partition = partition(instance);
		if (partition < 0 || partition >= partitions) {
			// The one recurring run of earlier versions, or a partition of a larger
			// count.
			logger.info("Removing the reminders' task instance " + instance + " (" + partitions + " partitions now)");
			return new CompletionHandler.OnCompleteRemove<>();
		}
		int looked = this.reminders.runDue(partition, partitions);
		this.ran.merge(partition, looked, Integer::sum);
		if (partition == 0 && this.runs.incrementAndGet() % 360 == 0) {
			this.reminders.purge();
		}
		return new CompletionHandler.OnCompleteReschedule<>(every);
	}

	/** The partitions this instance ran, with the users it looked at in each. */
	Map<Integer, Integer> partitionsRun() {
		return Map.copyOf(this.ran);
	}

	private static int partition(String instance) {
		try {
			return Integer.parseInt(instance);
		}
		catch (NumberFormatException ex) {
			return -1;
		}
	}

	private boolean isPostgres() {
		try (Connection connection = this.dataSource.getConnection()) {
			return "PostgreSQL".equals(connection.getMetaData().getDatabaseProductName());
		}
		catch (SQLException ex) {
			return false;
		}
	}

	@Override
	public void stop() {
		Scheduler running = this.scheduler;
		this.scheduler = null;
		if (running != null) {
			running.stop();
		}
	}

	@Override
	public boolean isRunning() {
		return this.scheduler != null;
	}

}
