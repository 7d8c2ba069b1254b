package dev.kairos.ical;

import java.util.function.Consumer;

import dev.kairos.events.Event;
import dev.kairos.events.EventQueries;
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
	}

	private static FeedEntry entry(Event event) {
		return new FeedEntry(event.id() + UID_SUFFIX, Source.LOCAL, event.title(), event.description(),
				event.location(), event.color(), event.startTime(), event.endTime(), event.allDay(), event.sequence(),
				event.createdAt(), event.updatedAt());
	}

}
