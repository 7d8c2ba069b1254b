package dev.kairos.test;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;

/** A clock in UTC that a test sets; safe to read from the service's threads. */
public final class MovableClock extends Clock {

	private volatile Instant now;

	public MovableClock(Instant now) {
		this.now = now;
	}

	/** Set the time every later read gives. */
	public void at(Instant instant) {
		this.now = instant;
	}

	@Override
	public ZoneId getZone() {
		return ZoneId.of("UTC");
	}

	@Override
	public Clock withZone(ZoneId zone) {
		return this;
	}

	@Override
	public Instant instant() {
		return this.now;
	}

}
