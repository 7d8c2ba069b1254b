package dev.kairos.ical;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.zone.ZoneOffsetTransition;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Pattern;

import dev.kairos.events.Event;
import dev.kairos.events.EventQueries;
import dev.kairos.events.EventSeries;
import dev.kairos.security.KairosUser;
import dev.kairos.security.UserProfile;
import dev.kairos.security.Users;
import dev.kairos.settings.Settings;
import dev.kairos.settings.SettingsService;
import dev.kairos.shared.Reminder;
import dev.kairos.shared.Source;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

/**
 * The user's local events (imported ones included) as feed entries. Their UID is the
 * event's id, so it never changes.
 */
@Component
class LocalFeedEntries implements FeedEntrySource {

	/** Suffix of the UIDs of local events: {@code <event id>@kairos}. */
	static final String UID_SUFFIX = "@kairos";

	/** How far ahead occurrences in DST gaps and overlaps are pinned ({@link #pins}). */
	static final Duration PIN_HORIZON = Duration.ofDays(3660);

	private final EventQueries events;

	private final Clock clock;

	/** An address that may stand in a mailto: URI as it is. */
	private static final Pattern PLAIN_ADDRESS = Pattern
		.compile("[^\\s\\\\,;:\"<>()]{1,100}@[^\\s\\\\,;:\"<>()]{1,200}");

	private final SettingsService settings;

	private final Users users;

	LocalFeedEntries(EventQueries events, Clock clock, SettingsService settings, Users users) {
		this.events = events;
		this.settings = settings;
		this.users = users;
		this.clock = clock;
	}

	@Override
	public Source source() {
		return Source.LOCAL;
	}

	@Override
	public String revision(KairosUser user) {
		return Long.toString(this.events.revision(user));
	}

	/**
	 * Every event, every series with its changed occurrences, and the occurrences that
	 * fall in a daylight-saving gap or overlap of the series' zone, from a year back to
	 * {@link #PIN_HORIZON} ahead, pinned as changed occurrences with their UTC times. RFC
	 * 5545 §3.3.5 moves a time in a gap forward and takes the first of two in an overlap,
	 * as the API does; python-recurring-ical-events takes the second in an overlap and
	 * ical.js both times the other way, so without the pin they would show such an
	 * occurrence an hour off.
	 */
	@Override
	public void forEach(KairosUser user, Consumer<FeedEntry> action) {
		Alarms alarms = alarms(user);
		this.events.forEach(user, (event) -> action.accept(entry(event, null, null, alarms)));
		Instant now = this.clock.instant();
		for (EventSeries series : this.events.series(user, now.minus(Duration.ofDays(366)), now.plus(PIN_HORIZON))) {
			Event master = series.series();
			action.accept(entry(master, series.feedRecurrence(), null, alarms));
			for (Event exception : series.exceptions()) {
				action.accept(entry(exception, null, master, alarms));
			}
			for (Event pinned : series.atOffsetChanges()) {
				action.accept(entry(pinned, null, master, alarms));
			}
		}
	}

	@Override
	public Map<ZoneId, Instant> zones(KairosUser user) {
		Map<ZoneId, Instant> zones = new HashMap<>();
		Instant now = this.clock.instant();
		for (EventSeries series : this.events.series(user, now, now)) {
			Event event = series.series();
			if (!event.allDay() && event.timezone() != null && !event.timezone().equals("UTC")) {
				zones.merge(ZoneId.of(event.timezone()), event.startTime(), (a, b) -> a.isBefore(b) ? a : b);
			}
		}
		return zones;
	}

	/**
	 * What the user's VALARMs are made of: their default reminders and their address.
	 */
	Alarms alarms(KairosUser user) {
		UserProfile profile = this.users.profile(user);
		String email = (profile != null) ? profile.email() : null;
		// Read without creating the settings row: CalDAV renders in read-only
		// transactions.
		Settings settings = this.settings.find(user);
		String address = (email != null && PLAIN_ADDRESS.matcher(email).matches()) ? email : null;
		String name = (profile != null && profile.displayName() != null && !profile.displayName().isBlank())
				? profile.displayName().strip() : null;
		return new Alarms((settings != null) ? settings.defaultReminders() : Settings.DEFAULT_REMINDERS, address,
				(address != null) ? new FeedEntry.Organizer(name, address) : null);
	}

	/**
	 * A one-off event, a series (with its rules and zone) or a changed occurrence of
	 * {@code series} (with the series' UID and its RECURRENCE-ID), with its reminders as
	 * alarms (the user's defaults for one that uses them).
	 */
	static FeedEntry entry(Event event, @Nullable List<String> recurrence, @Nullable Event series, Alarms alarms) {
		String uid = ((event.recurringEventId() != null) ? event.recurringEventId().toString()
				: event.id().uuid().toString()) + UID_SUFFIX;
		ZoneId zone = (event.timezone() != null) ? ZoneId.of(event.timezone()) : null;
		LocalDateTime recurrenceId = null;
		if (series != null) {
			recurrenceId = event.allDay() ? LocalDateTime.ofInstant(event.originalStartTime(), ZoneOffset.UTC)
					: nominal(event.originalStartTime(), zone);
		}
		return new FeedEntry(uid, Source.LOCAL, event.title(), event.description(), event.location(), event.color(),
				event.startTime(), event.endTime(), event.allDay(), event.sequence(), event.createdAt(),
				event.updatedAt(), recurrence, zone, recurrenceId, event.reminders().effective(alarms.defaults()),
				alarms.address(), event.attendees(), event.attendees().isEmpty() ? null : alarms.organizer());
	}

	/**
	 * What the VALARMs of a user's events are made of.
	 *
	 * @param defaults the user's default reminders
	 * @param address the user's e-mail address, for EMAIL alarms, or null
	 * @param organizer the user as the ORGANIZER of events with attendees, or null when
	 * they have no address that fits a {@code mailto:}
	 */
	record Alarms(List<Reminder> defaults, @Nullable String address, FeedEntry.@Nullable Organizer organizer) {
	}

	/**
	 * The wall-clock time the rule named for an occurrence: its own, except in a gap,
	 * where the rule named a time the clock skipped (and the occurrence moved forward).
	 */
	static LocalDateTime nominal(Instant start, ZoneId zone) {
		ZoneOffsetTransition previous = zone.getRules().previousTransition(start.plusSeconds(1));
		if (previous != null && previous.isGap() && !start.isBefore(previous.getInstant())
				&& start.isBefore(previous.getInstant().plus(previous.getDuration()))) {
			return LocalDateTime.ofInstant(start, previous.getOffsetBefore());
		}
		return LocalDateTime.ofInstant(start, zone);
	}

}
