package dev.kairos.ical;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import dev.kairos.events.Imported;
import dev.kairos.events.ImportedEvent;
import dev.kairos.events.ImportedSeries;
import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import static dev.kairos.ical.IcalTestSupport.sample;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Every real-world sample in src/test/resources/ical (sources and licences in
 * SOURCES.txt) imported over HTTP, with the user in Europe/Berlin. Series are stored
 * once; the expected figures count what the user then has: every one-off event, and the
 * occurrences of series that start from a year before the sample's date to two years
 * after it (listed through GET /api/events). They were worked out from the files by hand.
 */
@IntegrationTest
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

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@ParameterizedTest
	@MethodSource("samples")
	void importsSample(Sample sample) {
		Api api = new Api(this.port, this.users.create().key());
		assertThat(api.patch("/api/settings", "{\"timezone\":\"Europe/Berlin\"}").status()).isEqualTo(200);
		Response imported = IcalTestSupport.importRaw(api, sample(sample.file()));
		assertThat(imported.status()).as(imported.toString()).isEqualTo(200);
		assertThat(imported.json().path("skipped").asInt()).as(imported.toString()).isEqualTo(sample.skipped());
		Instant now = Instant.parse(sample.now());
		Instant from = now.minus(Duration.ofDays(365));
		Instant to = now.plus(Duration.ofDays(730));
		List<String> stored = new ArrayList<>();
		for (JsonNode event : list(api, "/api/events?limit=500&start=" + from + "&end=" + to)) {
			boolean occurrence = !event.path("recurring_event_id").isNull();
			if (!occurrence || !Instant.parse(event.path("start_time").asString()).isBefore(from)) {
				stored.add(describe(event));
			}
		}
		// One-off events outside the window count too: they are imported whatever their
		// date.
		for (JsonNode event : list(api, "/api/events?limit=500&end=" + from)) {
			if (event.path("recurring_event_id").isNull()) {
				stored.add(describe(event));
			}
		}
		for (JsonNode event : list(api,
				"/api/events?limit=500&start=" + to + "&end=" + to.plus(Duration.ofDays(3660)))) {
			if (event.path("recurring_event_id").isNull()
					&& !Instant.parse(event.path("start_time").asString()).isBefore(to)) {
				stored.add(describe(event));
			}
		}
		assertThat(stored).as(imported.toString()).hasSize(sample.events());
		if (sample.first() != null) {
			assertThat(stored.stream().min(java.util.Comparator.comparing((text) -> text.split("\\|")[1])))
				.contains(sample.first());
		}
	}

	private static String describe(JsonNode event) {
		return event.path("title").asString() + "|" + event.path("start_time").asString() + "|"
				+ event.path("end_time").asString() + "|" + event.path("all_day").asBoolean();
	}

	/** Every page of a listing; series without end are only ever listed in a window. */
	private static List<JsonNode> list(Api api, String path) {
		List<JsonNode> events = new ArrayList<>();
		String token = null;
		do {
			Response page = api.get(path + ((token != null) ? "&page_token=" + token : ""));
			assertThat(page.status()).as(page.toString()).isEqualTo(200);
			page.json().path("events").forEach(events::add);
			JsonNode next = page.json().path("next_page_token");
			token = next.isNull() ? null : next.asString();
		}
		while (token != null && events.size() < 100_000);
		return events;
	}

	@Test
	void rejectsTheTruncatedSample() {
		assertThatExceptionOfType(MalformedCalendarException.class)
			.isThrownBy(() -> importFile("small_bad_calendar.ics", RECENT))
			.satisfies((ex) -> assertThat(ex.line()).isEqualTo(3))
			.satisfies((ex) -> assertThat(ex.getBody().getDetail()).contains("cut off"));
	}

	@Test
	void keepsASeriesWithItsOverridesGivenBeforeTheirMaster() {
		ImportedSeries series = (ImportedSeries) single(importFile("google-recurrence-order.ics", RECENT).items());
		assertThat(series.draft().recurrence()).containsExactly("RRULE:FREQ=DAILY;COUNT=3");
		assertThat(series.overrides()).singleElement().satisfies((moved) -> {
			assertThat(moved.originalStart()).isEqualTo(Instant.parse("2026-02-11T17:00:00Z"));
			assertThat(moved.draft().title()).isEqualTo("TEST RECURR 3 - MODIFIED");
			assertThat(moved.draft().startTime()).isEqualTo(Instant.parse("2026-02-11T17:30:00Z"));
		});
	}

	@Test
	void movesAllDayInstanceByDateTimeRecurrenceId() {
		ImportedSeries series = (ImportedSeries) single(
				importFile("exchange_whole_day_moved_recurrence.ics", RECENT).items());
		assertThat(series.draft().allDay()).isTrue();
		assertThat(series.overrides()).singleElement().satisfies((moved) -> {
			assertThat(moved.originalStart()).isEqualTo(Instant.parse("2026-02-26T00:00:00Z"));
			assertThat(moved.draft().startTime()).isEqualTo(Instant.parse("2026-02-27T00:00:00Z"));
		});
	}

	@Test
	void keepsTheZoneOfASeriesAndWritesItsDatesInUtc() {
		ImportedSeries series = (ImportedSeries) importFile("synthetic-outlook-desktop.ics", RECENT).items()
			.stream()
			.filter(ImportedSeries.class::isInstance)
			.findFirst()
			.orElseThrow();
		assertThat(series.draft().timezone()).isEqualTo(ZoneId.of("Europe/Berlin"));
		assertThat(series.draft().recurrence()).anyMatch((line) -> line.startsWith("EXDATE:") && line.endsWith("Z"));
	}

	private static Imported single(List<Imported> items) {
		assertThat(items).hasSize(1);
		return items.get(0);
	}

	@Test
	void resolvesWindowsZoneNamesWithCldrMappings() {
		List<Imported> events = importFile("issue_836_do_not_quote_tzid.ics", RECENT).items();
		// Eastern Standard Time on 28 October 2024 is EDT, UTC-4.
		assertThat(((ImportedEvent) events.get(0)).draft().startTime())
			.isEqualTo(Instant.parse("2024-10-28T21:00:00Z"));
		ZoneResolver zones = new ZoneResolver(USER_ZONE, FileZones.none());
		assertThat(zones.resolve("Samoa Standard Time").name()).isEqualTo("Pacific/Apia");
		assertThat(zones.resolve("Central America Standard Time").name()).isEqualTo("America/Guatemala");
		assertThat(zones.resolve("US Eastern Standard Time").name()).isEqualTo("America/Indianapolis");
		assertThat(zones.resolve("/mozilla.org/20070129_1/Europe/Berlin").name()).isEqualTo("Europe/Berlin");
		assertThat(zones.resolve("(UTC-05:00) Eastern Time (US & Canada)").name()).isEqualTo("America/New_York");
		assertThat(zones.resolve("Nowhere/Special").problem()).contains("Europe/Berlin");
	}

	@Test
	void reportsUnknownZoneWithTheEventsLine() {
		Mapped imported = importFile("issue_722_missing_VTIMEZONE_custom.ics", RECENT);
		assertThat(imported.problems()).singleElement()
			.satisfies((problem) -> assertThat(problem.line()).isEqualTo(2))
			.satisfies((problem) -> assertThat(problem.message()).contains("CUSTOM_tzid", "Europe/Berlin"));
	}

	@Test
	void keysEventsWithoutUidTheSameWayEachTime() {
		List<Imported> first = importFile("Office-2012-owa.ics", "2021-01-01T00:00:00Z").items();
		List<Imported> second = importFile("Office-2012-owa.ics", "2021-01-01T00:00:00Z").items();
		assertThat(first).extracting(Imported::icalUid).allMatch((uid) -> uid.startsWith("derived-"));
		assertThat(second).extracting(Imported::icalUid)
			.containsExactlyElementsOf(first.stream().map(Imported::icalUid).toList());
	}

	@Test
	void keepsAnEndlessHourlySeriesFrom1900AsOneSeries() {
		IcalText.Sanitized sanitized = IcalText.sanitize(IcalTestSupport.calendar("""
				UID:hourly@example.com
				DTSTART:19000101T000000Z
				DTEND:19000101T003000Z
				RRULE:FREQ=HOURLY
				SUMMARY:Very often
				""").getBytes(java.nio.charset.StandardCharsets.UTF_8), 100);
		IcalCalendarReader.ReadCalendar calendar = IcalCalendarReader.read(sanitized);
		IcalEventMapper.Mapped mapped = new IcalEventMapper(new ZoneResolver(USER_ZONE, calendar.zones()))
			.map(calendar.events());
		assertThat(mapped.items()).singleElement().satisfies((item) -> {
			ImportedSeries series = (ImportedSeries) item.event();
			assertThat(series.draft().recurrence()).containsExactly("RRULE:FREQ=HOURLY");
			assertThat(series.draft().timezone()).isEqualTo(java.time.ZoneOffset.UTC);
		});
	}

	private static Mapped importFile(String file, String now) {
		IcalText.Sanitized sanitized = IcalText.sanitize(sample(file), 20_000);
		IcalCalendarReader.ReadCalendar calendar = IcalCalendarReader.read(sanitized);
		IcalEventMapper.Mapped mapped = new IcalEventMapper(new ZoneResolver(USER_ZONE, calendar.zones()))
			.map(calendar.events());
		List<ImportProblem> problems = new ArrayList<>(sanitized.warnings());
		problems.addAll(mapped.problems());
		return new Mapped(mapped.items().stream().map(IcalEventMapper.Item::event).toList(),
				sanitized.skipped() + mapped.skipped(), problems);
	}

	private record Mapped(List<Imported> items, int skipped, List<ImportProblem> problems) {

	}

}
