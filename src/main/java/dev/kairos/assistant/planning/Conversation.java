package dev.kairos.assistant.planning;

import java.time.Instant;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * What an engine knows while answering one message: the moment, the user's preferences,
 * their busy time, their assignments and the connected mail provider.
 *
 * @param now the current instant (from the injected clock)
 * @param preferences the user's settings
 * @param calendar the user's busy time
 * @param assignments the user's assignments, or null while no source of them exists
 * @param mailProvider the connected mail provider, or null
 * @param mailAccounts whose accounts mail can be sent from ("Google"), to name when none
 * is connected
 */
public record Conversation(Instant now, Preferences preferences, CalendarView calendar,
		@Nullable Assignments assignments, @Nullable String mailProvider, List<String> mailAccounts) {

	/** A conversation that names no mail account to connect. */
	public Conversation(Instant now, Preferences preferences, CalendarView calendar, @Nullable Assignments assignments,
			@Nullable String mailProvider) {
		this(now, preferences, calendar, assignments, mailProvider, List.of());
	}

	/** The user's assignments during one request. */
	@FunctionalInterface
	public interface Assignments {

		/** Return the assignments due in {@code [from, to)}, earliest due first. */
		List<DueAssignment> due(Instant from, Instant to);

	}

}
