package dev.kairos.ical;

import java.time.Instant;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

import dev.kairos.events.Event;
import dev.kairos.events.EventQueries;
import dev.kairos.events.EventSeries;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.Source;

import org.springframework.stereotype.Component;

/**
 * The user's local events (imported ones included) as feed entries. Their UID is the
 * event's id, so it never changes.
 */
@Component
class LocalFeedEntries implements FeedEntrySource {

	/** Suffix of the UIDs of local events: {@code <event id>@kairos}. */
	static final String UID_SUFFIX = "@kairos";

	private final EventQueries events;

	LocalFeedEntries(EventQueries events) {
		this.events = events;
	}

	@Override
	public Source source() {
		return Source.LOCAL;
	}

	@Override
	public String revision(KairosUser user) {
		return Long.toString(this.events.revision(user));
	}

	@Override
	public void forEach(KairosUser user, Consumer<FeedEntry> action) {
		this.events.forEach(user, (event) -> action.accept(entry(event)));
		for (EventSeries series : this.events.series(user)) {
			action.accept(entry(series.series()));
			series.exceptions().forEach((exception) -> action.accept(entry(exception)));
		}
	}

	@Override
	public Map<ZoneId, Instant> zones(KairosUser user) {
		Map<ZoneId, Instant> zones = new HashMap<>();
		for (EventSeries series : this.events.series(user)) {
			Event event = series.series();
			if (!event.allDay() && event.timezone() != null && !event.timezone().equals("UTC")) {
				zones.merge(ZoneId.of(event.timezone()), event.startTime(), (a, b) -> a.isBefore(b) ? a : b);
			}
		}
		return zones;
	}

	/**
	 * A one-off event, a series (with its rules and zone) or a changed occurrence (with
	 * its series' UID and its RECURRENCE-ID).
	 */
	private static FeedEntry entry(Event event) {
		String uid = ((event.recurringEventId() != null) ? event.recurringEventId().toString()
				: event.id().uuid().toString()) + UID_SUFFIX;
		return new FeedEntry(uid, Source.LOCAL, event.title(), event.description(), event.location(), event.color(),
				event.startTime(), event.endTime(), event.allDay(), event.sequence(), event.createdAt(),
				event.updatedAt(), event.recurrence(), (event.timezone() != null) ? ZoneId.of(event.timezone()) : null,
				event.originalStartTime());
	}

}
