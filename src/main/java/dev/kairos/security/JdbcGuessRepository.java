package dev.kairos.security;

import java.time.Instant;
import java.time.ZoneOffset;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * SQL for the guessing throttle: wrong guesses per kind of secret, client address and
 * window, in the shared database so that every instance sees the same counts.
 */
@Repository
class JdbcGuessRepository {

	private final JdbcClient jdbc;

	JdbcGuessRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	int failures(String kind, String address, Instant windowStart) {
		return this.jdbc.sql("""
				select failures from failed_guesses
				where kind = :kind and address = :address and window_start = :start
				""")
			.param("kind", kind)
			.param("address", address)
			.param("start", windowStart.atOffset(ZoneOffset.UTC))
			.query(Integer.class)
			.optional()
			.orElse(0);
	}

	/**
	 * Count one more failure. Runs each statement on its own (no surrounding
	 * transaction), so that losing the race to insert the window's row only means
	 * updating it instead.
	 * @return true when this made the window's row
	 */
	boolean increment(String kind, String address, Instant windowStart) {
		if (update(kind, address, windowStart)) {
			return false;
		}
		try {
			this.jdbc.sql("""
					insert into failed_guesses (kind, address, window_start, failures)
					values (:kind, :address, :start, 1)
					""")
				.param("kind", kind)
				.param("address", address)
				.param("start", windowStart.atOffset(ZoneOffset.UTC))
				.update();
			return true;
		}
		catch (DuplicateKeyException ex) {
			update(kind, address, windowStart);
			return false;
		}
	}

	void deleteBefore(String kind, Instant cutoff) {
		this.jdbc.sql("delete from failed_guesses where kind = :kind and window_start < :cutoff")
			.param("kind", kind)
			.param("cutoff", cutoff.atOffset(ZoneOffset.UTC))
			.update();
	}

	private boolean update(String kind, String address, Instant windowStart) {
		return this.jdbc.sql("""
				update failed_guesses set failures = failures + 1
				where kind = :kind and address = :address and window_start = :start
				""")
			.param("kind", kind)
			.param("address", address)
			.param("start", windowStart.atOffset(ZoneOffset.UTC))
			.update() > 0;
	}

}
