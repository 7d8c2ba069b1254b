package dev.kairos.sync;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Syncing.
 *
 * @param interval how often each connection is synced in the background, counted from the
 * end of its last sync; 0 turns background sync off
 * @param lockWait how long a sync request waits for another sync of the same user and
 * provider before answering 409
 * @param maxDuration longest a sync may hold its lock (a crashed instance's lock expires
 * after it)
 * @param concurrency how many connections of one provider one instance syncs at once
 * @param maxBackoff the longest wait before a failing connection is tried again (the wait
 * doubles from one interval with each failure in a row)
 * @param pollInterval how often an instance asks the database for due connections
 * @param heartbeat how often an instance marks the syncs it runs as alive; six missed
 * heartbeats and another instance takes the sync over
 */
@ConfigurationProperties("kairos.sync")
record SyncProperties(@DefaultValue("15m") Duration interval, @DefaultValue("2s") Duration lockWait,
		@DefaultValue("10m") Duration maxDuration, @DefaultValue("8") int concurrency,
		@DefaultValue("6h") Duration maxBackoff, @DefaultValue("10s") Duration pollInterval,
		@DefaultValue("30s") Duration heartbeat) {

	SyncProperties {
		if (concurrency < 1) {
			throw new IllegalArgumentException("kairos.sync.concurrency must be at least 1");
		}
	}

	boolean backgroundSync() {
		return !this.interval.isZero() && !this.interval.isNegative();
	}

	/**
	 * How long a connection that failed {@code failures} times in a row waits before its
	 * next try: one interval, doubled with each further failure, at most
	 * {@link #maxBackoff}.
	 */
	Duration backoff(int failures) {
		Duration wait = this.interval;
		for (int i = 1; i < failures && wait.compareTo(this.maxBackoff) < 0; i++) {
			wait = wait.multipliedBy(2);
		}
		return (wait.compareTo(this.maxBackoff) < 0) ? wait : this.maxBackoff;
	}

}
