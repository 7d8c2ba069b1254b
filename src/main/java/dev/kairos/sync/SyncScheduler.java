package dev.kairos.sync;

import java.time.Duration;
import java.time.Instant;

import dev.kairos.connections.Connections;
import dev.kairos.connections.UserProvider;
import dev.kairos.security.KairosUser;
import net.javacrumbs.shedlock.core.DefaultLockingTaskExecutor;
import net.javacrumbs.shedlock.core.LockConfiguration;
import net.javacrumbs.shedlock.core.LockProvider;
import net.javacrumbs.shedlock.core.LockingTaskExecutor;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;

/**
 * Sync every working connection every {@code kairos.sync.interval} (0: never). Every
 * instance schedules the sweep; a lock in the database lets one of them run it at a time,
 * and each sync still takes its own per-user lock. A failing connection is recorded on
 * the connection and does not stop the others.
 */
@Configuration(proxyBeanMethods = false)
@EnableScheduling
@ConditionalOnWebApplication
class SyncScheduler implements SchedulingConfigurer {

	private static final Log logger = LogFactory.getLog(SyncScheduler.class);

	private final SyncService sync;

	private final Connections connections;

	private final LockingTaskExecutor executor;

	private final SyncProperties properties;

	SyncScheduler(SyncService sync, Connections connections, LockProvider locks, SyncProperties properties) {
		this.sync = sync;
		this.connections = connections;
		this.executor = new DefaultLockingTaskExecutor(locks);
		this.properties = properties;
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar registrar) {
		Duration interval = this.properties.interval();
		if (interval.isZero() || interval.isNegative()) {
			logger.info("Background sync is off (kairos.sync.interval=0)");
			return;
		}
		registrar.addFixedDelayTask(this::syncAll, interval);
	}

	void syncAll() {
		// At most one instance sweeps; a crashed instance's lock expires after the longer
		// of an interval
		// and a sync's longest run.
		Duration atMost = (this.properties.interval().compareTo(this.properties.maxDuration()) > 0)
				? this.properties.interval() : this.properties.maxDuration();
		this.executor.executeWithLock((Runnable) this::syncEachConnection,
				new LockConfiguration(Instant.now(), "sync-all", atMost, Duration.ZERO));
	}

	private void syncEachConnection() {
		for (UserProvider connection : this.connections.connected()) {
			try {
				this.sync.sync(new KairosUser(connection.userId()), connection.provider());
			}
			catch (RuntimeException ex) {
				logger.warn("Background sync of " + connection.provider() + " failed for a user: " + ex.getMessage());
			}
		}
	}

}
