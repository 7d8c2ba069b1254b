package dev.kairos.storage;

import java.time.Duration;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.health.contributor.Status;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Health {@code storage}: whether the database takes a write, checked by rewriting the
 * one row of {@code storage_probe}. DOWN while it does not (a full disk, a closed or
 * read-only database), which takes readiness DOWN too; liveness stays UP, since the
 * service recovers by itself once the database takes writes again and a restart would not
 * help. The answer is kept for {@link #KEPT} so probes stay cheap.
 */
@Component
class StorageHealthIndicator implements HealthIndicator {

	/** How long an answer is reused. */
	static final Duration KEPT = Duration.ofSeconds(2);

	private static final Log logger = LogFactory.getLog(StorageHealthIndicator.class);

	private final JdbcTemplate jdbc;

	private @Nullable Health last;

	private long checkedAt;

	StorageHealthIndicator(JdbcTemplate jdbc) {
		this.jdbc = jdbc;
	}

	@Override
	public synchronized Health health() {
		long now = System.nanoTime();
		if (this.last != null && now - this.checkedAt < KEPT.toNanos()) {
			return this.last;
		}
		Health health = check();
		Status before = (this.last != null) ? this.last.getStatus() : Status.UP;
		if (!before.equals(health.getStatus())) {
			if (health.getDetails().containsKey("error")) {
				logger.error("The database takes no writes (health DOWN): " + health.getDetails().get("error"));
			}
			else {
				logger.warn("The database takes writes again (health UP)");
			}
		}
		this.last = health;
		this.checkedAt = System.nanoTime();
		return health;
	}

	private Health check() {
		try {
			this.jdbc.update("update storage_probe set written_at = current_timestamp where id = 1");
			return Health.up().build();
		}
		catch (DataAccessException ex) {
			return Health.down().withDetail("error", ex.getMostSpecificCause().toString()).build();
		}
	}

}
