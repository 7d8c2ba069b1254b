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
 * @param id our id (of a local event or occurrence, or of a synced item)
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
 * @param recurringEventId for an occurrence of a local series: the series
 * @param originalStartTime for an occurrence of a local series: its start in the series
 */
public record CalendarEntry(String id, Source source, SourceType sourceType, String title, @Nullable String description,
		@Nullable String location, Instant startTime, Instant endTime, boolean allDay, @Nullable String url,
		@Nullable String course, @Nullable String externalId, @Nullable UUID recurringEventId,
		@Nullable Instant originalStartTime) {

	static CalendarEntry of(Event event) {
		return new CalendarEntry(event.id().toString(), Source.LOCAL, SourceType.EVENT, event.title(),
				event.description(), event.location(), event.startTime(), event.endTime(), event.allDay(), null, null,
				null, event.recurringEventId(), event.originalStartTime());
	}

	static CalendarEntry of(SyncedEvent event) {
		return new CalendarEntry(event.id().toString(), event.source(), event.sourceType(), event.title(),
				event.description(), event.location(), event.startTime(), event.endTime(), event.allDay(), event.url(),
				event.course(), event.externalId(), null, null);
	}

}
