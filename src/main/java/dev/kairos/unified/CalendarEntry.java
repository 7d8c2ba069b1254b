package dev.kairos.unified;

import java.time.Instant;
import java.util.UUID;

import dev.kairos.events.Event;
import dev.kairos.shared.Source;
import dev.kairos.shared.SourceType;
import dev.kairos.sync.SyncedEvent;
import org.jspecify.annotations.Nullable;

/**
 * One entry of the unified calendar.
 *
 * @param id our id (of a local event, or of a synced item)
 * @param source where it comes from
 * @param sourceType event or assignment
 * @param title its title
 * @param description free text, or null
 * @param location where, or null
 * @param startTime start; an assignment's due time
 * @param endTime end (exclusive); an assignment's due time too
 * @param allDay whether it occupies whole days
 * @param url a link to it at the provider, or null
 * @param course for assignments: the course
 * @param externalId the provider's id (null for local events)
 */
public record CalendarEntry(UUID id, Source source, SourceType sourceType, String title, @Nullable String description,
		@Nullable String location, Instant startTime, Instant endTime, boolean allDay, @Nullable String url,
		@Nullable String course, @Nullable String externalId) {

	static CalendarEntry of(Event event) {
		return new CalendarEntry(event.id(), Source.LOCAL, SourceType.EVENT, event.title(), event.description(),
				event.location(), event.startTime(), event.endTime(), event.allDay(), null, null, null);
	}

	static CalendarEntry of(SyncedEvent event) {
		return new CalendarEntry(event.id(), event.source(), event.sourceType(), event.title(), event.description(),
				event.location(), event.startTime(), event.endTime(), event.allDay(), event.url(), event.course(),
				event.externalId());
	}

}
