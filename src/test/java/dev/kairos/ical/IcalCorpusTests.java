package dev.kairos.ical;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.stream.Stream;

import dev.kairos.events.ImportedEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import static dev.kairos.ical.IcalTestSupport.sample;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Every real-world sample in src/test/resources/ical (sources and licences in
 * SOURCES.txt) through the import pipeline, with the user in Europe/Berlin. Each file is
 * read as of a date near its events, so that its series fall inside the horizon (a year
 * back, two years ahead). The expected values were worked out from the files by hand.
 */
class IcalCorpusTests {

	private static final ZoneId USER_ZONE = ZoneId.of("Europe/Berlin");

	private static final String RECENT = "2026-11-22T00:00:00Z";

	/**
	 * A sample and what importing it gives.
	 *
	 * @param file the sample
	 * @param now when it is imported
	 * @param events how many events it stores
	 * @param skipped how many components it skips
	 * @param first the first stored event, as "title|start|end|allDay", or null
	 */
	record Sample(String file, String now, int events, int skipped, String first) {

		@Override
		public String toString() {
			return this.file;
		}

	}

	static Stream<Sample> samples() {
		return Stream.of(
				// OWA: Windows display-name TZIDs without VTIMEZONE; Sydney is UTC+11 in
				// late October.
				new Sample("Office-2012-owa.ics", "2021-01-01T00:00:00Z", 90, 0,
						"TEST Syd|2020-10-28T02:30:00Z|2020-10-28T04:00:00Z|false"),
				new Sample("alarm_google_future.ics", RECENT, 1, 0,
						"event with alarms|2024-10-04T18:15:00Z|2024-10-04T19:00:00Z|false"),
				// Thunderbird's full-history Europe/London: 15:00 BST is 14:00 UTC.
				new Sample("alarm_thunderbird_future.ics", RECENT, 1, 0,
						"event with alarms|2024-10-23T14:00:00Z|2024-10-23T15:00:00Z|false"),
				new Sample("blank_line_mid.ics", RECENT, 0, 0, null),
				new Sample("bom_calendar.ics", RECENT, 0, 0, null),
				// DURATION:P1D on a timed start: the same wall-clock time a day later.
				new Sample("duration_instead_of_dtend.ics", RECENT, 1, 0,
						"Really long event name thing|2012-06-30T13:00:00Z|2012-07-01T13:00:00Z|false"),
				new Sample("empty.ics", RECENT, 0, 0, null),
				// Bare VEVENT: 15 Tuesdays until 3 July, 5 of them excluded on separate
				// EXDATE lines.
				new Sample("event_with_recurrence_exdates_on_different_lines.ics", "2012-06-01T00:00:00Z", 10, 0,
						"A Recurring event with multiple exdates, one per line.|2012-03-27T08:00:00Z|2012-03-27T16:00:00Z|false"),
				// Tuesdays and Thursdays from 19 Feb to 18 Aug 2026 (52); the 26 Feb
				// instance moved to the 27th.
				new Sample("exchange_whole_day_moved_recurrence.ics", RECENT, 52, 0,
						"Exchange Recurring Test|2026-02-19T00:00:00Z|2026-02-20T00:00:00Z|true"),
				new Sample("google-recurrence-order.ics", RECENT, 3, 0,
						"TEST RECURR 3|2026-02-10T17:00:00Z|2026-02-10T17:30:00Z|false"),
				// RRULE COUNT=1 plus two RDATEs written as "20131210Z"; three overrides
				// without a master.
				new Sample("google_birthday.ics", "2013-06-01T00:00:00Z", 6, 0,
						"PErson #2's birthday|2012-12-10T00:00:00Z|2012-12-11T00:00:00Z|true"),
				// No DTEND: a one-minute event.
				new Sample("issue_1231_recurrence.ics", RECENT, 1, 0,
						"Test recurrence|2025-04-28T16:05:00Z|2025-04-28T16:06:00Z|false"),
				// Custom VTIMEZONE (+01/+02), BYDAY with spaces: weekdays 3 to 22 July
				// 2015.
				new Sample("issue_165_missing_event.ics", "2015-07-01T00:00:00Z", 14, 0,
						"Sprint 25 Daily Standup|2015-07-03T08:00:00Z|2015-07-03T08:30:00Z|false"),
				// "(UTC-03:00) Brasília" resolves to America/Sao_Paulo; no SUMMARY.
				new Sample("issue_237_fail_to_parse_timezone_with_non_ascii_tzid.ics", RECENT, 1, 0,
						"(no title)|2017-05-11T16:30:00Z|2017-05-11T17:00:00Z|false"),
				new Sample("issue_313_globally_unique_tzid.ics", RECENT, 3, 0,
						"libical / Evolution globally unique TZID|2020-04-26T12:00:00Z|2020-04-26T13:00:00Z|false"),
				// The VFREEBUSY is skipped; its value-less ORGANIZER line costs nothing.
				new Sample("issue_348_exception_parsing_value.ics", RECENT, 1, 1,
						"Sixt : détails de votre réservation|2019-06-24T06:30:00Z|2019-06-24T16:30:00Z|false"),
				new Sample("issue_350.ics", RECENT, 1, 0,
						"Termin 4353 und\"so\"|2022-02-22T18:30:00Z|2022-02-22T19:30:00Z|false"),
				// Unknown TZID without VTIMEZONE: read in the user's zone (Berlin, +02 in
				// August).
				new Sample("issue_722_missing_VTIMEZONE_custom.ics", RECENT, 1, 0,
						"(no title)|2014-08-29T06:00:00Z|2014-08-29T06:01:00Z|false"),
				// One series whose only in-horizon date is an RDATE PERIOD; two events
				// without DTSTART; a VTODO.
				new Sample("issue_722_missing_timezones.ics", "2024-01-01T00:00:00Z", 1, 3,
						"an event with a custom tz name|2024-09-13T10:00:00Z|2024-09-13T12:00:00Z|false"),
				new Sample("issue_836_do_not_quote_tzid.ics", RECENT, 1, 0,
						"Anonymous Test Event for TZID|2024-10-28T21:00:00Z|2024-10-28T22:00:00Z|false"),
				// Windows zones, a quote swallowing DTSTART's value, folded UIDs and
				// EXDATE lists.
				new Sample("ms_timezones.ics", "2020-09-01T00:00:00Z", 372, 0,
						"Log Yesterday's Jira time|2020-06-09T07:00:00Z|2020-06-09T07:30:00Z|false"),
				new Sample("newline_junk.ics", RECENT, 0, 0, null),
				new Sample("only_dtstart_date.ics", RECENT, 1, 0,
						"Really long event name thing|2012-06-30T00:00:00Z|2012-07-01T00:00:00Z|true"),
				// 24 first Tuesdays + 3 RDATEs - 3 EXDATEs; two overrides move instances.
				new Sample("recur_instances.ics", "2012-10-01T00:00:00Z", 24, 0,
						"Crazy Event Thingy!|2012-10-02T22:00:00Z|2012-10-02T22:30:00Z|false"),
				// Zero-length assignments become one minute; DTEND == DTSTART on a date
				// is one day.
				new Sample("synthetic-canvas-feed.ics", RECENT, 4, 0,
						"Final Essay Draft [ENGL201]|2026-10-03T05:59:00Z|2026-10-03T06:00:00Z|false"),
				// Windows-1252 with LF folding; floating times in Berlin (+01 in March).
				new Sample("synthetic-cp1252-lf.ics", RECENT, 2, 0,
						"Réunion équipe – café|2024-03-05T08:30:00Z|2024-03-05T09:30:00Z|false"),
				// Six Mondays minus an EXDATE, one moved to 14:00; Berlin switches to +02
				// on 29 March.
				new Sample("synthetic-outlook-desktop.ics", RECENT, 6, 0,
						"Wöchentliches Sync|2026-03-02T08:00:00Z|2026-03-02T08:30:00Z|false"),
				new Sample("utc_negative_zero.ics", RECENT, 1, 0,
						"And another|2012-08-21T21:00:00Z|2012-08-21T21:30:00Z|false"),
				// Weekdays without end: three years of them, 781 (under the 1000 cap).
				new Sample("x_location.ics", RECENT, 781, 0,
						"Daily Sync|2025-11-24T13:00:00Z|2025-11-24T13:30:00Z|false"));
	}

	@ParameterizedTest
	@MethodSource("samples")
	void importsSample(Sample sample) {
		Imported imported = importFile(sample.file(), sample.now());
		assertThat(imported.events()).hasSize(sample.events());
		assertThat(imported.skipped()).isEqualTo(sample.skipped());
		if (sample.first() != null) {
			ImportedEvent first = imported.events()
				.stream()
				.min((a, b) -> a.draft().startTime().compareTo(b.draft().startTime()))
				.orElseThrow();
			assertThat(first.draft().title() + "|" + first.draft().startTime() + "|" + first.draft().endTime() + "|"
					+ first.draft().allDay())
				.isEqualTo(sample.first());
		}
	}

	@Test
	void rejectsTheTruncatedSample() {
		assertThatExceptionOfType(MalformedCalendarException.class)
			.isThrownBy(() -> importFile("small_bad_calendar.ics", RECENT))
			.satisfies((ex) -> assertThat(ex.line()).isEqualTo(3))
			.satisfies((ex) -> assertThat(ex.getBody().getDetail()).contains("cut off"));
	}

	@Test
	void appliesOverridesGivenBeforeTheirMaster() {
		List<ImportedEvent> events = importFile("google-recurrence-order.ics", RECENT).events();
		assertThat(events).extracting((event) -> event.recurrenceId())
			.containsExactly("20260210T170000Z", "20260211T170000Z", "20260212T170000Z");
		ImportedEvent moved = events.get(1);
		assertThat(moved.draft().title()).isEqualTo("TEST RECURR 3 - MODIFIED");
		assertThat(moved.draft().startTime()).isEqualTo(Instant.parse("2026-02-11T17:30:00Z"));
	}

	@Test
	void movesAllDayInstanceByDateTimeRecurrenceId() {
		List<ImportedEvent> events = importFile("exchange_whole_day_moved_recurrence.ics", RECENT).events();
		ImportedEvent moved = events.stream()
			.filter((event) -> event.recurrenceId().equals("20260226"))
			.findFirst()
			.orElseThrow();
		assertThat(moved.draft().startTime()).isEqualTo(Instant.parse("2026-02-27T00:00:00Z"));
		assertThat(events)
			.noneMatch((event) -> event.draft().startTime().equals(Instant.parse("2026-02-26T00:00:00Z")));
	}

	@Test
	void resolvesWindowsZoneNamesWithCldrMappings() {
		List<ImportedEvent> events = importFile("issue_836_do_not_quote_tzid.ics", RECENT).events();
		// Eastern Standard Time on 28 October 2024 is EDT, UTC-4.
		assertThat(events.get(0).draft().startTime()).isEqualTo(Instant.parse("2024-10-28T21:00:00Z"));
		ZoneResolver zones = new ZoneResolver(USER_ZONE, java.util.Map.of());
		assertThat(zones.resolve("Samoa Standard Time").name()).isEqualTo("Pacific/Apia");
		assertThat(zones.resolve("Central America Standard Time").name()).isEqualTo("America/Guatemala");
		assertThat(zones.resolve("US Eastern Standard Time").name()).isEqualTo("America/Indianapolis");
		assertThat(zones.resolve("/mozilla.org/20070129_1/Europe/Berlin").name()).isEqualTo("Europe/Berlin");
		assertThat(zones.resolve("(UTC-05:00) Eastern Time (US & Canada)").name()).isEqualTo("America/New_York");
		assertThat(zones.resolve("Nowhere/Special").problem()).contains("Europe/Berlin");
	}

	@Test
	void reportsUnknownZoneWithTheEventsLine() {
		Imported imported = importFile("issue_722_missing_VTIMEZONE_custom.ics", RECENT);
		assertThat(imported.problems()).singleElement()
			.satisfies((problem) -> assertThat(problem.line()).isEqualTo(2))
			.satisfies((problem) -> assertThat(problem.message()).contains("CUSTOM_tzid", "Europe/Berlin"));
	}

	@Test
	void keysEventsWithoutUidTheSameWayEachTime() {
		List<ImportedEvent> first = importFile("Office-2012-owa.ics", "2021-01-01T00:00:00Z").events();
		List<ImportedEvent> second = importFile("Office-2012-owa.ics", "2021-01-01T00:00:00Z").events();
		assertThat(first).extracting(ImportedEvent::icalUid).allMatch((uid) -> uid.startsWith("derived-"));
		assertThat(second).extracting(ImportedEvent::icalUid)
			.containsExactlyElementsOf(first.stream().map(ImportedEvent::icalUid).toList());
	}

	@Test
	void capsOccurrencesPerSeries() {
		IcalText.Sanitized sanitized = IcalText.sanitize(IcalTestSupport.calendar("""
				UID:daily@example.com
				DTSTART:20260101T090000Z
				DTEND:20260101T093000Z
				RRULE:FREQ=HOURLY
				SUMMARY:Too often
				""").getBytes(java.nio.charset.StandardCharsets.UTF_8), 100);
		IcalCalendarReader.ReadCalendar calendar = IcalCalendarReader.read(sanitized);
		Instant now = Instant.parse(RECENT);
		IcalEventMapper.Mapped mapped = new IcalEventMapper(new ZoneResolver(USER_ZONE, calendar.zones()),
				now.minus(Duration.ofDays(365)), now.plus(Duration.ofDays(730)), 1000)
			.map(calendar.events());
		assertThat(mapped.items()).hasSize(1000);
		assertThat(mapped.problems()).singleElement()
			.satisfies((problem) -> assertThat(problem.message()).contains("first 1000"));
	}

	private static Imported importFile(String file, String now) {
		IcalText.Sanitized sanitized = IcalText.sanitize(sample(file), 20_000);
		IcalCalendarReader.ReadCalendar calendar = IcalCalendarReader.read(sanitized);
		Instant at = Instant.parse(now);
		IcalEventMapper.Mapped mapped = new IcalEventMapper(new ZoneResolver(USER_ZONE, calendar.zones()),
				at.minus(Duration.ofDays(365)), at.plus(Duration.ofDays(730)), 1000)
			.map(calendar.events());
		List<ImportProblem> problems = new java.util.ArrayList<>(sanitized.warnings());
		problems.addAll(mapped.problems());
		return new Imported(mapped.items().stream().map(IcalEventMapper.Item::event).toList(),
				sanitized.skipped() + mapped.skipped(), problems);
	}

	private record Imported(List<ImportedEvent> events, int skipped, List<ImportProblem> problems) {

	}

}
