package dev.kairos.ical;

import java.time.Instant;
import java.time.ZoneOffset;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * SQL for the feed's guessing throttle: failed token lookups per client address and
 * window, in the shared database so that every instance sees the same counts.
 */
@Repository
class JdbcFeedGuessRepository {

	private final JdbcClient jdbc;

	JdbcFeedGuessRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	int failures(String address, Instant windowStart) {
		return this.jdbc.sql("select failures from feed_guesses where address = :address and window_start = :start")
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
	boolean increment(String address, Instant windowStart) {
		if (update(address, windowStart)) {
			return false;
		}
		try {
			this.jdbc.sql("""
					insert into feed_guesses (address, window_start, failures) values (:address, :start, 1)
					""").param("address", address).param("start", windowStart.atOffset(ZoneOffset.UTC)).update();
			return true;
		}
		catch (DuplicateKeyException ex) {
			update(address, windowStart);
			return false;
		}
	}

	void deleteBefore(Instant cutoff) {
		this.jdbc.sql("delete from feed_guesses where window_start < :cutoff")
			.param("cutoff", cutoff.atOffset(ZoneOffset.UTC))
			.update();
	}

	private boolean update(String address, Instant windowStart) {
		return this.jdbc.sql("""
				update feed_guesses set failures = failures + 1 where address = :address and window_start = :start
				""").param("address", address).param("start", windowStart.atOffset(ZoneOffset.UTC)).update() > 0;
	}

}
