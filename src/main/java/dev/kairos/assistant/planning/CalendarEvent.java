package dev.kairos.assistant.planning;

import java.time.Instant;
import java.util.List;

import dev.kairos.shared.Source;
import org.jspecify.annotations.Nullable;

/**
 * An event of the user's calendar, of any source, as a request to change or cancel one
 * ("move lunch with Sam to 1pm") looks it up: a one-off event, one occurrence of a series
 * (with {@code seriesId}), or a series as a whole (with {@code recurrence}).
 *
 * @param id its id (an occurrence's id, {@code {series id}_{original start}}, for an
 * occurrence of a series)
 * @param source where it comes from: only {@code local} events can be changed here
 * @param title its title
 * @param startTime its start (a series' first occurrence for a series)
 * @param endTime its end (exclusive)
 * @param allDay whether it occupies whole days
 * @param description its description, or null
 * @param location its location, or null
 * @param color its colour, or null
 * @param version what identifies its current state; a proposal pins it
 * @param seriesId the series an occurrence belongs to, else null
 * @param recurrence a series' RFC 5545 lines, else null
 */
public record CalendarEvent(String id, Source source, String title, Instant startTime, Instant endTime, boolean allDay,
		@Nullable String description, @Nullable String location, @Nullable String color, String version,
		@Nullable String seriesId, @Nullable List<String> recurrence) {

	public CalendarEvent {
		recurrence = (recurrence != null) ? List.copyOf(recurrence) : null;
	}

	/** A one-off event. */
	public CalendarEvent(String id, Source source, String title, Instant startTime, Instant endTime, boolean allDay,
			@Nullable String description, @Nullable String location, @Nullable String color, String version) {
		this(id, source, title, startTime, endTime, allDay, description, location, color, version, null, null);
	}

	public Interval interval() {
		return new Interval(this.startTime, this.endTime);
	}

	/** Whether the assistant may change it: only local events. */
	public boolean editable() {
		return this.source == Source.LOCAL;
	}

	/** Whether it is one occurrence of a series. */
	public boolean occurrence() {
		return this.seriesId != null;
	}

}
