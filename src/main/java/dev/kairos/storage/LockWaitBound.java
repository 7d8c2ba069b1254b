package dev.kairos.storage;

import com.zaxxer.hikari.HikariDataSource;

import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.stereotype.Component;

/**
 * Bound how long a PostgreSQL statement waits for a lock, as H2's {@code LOCK_TIMEOUT}
 * does: every pooled connection starts with {@code lock_timeout} set, so a write queued
 * behind another one's row lock (the user's lock that every write takes) gives up after
 * {@link #LOCK_TIMEOUT} and the client gets a 503 {@code busy} with {@code Retry-After},
 * instead of holding a thread and a connection for as long as the other transaction
 * lasts. A pool configured with its own {@code connection-init-sql} is left alone.
 */
@Component
class LockWaitBound implements BeanPostProcessor {

	/** How long a statement may wait for a lock (H2's is set in its URL, also 10 s). */
	static final String LOCK_TIMEOUT = "10s";

	@Override
	public Object postProcessBeforeInitialization(Object bean, String beanName) {
		if (bean instanceof HikariDataSource pool && pool.getJdbcUrl() != null
				&& pool.getJdbcUrl().startsWith("jdbc:postgresql:") && pool.getConnectionInitSql() == null) {
			pool.setConnectionInitSql("set lock_timeout = '" + LOCK_TIMEOUT + "'");
		}
		return bean;
	}

}
