package dev.kairos.assistant.planning;

import java.time.Instant;

import dev.kairos.shared.Source;
import org.jspecify.annotations.Nullable;

/**
 * An event of the user's calendar, of any source, as a request to change or cancel one
 * ("move lunch with Sam to 1pm") looks it up.
 *
 * @param id its id (an occurrence's id for an occurrence of a series)
 * @param source where it comes from: only {@code local} events can be changed here
 * @param title its title
 * @param startTime its start
 * @param endTime its end (exclusive)
 * @param allDay whether it occupies whole days
 * @param description its description, or null
 * @param location its location, or null
 * @param color its colour, or null
 * @param version what identifies its current state; a proposal pins it
 */
public record CalendarEvent(String id, Source source, String title, Instant startTime, Instant endTime, boolean allDay,
		@Nullable String description, @Nullable String location, @Nullable String color, String version) {

	public Interval interval() {
		return new Interval(this.startTime, this.endTime);
	}

	/** Whether the assistant may change it: only local events. */
	public boolean editable() {
		return this.source == Source.LOCAL;
	}

}
