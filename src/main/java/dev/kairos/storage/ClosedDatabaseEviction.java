package dev.kairos.storage;

import java.io.IOException;
import java.sql.SQLException;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.SQLExceptionOverride;

import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.stereotype.Component;

/**
 * Lets an embedded H2 database come back by itself after it closed on a storage failure
 * (a full disk). When a write to its file fails, H2 closes the database, and every
 * connection to it answers "The database has been closed" (error 90098) from then on;
 * Hikari does not know that error and {@code isValid()} still says true, so the pool
 * would keep handing out the dead connections until the process restarts. Every pooled
 * connection that meets that error, or a failed write to the file, is evicted instead:
 * the next connection opens the file again (once there is space, writes work again).
 * Reads work on the reopened file while the disk is still full; a write that fails closes
 * it again. A pool configured with its own exception override is left alone.
 */
@Component
class ClosedDatabaseEviction implements BeanPostProcessor {

	/** H2's {@code ErrorCode.DATABASE_IS_CLOSED}. */
	static final int DATABASE_IS_CLOSED = 90098;

	@Override
	public Object postProcessBeforeInitialization(Object bean, String beanName) {
		if (bean instanceof HikariDataSource pool && pool.getJdbcUrl() != null
				&& pool.getJdbcUrl().startsWith("jdbc:h2:") && pool.getExceptionOverride() == null
				&& pool.getExceptionOverrideClassName() == null) {
			pool.setExceptionOverride(new EvictClosed());
		}
		return bean;
	}

	/**
	 * Whether an H2 failure means its database is closed or its file could not be
	 * written.
	 */
	static boolean closedOrUnwritable(SQLException ex) {
		if (ex.getErrorCode() == DATABASE_IS_CLOSED) {
			return true;
		}
		for (Throwable cause = ex.getCause(); cause != null; cause = cause.getCause()) {
			if (cause instanceof IOException) {
				return true;
			}
		}
		return false;
	}

	static final class EvictClosed implements SQLExceptionOverride {

		@java.lang.Override
		public SQLExceptionOverride.Override adjudicate(SQLException ex) {
			return closedOrUnwritable(ex) ? SQLExceptionOverride.Override.MUST_EVICT
					: SQLExceptionOverride.Override.CONTINUE_EVICT;
		}

	}

}
