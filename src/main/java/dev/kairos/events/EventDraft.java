package dev.kairos.events;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * The writable fields of an event, as a client or the assistant proposes them.
 * {@link EventCommands} validates a draft before it stores it.
 *
 * @param title what it is
 * @param description free text, or null
 * @param location where, or null
 * @param color {@code #rrggbb} or {@code #rgb}, or null
 * @param startTime its start
 * @param endTime its end (exclusive)
 * @param allDay whether it occupies whole days; then both times are 00:00 UTC of a day
 */
public record EventDraft(String title, @Nullable String description, @Nullable String location, @Nullable String color,
		Instant startTime, Instant endTime, boolean allDay) {

}
