package dev.kairos.booking;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The slot rules as a table: each row is a page, the owner's busy time and bookings, and
 * the starts it must offer (in UTC), all of them and nothing else.
 */
class SlotsTests {

	private static final String WEEKDAYS_9_TO_5 = "monday 09:00-17:00,tuesday 09:00-17:00,wednesday 09:00-17:00,"
			+ "thursday 09:00-17:00,friday 09:00-17:00";

	/**
	 * A row of the table.
	 *
	 * @param name what it shows
	 * @param zone the owner's zone
	 * @param windows the weekly windows, as stored
	 * @param minutes [duration, buffer before, buffer after, notice]
	 * @param horizonDays how far ahead
	 * @param maxPerDay daily limit or null
	 * @param now the current time
	 * @param range [from, to)
	 * @param busy "start/end" intervals
	 * @param booked "date=count" bookings per day
	 * @param expected the starts, in UTC
	 */
	record Row(String name, String zone, String windows, int[] minutes, int horizonDays, Integer maxPerDay, String now,
			String range, String busy, String booked, String expected) {

		@Override
		public String toString() {
			return this.name;
		}

	}

	static Stream<Arguments> table() {
		return Stream.of(
				// New York before and after the spring change (2026-03-08): 09:00 is
				// 14:00Z on
				// Friday and 13:00Z on Monday.
				row("New York, spring forward week", "America/New_York", WEEKDAYS_9_TO_5, 60, 0, 0, 0, 60, null,
						"2026-03-01T00:00:00Z", "2026-03-06T00:00:00Z/2026-03-10T00:00:00Z", "", "",
						hours("2026-03-06", 14, 21) + "," + hours("2026-03-09", 13, 20)),
				// And the autumn change (2026-11-01): 13:00Z on Friday, 14:00Z on Monday.
				row("New York, fall back week", "America/New_York", WEEKDAYS_9_TO_5, 60, 0, 0, 0, 60, null,
						"2026-10-20T00:00:00Z", "2026-10-30T00:00:00Z/2026-11-03T00:00:00Z", "", "",
						hours("2026-10-30", 13, 20) + "," + hours("2026-11-02", 14, 21)),
				// A window over the gap: 01:00-04:00 local on 2026-03-08 holds two hours.
				row("New York, a window across the gap", "America/New_York", "sunday 01:00-04:00", 60, 0, 0, 0, 60,
						null, "2026-03-01T00:00:00Z", "2026-03-08T00:00:00Z/2026-03-09T00:00:00Z", "", "",
						"2026-03-08T06:00:00Z,2026-03-08T07:00:00Z"),
				// Half an hour off UTC: 09:00 in Kolkata is 03:30Z.
				row("Kolkata, half-hour zone", "Asia/Kolkata", "wednesday 09:00-11:00", 30, 0, 0, 0, 60, null,
						"2026-06-01T00:00:00Z", "2026-06-03T00:00:00Z/2026-06-04T00:00:00Z", "", "",
						"2026-06-03T03:30:00Z,2026-06-03T04:00:00Z,2026-06-03T04:30:00Z,2026-06-03T05:00:00Z"),
				// Lord Howe moves by half an hour (+11 to +10:30 on 2026-04-05), and its
				// mornings are the evening before in UTC.
				row("Lord Howe, half-hour change", "Australia/Lord_Howe", "friday 09:00-10:00,monday 09:00-10:00", 60,
						0, 0, 0, 60, null, "2026-03-20T00:00:00Z", "2026-04-02T00:00:00Z/2026-04-07T00:00:00Z", "", "",
						"2026-04-02T22:00:00Z,2026-04-05T22:30:00Z"),
				// Busy time removes the starts that overlap it; touching is free.
				row("busy interval", "UTC", "monday 09:00-13:00", 60, 0, 0, 0, 60, null, "2026-06-01T00:00:00Z",
						"2026-06-08T00:00:00Z/2026-06-09T00:00:00Z", "2026-06-08T10:00:00Z/2026-06-08T11:30:00Z", "",
						"2026-06-08T09:00:00Z,2026-06-08T12:00:00Z"),
				row("busy intervals that overlap each other", "UTC", "monday 09:00-13:00", 60, 0, 0, 0, 60, null,
						"2026-06-01T00:00:00Z", "2026-06-08T00:00:00Z/2026-06-09T00:00:00Z",
						"2026-06-08T09:00:00Z/2026-06-08T10:30:00Z,2026-06-08T09:30:00Z/2026-06-08T10:00:00Z", "",
						"2026-06-08T11:00:00Z,2026-06-08T12:00:00Z"),
				// Buffers of 15 minutes keep a 30-minute booking 15 minutes from busy
				// time.
				row("buffers", "UTC", "monday 09:00-12:00", 30, 15, 15, 0, 60, null, "2026-06-01T00:00:00Z",
						"2026-06-08T00:00:00Z/2026-06-09T00:00:00Z", "2026-06-08T10:00:00Z/2026-06-08T11:00:00Z", "",
						"2026-06-08T09:00:00Z,2026-06-08T11:30:00Z"),
				// A buffer before only: 09:30 ends where the busy time begins.
				row("buffer before only", "UTC", "monday 09:00-12:00", 30, 30, 0, 0, 60, null, "2026-06-01T00:00:00Z",
						"2026-06-08T00:00:00Z/2026-06-09T00:00:00Z", "2026-06-08T10:00:00Z/2026-06-08T11:00:00Z", "",
						"2026-06-08T09:00:00Z,2026-06-08T09:30:00Z,2026-06-08T11:30:00Z"),
				// Notice: at 09:10 with an hour's notice, 10:00 is too soon.
				row("minimum notice", "UTC", "monday 09:00-13:00", 60, 0, 0, 60, 60, null, "2026-06-08T09:10:00Z",
						"2026-06-08T00:00:00Z/2026-06-09T00:00:00Z", "", "",
						"2026-06-08T11:00:00Z,2026-06-08T12:00:00Z"),
				// Horizon: one day ahead of Monday 09:30 reaches Tuesday 09:00, not
				// 10:00.
				row("horizon", "UTC", "monday 09:00-11:00,tuesday 09:00-11:00", 60, 0, 0, 0, 1, null,
						"2026-06-08T09:30:00Z", "2026-06-08T00:00:00Z/2026-06-10T00:00:00Z", "", "",
						"2026-06-08T10:00:00Z,2026-06-09T09:00:00Z"),
				// Daily limit: Monday has its two bookings, Tuesday one.
				row("daily limit", "UTC", "monday 09:00-11:00,tuesday 09:00-11:00", 60, 0, 0, 0, 60, 2,
						"2026-06-01T00:00:00Z", "2026-06-08T00:00:00Z/2026-06-10T00:00:00Z", "",
						"2026-06-08=2,2026-06-09=1", "2026-06-09T09:00:00Z,2026-06-09T10:00:00Z"),
				// The day of the limit is the owner's: Monday 23:30 in New York is
				// Tuesday in
				// UTC, and counts on Monday.
				row("daily limit on the owner's day", "America/New_York", "monday 22:00-23:59,tuesday 22:00-23:59", 60,
						0, 0, 0, 60, 1, "2026-06-01T00:00:00Z", "2026-06-08T00:00:00Z/2026-06-11T00:00:00Z", "",
						"2026-06-08=1", "2026-06-10T02:00:00Z"),
				// A long meeting steps by the hour; a short one by its length.
				row("90 minutes step by the hour", "UTC", "monday 09:00-12:00", 90, 0, 0, 0, 60, null,
						"2026-06-01T00:00:00Z", "2026-06-08T00:00:00Z/2026-06-09T00:00:00Z", "", "",
						"2026-06-08T09:00:00Z,2026-06-08T10:00:00Z"),
				// Only starts inside the range asked for.
				row("range cuts the window", "UTC", "monday 09:00-13:00", 60, 0, 0, 0, 60, null, "2026-06-01T00:00:00Z",
						"2026-06-08T10:00:00Z/2026-06-08T12:00:00Z", "", "",
						"2026-06-08T10:00:00Z,2026-06-08T11:00:00Z"),
				// Two windows of one day in any order, one overlapping the other.
				row("overlapping windows", "UTC", "monday 11:00-13:00,monday 09:00-12:00", 60, 0, 0, 0, 60, null,
						"2026-06-01T00:00:00Z", "2026-06-08T00:00:00Z/2026-06-09T00:00:00Z", "", "",
						"2026-06-08T09:00:00Z,2026-06-08T10:00:00Z,2026-06-08T11:00:00Z,2026-06-08T12:00:00Z"),
				// Nothing before now, even without notice.
				row("past", "UTC", WEEKDAYS_9_TO_5, 60, 0, 0, 0, 60, null, "2026-06-10T00:00:00Z",
						"2026-06-08T00:00:00Z/2026-06-09T00:00:00Z", "", "", ""));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("table")
	void offersExactlyTheFreeStarts(Row row) {
		int[] minutes = row.minutes();
		SlotRules rules = new SlotRules(ZoneId.of(row.zone()),
				Arrays.stream(row.windows().split(",")).map(WeeklyWindow::parse).toList(),
				Duration.ofMinutes(minutes[0]), Duration.ofMinutes(minutes[1]), Duration.ofMinutes(minutes[2]),
				Duration.ofMinutes(minutes[3]), Duration.ofDays(row.horizonDays()), row.maxPerDay());
		String[] range = row.range().split("/");
		List<Interval> busy = new ArrayList<>();
		for (String interval : split(row.busy())) {
			String[] ends = interval.split("/");
			busy.add(new Interval(Instant.parse(ends[0]), Instant.parse(ends[1])));
		}
		Map<LocalDate, Integer> booked = new HashMap<>();
		for (String day : split(row.booked())) {
			String[] pair = day.split("=");
			booked.put(LocalDate.parse(pair[0]), Integer.valueOf(pair[1]));
		}
		List<Instant> slots = Slots.free(rules, Instant.parse(row.now()), Instant.parse(range[0]),
				Instant.parse(range[1]), busy, booked, 1000);
		assertThat(slots).map(Instant::toString).containsExactlyElementsOf(split(row.expected()));
	}

	@Test
	void stopsAtTheMostAskedFor() {
		SlotRules rules = new SlotRules(ZoneId.of("UTC"),
				Arrays.stream(WEEKDAYS_9_TO_5.split(",")).map(WeeklyWindow::parse).toList(), Duration.ofMinutes(30),
				Duration.ZERO, Duration.ZERO, Duration.ZERO, Duration.ofDays(365), null);
		List<Instant> slots = Slots.free(rules, Instant.parse("2026-06-01T00:00:00Z"),
				Instant.parse("2026-06-01T00:00:00Z"), Instant.parse("2026-07-01T00:00:00Z"), List.of(), Map.of(), 5);
		assertThat(slots).map(Instant::toString)
			.containsExactly("2026-06-01T09:00:00Z", "2026-06-01T09:30:00Z", "2026-06-01T10:00:00Z",
					"2026-06-01T10:30:00Z", "2026-06-01T11:00:00Z");
	}

	@Test
	void workingHoursBecomeOneWindowPerWorkingDay() {
		List<WeeklyWindow> windows = BookingSlots.workingHours(new dev.kairos.settings.WorkingHours(LocalTime.of(8, 30),
				LocalTime.of(16, 0), java.util.Set.of(DayOfWeek.FRIDAY, DayOfWeek.MONDAY)));
		assertThat(windows).containsExactly(
				new WeeklyWindow(DayOfWeek.MONDAY, LocalTime.of(8, 30), LocalTime.of(16, 0)),
				new WeeklyWindow(DayOfWeek.FRIDAY, LocalTime.of(8, 30), LocalTime.of(16, 0)));
	}

	@Test
	void isFreeIsHalfOpen() {
		List<Interval> merged = Slots
			.merge(List.of(new Interval(Instant.parse("2026-06-08T10:00:00Z"), Instant.parse("2026-06-08T11:00:00Z")),
					new Interval(Instant.parse("2026-06-08T13:00:00Z"), Instant.parse("2026-06-08T14:00:00Z"))));
		assertThat(Slots.isFree(merged, Instant.parse("2026-06-08T09:00:00Z"), Instant.parse("2026-06-08T10:00:00Z")))
			.isTrue();
		assertThat(Slots.isFree(merged, Instant.parse("2026-06-08T11:00:00Z"), Instant.parse("2026-06-08T13:00:00Z")))
			.isTrue();
		assertThat(Slots.isFree(merged, Instant.parse("2026-06-08T10:59:00Z"), Instant.parse("2026-06-08T11:30:00Z")))
			.isFalse();
		assertThat(Slots.isFree(merged, Instant.parse("2026-06-08T09:00:00Z"), Instant.parse("2026-06-08T15:00:00Z")))
			.isFalse();
		assertThat(Slots.isFree(merged, Instant.parse("2026-06-08T12:00:00Z"), Instant.parse("2026-06-08T13:00:01Z")))
			.isFalse();
	}

	private static Arguments row(String name, String zone, String windows, int duration, int before, int after,
			int notice, int horizonDays, Integer maxPerDay, String now, String range, String busy, String booked,
			String expected) {
		return Arguments.of(new Row(name, zone, windows, new int[] { duration, before, after, notice }, horizonDays,
				maxPerDay, now, range, busy, booked, expected));
	}

	/** Whole-hour starts from {@code first} to {@code last} UTC on a day. */
	private static String hours(String day, int first, int last) {
		List<String> starts = new ArrayList<>();
		for (int hour = first; hour <= last; hour++) {
			starts.add(day + "T%02d:00:00Z".formatted(hour));
		}
		return String.join(",", starts);
	}

	private static List<String> split(String list) {
		return list.isEmpty() ? List.of() : List.of(list.split(","));
	}

}
