package dev.kairos.web;

import java.io.IOException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTransientConnectionException;

import org.jspecify.annotations.Nullable;

import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.TransientDataAccessResourceException;
import org.springframework.jdbc.UncategorizedSQLException;
import org.springframework.transaction.CannotCreateTransactionException;

/**
 * Failures that mean the database could not be reached or could not write, so the
 * transaction did not commit and the client may try again: a broken or refused
 * connection, no connection to be had, and a write to an embedded database's file that
 * failed (a full disk: H2 reports it as a general error caused by an {@link IOException},
 * and closes the database until the pool opens it again).
 */
final class DatabaseUnavailable {

	private DatabaseUnavailable() {
	}

	/** Whether {@code failure}, or one of its causes, is such a failure. */
	static boolean in(@Nullable Throwable failure) {
		for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
			if (cause instanceof DataAccessResourceFailureException
					|| cause instanceof TransientDataAccessResourceException
					|| cause instanceof CannotCreateTransactionException) {
				return true;
			}
			if (cause instanceof UncategorizedSQLException uncategorized
					&& storageFailed(uncategorized.getSQLException())) {
				return true;
			}
			// Untranslated, as a failed commit's TransactionSystemException carries it.
			if (cause instanceof SQLNonTransientConnectionException || cause instanceof SQLTransientConnectionException
					|| (cause instanceof SQLException sql && storageFailed(sql))) {
				return true;
			}
		}
		return false;
	}

	/** Whether the database failed to write its file (an I/O error under the SQL one). */
	static boolean storageFailed(@Nullable SQLException ex) {
		for (Throwable cause = (ex != null) ? ex.getCause() : null; cause != null; cause = cause.getCause()) {
			if (cause instanceof IOException) {
				return true;
			}
		}
		return false;
	}

}
