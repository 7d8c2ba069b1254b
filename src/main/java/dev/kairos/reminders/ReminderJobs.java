package dev.kairos.reminders;

import java.time.Duration;
import java.util.UUID;

import javax.sql.DataSource;

import com.github.kagkarlsson.scheduler.Scheduler;
import com.github.kagkarlsson.scheduler.SchedulerName;
import com.github.kagkarlsson.scheduler.logging.LogLevel;
import com.github.kagkarlsson.scheduler.task.helper.RecurringTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import com.github.kagkarlsson.scheduler.task.schedule.FixedDelay;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * The reminders' run on db-scheduler ({@code reminder_jobs}): a recurring task, every
 * {@code kairos.reminders.poll-interval} after the last run ended. db-scheduler hands one
 * execution to one instance at a time (and another instance takes over when that one
 * stops beating), and each reminder is claimed by its unique key before it is sent, so
 * running several instances never sends one twice.
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

	private int runs;

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
		RecurringTask<Void> run = Tasks.recurring(TASK, FixedDelay.of(this.properties.pollInterval()))
			.execute((instance, context) -> run());
		Duration poll = this.properties.pollInterval().compareTo(Duration.ofSeconds(5)) < 0
				? this.properties.pollInterval() : Duration.ofSeconds(5);
		Scheduler started = Scheduler.create(this.dataSource)
			.startTasks(run)
			.tableName("reminder_jobs")
			.schedulerName(new SchedulerName.Fixed(System.getenv().getOrDefault("HOSTNAME", "kairos") + "-"
					+ ProcessHandle.current().pid() + "-" + UUID.randomUUID().toString().substring(0, 8)))
			.threads(1)
			.pollingInterval(poll)
			.shutdownMaxWait(Duration.ofSeconds(10))
			.failureLogging(LogLevel.WARN, true)
			.build();
		started.start();
		this.scheduler = started;
	}

	private void run() {
		this.reminders.runDue();
		if (++this.runs % 360 == 0) {
			this.reminders.purge();
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
