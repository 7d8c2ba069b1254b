package dev.kairos.web;

import java.io.IOException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTransientConnectionException;

import org.junit.jupiter.api.Test;

import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.jdbc.UncategorizedSQLException;
import org.springframework.transaction.CannotCreateTransactionException;
import org.springframework.transaction.TransactionSystemException;

import static org.assertj.core.api.Assertions.assertThat;

/** Which failures mean the database could not be reached or could not write. */
class DatabaseUnavailableTests {

	private static SQLException diskFull() {
		return new SQLException("General error", "HY000", 50000,
				new IllegalStateException("Writing failed", new IOException("No space left on device")));
	}

	@Test
	void findsAnUnreachableDatabaseAnywhereAmongTheCauses() {
		assertThat(DatabaseUnavailable.in(new DataAccessResourceFailureException("closed"))).isTrue();
		assertThat(DatabaseUnavailable.in(new CannotCreateTransactionException("no connection"))).isTrue();
		assertThat(DatabaseUnavailable.in(new TransactionSystemException("commit",
				new IllegalStateException(new SQLNonTransientConnectionException("gone")))))
			.isTrue();
		assertThat(DatabaseUnavailable.in(new SQLTransientConnectionException("pool empty"))).isTrue();
		assertThat(DatabaseUnavailable.in(new UncategorizedSQLException("insert", "insert", diskFull()))).isTrue();
		assertThat(DatabaseUnavailable.in(new TransactionSystemException("commit", diskFull()))).isTrue();
	}

	@Test
	void anyOtherFailureIsNot() {
		assertThat(DatabaseUnavailable.in(null)).isFalse();
		assertThat(DatabaseUnavailable.in(new IllegalStateException("a bug"))).isFalse();
		assertThat(DatabaseUnavailable.in(new SQLException("syntax", "42000"))).isFalse();
		assertThat(DatabaseUnavailable.in(new UncategorizedSQLException("select", "select",
				new SQLException("odd", "XX000", new IllegalStateException("no I/O here")))))
			.isFalse();
		assertThat(DatabaseUnavailable.storageFailed(null)).isFalse();
		assertThat(DatabaseUnavailable.storageFailed(new SQLException("no cause"))).isFalse();
		assertThat(DatabaseUnavailable.storageFailed(diskFull())).isTrue();
	}

}
