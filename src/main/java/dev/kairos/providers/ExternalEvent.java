package dev.kairos.providers;

import java.time.Instant;

import dev.kairos.shared.SourceType;
import org.jspecify.annotations.Nullable;

/**
 * An event or assignment as a provider reports it, in our terms.
 *
 * @param externalId the provider's id, unique per user and provider
 * @param container the calendar or course it belongs to
 * @param sourceType event or assignment
 * @param title its title ("(No title)" when the provider gives none)
 * @param description free text (may be HTML, as the provider sends it), or null
 * @param location where, or null
 * @param startTime start; for an assignment its due time
 * @param endTime end (exclusive); for an assignment its due time as well
 * @param allDay whether it occupies whole days (then both times are 00:00 UTC)
 * @param blocking whether it makes the user busy (false for free/transparent events and
 * assignments)
 * @param completed for assignments: already submitted
 * @param url a link to it at the provider, or null
 * @param course for assignments: the course name
 */
public record ExternalEvent(String externalId, String container, SourceType sourceType, String title,
		@Nullable String description, @Nullable String location, Instant startTime, Instant endTime, boolean allDay,
		boolean blocking, boolean completed, @Nullable String url, @Nullable String course) {

}
