package dev.kairos.events;

import java.time.Instant;
import java.util.Set;
import java.util.UUID;

import dev.kairos.shared.Reminders;
import org.jspecify.annotations.Nullable;

/**
 * One occurrence of a series changed on its own (an iCalendar RECURRENCE-ID override).
 *
 * @param id the row's id (never shown: clients name it by its instance id)
 * @param seriesId its series
 * @param originalStart the start it has in the series
 * @param title what it is
 * @param description free text, or null
 * @param location where, or null
 * @param color {@code #rrggbb} or {@code #rgb}, or null
 * @param startTime its start
 * @param endTime its end
 * @param overridden the fields it changed ({@link #FIELDS}); the others follow the series
 * @param sequence how many times it changed
 * @param createdAt when it was first changed
 * @param updatedAt when it last changed
 * @param reminders its own reminders, when {@link #REMINDERS} is overridden
 */
record StoredException(UUID id, UUID seriesId, Instant originalStart, String title, @Nullable String description,
		@Nullable String location, @Nullable String color, Instant startTime, Instant endTime, Set<String> overridden,
		int sequence, Instant createdAt, Instant updatedAt, Reminders reminders) {

	/** An exception whose reminders are its series'. */
	StoredException(UUID id, UUID seriesId, Instant originalStart, String title, @Nullable String description,
			@Nullable String location, @Nullable String color, Instant startTime, Instant endTime,
			Set<String> overridden, int sequence, Instant createdAt, Instant updatedAt) {
		this(id, seriesId, originalStart, title, description, location, color, startTime, endTime, overridden, sequence,
				createdAt, updatedAt, Reminders.DEFAULT);
	}

	static final String TITLE = "title";

	static final String DESCRIPTION = "description";

	static final String LOCATION = "location";

	static final String COLOR = "color";

	static final String TIMES = "times";

	static final String REMINDERS = "reminders";

	static final Set<String> FIELDS = Set.of(TITLE, DESCRIPTION, LOCATION, COLOR, TIMES, REMINDERS);

	/** The occurrence as the API returns it. */
	Event toEvent(StoredSeries series) {
		return new Event(EventId.instance(this.seriesId, this.originalStart, series.allDay()), this.title,
				this.description, this.location, this.color, this.startTime, this.endTime, series.allDay(), null,
				series.zone().getId(), this.seriesId, this.originalStart,
				this.overridden.contains(REMINDERS) ? this.reminders : series.reminders(), this.sequence,
				this.createdAt, this.updatedAt);
	}

}
