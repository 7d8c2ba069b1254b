package dev.kairos.events;

import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

import dev.kairos.shared.FieldProblem;
import dev.kairos.shared.InvalidRequestException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * What {@link EventDraft#validated} accepts and refuses at each limit, and how it
 * normalizes what it accepts. Every write (create, change, import) goes through it.
 */
class EventDraftValidationTests {

	private static final Instant NINE = Instant.parse("2030-03-04T09:00:00Z");

	private static final Instant TEN = Instant.parse("2030-03-04T10:00:00Z");

	private static EventDraft timed(String title, Instant start, Instant end) {
		return new EventDraft(title, null, null, null, start, end, false);
	}

	private static EventDraft allDay(String start, String end) {
		return new EventDraft("Holiday", null, null, null, Instant.parse(start), Instant.parse(end), true);
	}

	private static EventDraft text(String description, String location, String color) {
		return new EventDraft("Lunch", description, location, color, NINE, TEN, false);
	}

	/** The fields the draft is refused for, in order; empty when it is accepted. */
	private static List<String> refused(EventDraft draft) {
		InvalidRequestException refusal = catchThrowableOfType(InvalidRequestException.class, () -> draft.validated());
		List<String> fields = new ArrayList<>();
		if (refusal != null) {
			refusal.getErrors().stream().map(FieldProblem::field).forEach(fields::add);
		}
		return fields;
	}

	@Test
	void acceptsATitleOf500CharactersAndRefusesABlankOrLongerOne() {
		assertThat(refused(timed("x".repeat(500), NINE, TEN))).isEmpty();
		assertThat(refused(timed("x".repeat(501), NINE, TEN))).containsExactly("title");
		// Measured after trimming.
		assertThat(refused(timed("  " + "x".repeat(500) + "  ", NINE, TEN))).isEmpty();
		assertThat(refused(timed(" \t ", NINE, TEN))).containsExactly("title");
		assertThat(refused(timed(null, NINE, TEN))).containsExactly("title");
	}

	@Test
	void acceptsASpanOfOneSecondTo366DaysAndRefusesNoneOrLonger() {
		assertThat(refused(timed("Blink", NINE, NINE.plusSeconds(1)))).isEmpty();
		assertThat(refused(timed("Instant", NINE, NINE))).containsExactly("end_time");
		assertThat(refused(timed("Backwards", TEN, NINE))).containsExactly("end_time");
		assertThat(refused(timed("Year", NINE, NINE.plus(EventDraft.MAX_SPAN)))).isEmpty();
		assertThat(refused(timed("Year", NINE, NINE.plus(EventDraft.MAX_SPAN).plusSeconds(1))))
			.containsExactly("end_time");
	}

	@Test
	void anAllDayEventStartsAndEndsAtMidnightUtc() {
		assertThat(refused(allDay("2030-03-04T00:00:00Z", "2030-03-05T00:00:00Z"))).isEmpty();
		assertThat(refused(allDay("2030-03-04T00:00:01Z", "2030-03-05T00:00:00Z"))).containsExactly("start_time");
		assertThat(refused(allDay("2030-03-04T00:00:00Z", "2030-03-05T12:00:00Z"))).containsExactly("start_time");
		// The same times on a timed event are fine.
		assertThat(refused(timed("Late", Instant.parse("2030-03-04T00:00:01Z"), Instant.parse("2030-03-05T12:00:00Z"))))
			.isEmpty();
	}

	@Test
	void acceptsShortAndLongHexColoursOnly() {
		assertThat(refused(text(null, null, "#38f"))).isEmpty();
		assertThat(refused(text(null, null, "#3B82F6"))).isEmpty();
		for (String color : List.of("blue", "#38", "#3b82f", "#3b82f6a", "3b82f6", "#ggg", "")) {
			assertThat(refused(text(null, null, color))).as(color).containsExactly("color");
		}
	}

	@Test
	void acceptsADescriptionAndLocationUpToTheirLimitsAndNoLonger() {
		assertThat(refused(text("d".repeat(10_000), "l".repeat(1000), null))).isEmpty();
		assertThat(refused(text("d".repeat(10_001), "l".repeat(1000), null))).containsExactly("description");
		assertThat(refused(text("d".repeat(10_000), "l".repeat(1001), null))).containsExactly("location");
	}

	@Test
	void refusesNulInAnyTextFieldWhereverItIs() {
		assertThat(refused(text("\0notes", null, null))).containsExactly("description");
		assertThat(refused(text(null, "Cafe\0", null))).containsExactly("location");
		assertThat(refused(timed("\0Lunch", NINE, TEN))).containsExactly("title");
		assertThat(refused(new EventDraft("Lu\0nch", "a\0", "b\0", null, NINE, TEN, false))).containsExactly("title",
				"description", "location");
	}

	@Test
	void namesEveryFieldThatIsWrongAtOnce() {
		assertThat(refused(new EventDraft(" ", "d".repeat(10_001), "l".repeat(1001), "red", TEN, NINE, false)))
			.containsExactly("title", "end_time", "color", "description", "location");
	}

	@Test
	void trimsTheTitleClearsBlankTextAndLowersTheColour() {
		List<String> lines = new ArrayList<>(List.of("RRULE:FREQ=DAILY"));
		EventDraft valid = new EventDraft("  Lunch  ", " ", "\t", "#ABCDEF", NINE, TEN, false, lines,
				ZoneId.of("Europe/Berlin"))
			.validated();
		assertThat(valid).isEqualTo(new EventDraft("Lunch", null, null, "#abcdef", NINE, TEN, false,
				List.of("RRULE:FREQ=DAILY"), ZoneId.of("Europe/Berlin")));
		// The lines are copied: a later change to the caller's list changes nothing.
		lines.add("EXDATE:20300305T090000Z");
		assertThat(valid.recurrence()).containsExactly("RRULE:FREQ=DAILY");

		EventDraft kept = new EventDraft("Lunch", " Notes ", "Cafe", null, NINE, TEN, false, List.of(), null)
			.validated();
		assertThat(kept).isEqualTo(new EventDraft("Lunch", " Notes ", "Cafe", null, NINE, TEN, false, null, null));
	}

	@Test
	void isASeriesOnlyWithLinesAndDropsThemAsAOneOffEvent() {
		ZoneId berlin = ZoneId.of("Europe/Berlin");
		EventDraft series = new EventDraft("Yoga", "d", "l", "#abc", NINE, TEN, false, List.of("RRULE:FREQ=DAILY"),
				berlin);
		assertThat(series.recurring()).isTrue();
		assertThat(new EventDraft("Yoga", null, null, null, NINE, TEN, false, List.of(), berlin).recurring()).isFalse();
		assertThat(timed("Yoga", NINE, TEN).recurring()).isFalse();
		assertThat(series.single()).isEqualTo(new EventDraft("Yoga", "d", "l", "#abc", NINE, TEN, false, null, null));
	}

}
