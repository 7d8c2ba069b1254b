package dev.kairos.sync;

import java.time.Instant;
import java.util.UUID;

import dev.kairos.shared.Source;
import dev.kairos.shared.SourceType;
import org.jspecify.annotations.Nullable;

/**
 * An event or assignment synced from a provider.
 *
 * @param id our id for it
 * @param source the provider it came from
 * @param sourceType event or assignment
 * @param externalId the provider's id
 * @param title its title
 * @param description free text, or null
 * @param location where, or null
 * @param startTime start (an assignment's due time)
 * @param endTime end, exclusive (an assignment's due time too)
 * @param allDay whether it occupies whole days
 * @param blocking whether it makes the user busy
 * @param completed for assignments: submitted already
 * @param url a link to it at the provider
 * @param course for assignments: the course
 * @param sequence how many times it changed since it was first synced
 * @param createdAt when it was first synced
 * @param updatedAt when it last changed
 */
public record SyncedEvent(UUID id, Source source, SourceType sourceType, String externalId, String title,
		@Nullable String description, @Nullable String location, Instant startTime, Instant endTime, boolean allDay,
		boolean blocking, boolean completed, @Nullable String url, @Nullable String course, int sequence,
		Instant createdAt, Instant updatedAt) {

}
