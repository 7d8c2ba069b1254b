package dev.kairos.events.recurrence;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneOffsetTransitionRule;
import java.time.zone.ZoneRules;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How far a zone's changes of UTC offset can move a wall-clock time: none in UTC, an hour
 * in New York, half an hour on Lord Howe Island, a whole day where Samoa crossed the date
 * line. Read once per zone from the JDK's rules, past and future.
 */
final class Shifts {

	/**
	 * Changes before this are not counted (Alaska crossed the date line in 1867): windows
	 * before it get no cheap test.
	 */
	static final Instant SINCE = Instant.parse("1900-01-01T00:00:00Z");

	private static final Map<ZoneId, Duration> MARGINS = new ConcurrentHashMap<>();

	private Shifts() {
	}

	/**
	 * Twice the largest change of offset the zone makes since {@link #SINCE}: room for
	 * two changes close together, as some zones had.
	 */
	static Duration margin(ZoneId zone) {
		return MARGINS.computeIfAbsent(zone, (id) -> largest(id.getRules()).multipliedBy(2));
	}

	private static Duration largest(ZoneRules rules) {
		long largest = 0;
		for (ZoneOffsetTransition transition : rules.getTransitions()) {
			if (transition.getInstant().isBefore(SINCE)) {
				continue;
			}
			largest = Math.max(largest, Math.abs(transition.getDuration().getSeconds()));
		}
		for (ZoneOffsetTransitionRule rule : rules.getTransitionRules()) {
			largest = Math.max(largest,
					Math.abs(rule.getOffsetAfter().getTotalSeconds() - rule.getOffsetBefore().getTotalSeconds()));
		}
		return Duration.ofSeconds(largest);
	}

}
