package dev.kairos.ical;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;

import dev.kairos.events.EventCommands;
import dev.kairos.events.EventDraft;
import dev.kairos.events.ImportedCancellation;
import dev.kairos.events.ImportedEvent;
import dev.kairos.events.ImportedSeries;
import dev.kairos.events.RecurrenceId;
import dev.kairos.ical.IcalCalendarReader.ReadCalendar;
import dev.kairos.ical.IcalEventMapper.Item;
import dev.kairos.ical.IcalEventMapper.Mapped;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class IcalEventMapperTests {

	private static final ZoneId USER = ZoneId.of("America/Chicago");

	@Test
	void reportsEachEventItCouldNotReadAsItWas() {
		Mapped mapped = map("""
				BEGIN:VCALENDAR
				BEGIN:VEVENT
				UID:no-start
				SUMMARY:No start
				END:VEVENT
				BEGIN:VEVENT
				UID:bad-start
				DTSTART:20301340T100000Z
				END:VEVENT
				BEGIN:VEVENT
				UID:bad-end
				DTSTART:20300304T100000Z
				DTEND:2030
				END:VEVENT
				BEGIN:VEVENT
				UID:bad-duration
				DTSTART:20300304T100000Z
				DURATION:P1Y
				END:VEVENT
				BEGIN:VEVENT
				UID:backwards
				DTSTART:20300304T100000Z
				DTEND:20300304T090000Z
				END:VEVENT
				BEGIN:VEVENT
				UID:twice
				DTSTART:20300305T100000Z
				SUMMARY:First
				END:VEVENT
				BEGIN:VEVENT
				UID:twice
				DTSTART:20300305T110000Z
				SUMMARY:Second
				END:VEVENT
				BEGIN:VEVENT
				UID:cancelled
				DTSTART:20300306T100000Z
				STATUS:CANCELLED
				END:VEVENT
				BEGIN:VEVENT
				UID:all-day
				DTSTART;VALUE=DATE:20300307
				DTEND:20300307T120000Z
				END:VEVENT
				BEGIN:VEVENT
				UID:ninety
				DTSTART:20300308T100000Z
				DURATION:PT1H30M
				END:VEVENT
				END:VCALENDAR
				""");
		assertThat(mapped.problems()).containsExactly(
				new ImportProblem("no-start", 2, "The event has no DTSTART; it was skipped."),
				new ImportProblem("bad-start", 6,
						"DTSTART: \"20301340T100000Z\" is not a valid date or date-time; the event was skipped."),
				new ImportProblem("bad-end", 10,
						"DTEND: \"2030\" is not a date or a date-time; the event was given the default length."),
				new ImportProblem("bad-duration", 15,
						"DURATION: \"P1Y\" is not a duration; the event was given the default length."),
				new ImportProblem("backwards", 20, "The event ends before it starts; it was imported one minute long."),
				new ImportProblem("twice", 30,
						"Several events have this UID and no RECURRENCE-ID; only the last one (line 30) was imported."));
		assertThat(mapped.skipped()).isEqualTo(4);
		assertThat(mapped.items()).extracting(Item::event)
			.containsExactly(event("bad-end", "(no title)", "2030-03-04T10:00:00Z", "2030-03-04T10:01:00Z", false),
					event("bad-duration", "(no title)", "2030-03-04T10:00:00Z", "2030-03-04T10:01:00Z", false),
					event("backwards", "(no title)", "2030-03-04T10:00:00Z", "2030-03-04T10:01:00Z", false),
					event("twice", "Second", "2030-03-05T11:00:00Z", "2030-03-05T11:01:00Z", false),
					new ImportedCancellation("cancelled", null),
					event("all-day", "(no title)", "2030-03-07T00:00:00Z", "2030-03-08T00:00:00Z", true),
					event("ninety", "(no title)", "2030-03-08T10:00:00Z", "2030-03-08T11:30:00Z", false));
	}

	@Test
	void keepsASeriesWithItsDatesOverridesAndWhatItLeftOut() {
		Mapped mapped = map("""
				BEGIN:VCALENDAR
				BEGIN:VEVENT
				UID:series
				DTSTART;TZID=Europe/Berlin:20300304T100000
				DTEND;TZID=Europe/Berlin:20300304T110000
				RRULE:FREQ=daily; count=10
				RRULE:FREQ=WEEKLY
				RDATE;VALUE=DATE:20300320
				RDATE:20300321T100000Z/PT2H,nonsense,20300322T100000Z/PT1H
				EXDATE:20300305T090000Z
				SUMMARY:Standup
				END:VEVENT
				BEGIN:VEVENT
				UID:series
				RECURRENCE-ID;TZID=Europe/Berlin:20300306T100000
				DTSTART;TZID=Europe/Berlin:20300306T120000
				DTEND;TZID=Europe/Berlin:20300306T130000
				END:VEVENT
				BEGIN:VEVENT
				UID:series
				RECURRENCE-ID:20300307T090000Z
				STATUS:CANCELLED
				DTSTART:20300307T090000Z
				END:VEVENT
				BEGIN:VEVENT
				UID:series
				RECURRENCE-ID:garbage
				DTSTART:20300308T090000Z
				END:VEVENT
				END:VCALENDAR
				""");
		assertThat(mapped.problems()).containsExactly(
				new ImportProblem("series", 2,
						"The event has 2 RRULEs; only the first was imported (RFC 5545 allows one)."),
				new ImportProblem("series", 2,
						"RDATE: \"nonsense\" is not a date or a date-time; that date was left out."),
				new ImportProblem("series", 25,
						"RECURRENCE-ID: \"garbage\" is not a date or a date-time; the event was skipped."));
		assertThat(mapped.skipped()).isEqualTo(2);
		assertThat(mapped.items()).hasSize(1);
		ImportedSeries series = (ImportedSeries) mapped.items().get(0).event();
		assertThat(series.icalUid()).isEqualTo("series");
		assertThat(series.draft()).isEqualTo(new EventDraft("Standup", null, null, null,
				Instant.parse("2030-03-04T09:00:00Z"), Instant.parse("2030-03-04T10:00:00Z"), false,
				List.of("RRULE:FREQ=DAILY;COUNT=10", "RDATE:20300320T090000Z,20300321T100000Z,20300322T100000Z",
						"EXDATE:20300305T090000Z,20300307T090000Z"),
				ZoneId.of("Europe/Berlin")));
		// The RDATE of two hours is a changed occurrence; the one of the series' own
		// length is not. The RECURRENCE-ID VEVENT has no VALARM of its own.
		assertThat(series.overrides()).containsExactly(
				new ImportedSeries.Override(Instant.parse("2030-03-21T10:00:00Z"),
						draft("Standup", "2030-03-21T10:00:00Z", "2030-03-21T12:00:00Z", false), 2),
				new ImportedSeries.Override(Instant.parse("2030-03-06T09:00:00Z"),
						draft("Standup", "2030-03-06T11:00:00Z", "2030-03-06T12:00:00Z", false), 13, true));
	}

	@Test
	void readsAnAllDaySeriesUntilInTheUsersZone() {
		Mapped mapped = map("""
				BEGIN:VCALENDAR
				BEGIN:VEVENT
				UID:birthday
				DTSTART;VALUE=DATE:20300304
				RRULE:FREQ=YEARLY;UNTIL=20350304T050000Z
				EXDATE:20310304T150000Z
				SUMMARY:Birthday
				END:VEVENT
				END:VCALENDAR
				""");
		assertThat(mapped.problems()).isEmpty();
		ImportedSeries series = (ImportedSeries) mapped.items().get(0).event();
		// 05:00 UTC is the evening before in Chicago.
		assertThat(series.draft().recurrence()).containsExactly("RRULE:FREQ=YEARLY;UNTIL=20350303",
				"EXDATE;VALUE=DATE:20310304");
		assertThat(series.draft().allDay()).isTrue();
		assertThat(series.draft().startTime()).isEqualTo(Instant.parse("2030-03-04T00:00:00Z"));
		assertThat(series.draft().endTime()).isEqualTo(Instant.parse("2030-03-05T00:00:00Z"));
	}

	@Test
	void keepsAUidOfUpTo255CharactersAndKeysALongerOneByItsDigest() {
		String fits = "u".repeat(254) + "@";
		String over = "u".repeat(255) + "@";
		Mapped mapped = map(calendar(fits, over));
		assertThat(mapped.items()).extracting((item) -> item.event().icalUid())
			.containsExactly(fits, "sha256-" + dev.kairos.shared.Secrets.sha256(over));
	}

	@Test
	void aSeriesRepeatsInItsStartsZoneUtcForZAndTheUsersForAFloatingOrBlankOne() {
		Mapped mapped = map("""
				BEGIN:VCALENDAR
				BEGIN:VEVENT
				UID:floating
				DTSTART:20300304T090000
				RRULE:FREQ=DAILY;COUNT=2
				END:VEVENT
				BEGIN:VEVENT
				UID:blank-tzid
				DTSTART;TZID=:20300304T090000
				RRULE:FREQ=DAILY;COUNT=2
				END:VEVENT
				BEGIN:VEVENT
				UID:utc
				DTSTART:20300304T090000Z
				RRULE:FREQ=DAILY;COUNT=2
				END:VEVENT
				BEGIN:VEVENT
				UID:berlin
				DTSTART;TZID=Europe/Berlin:20300304T090000
				RRULE:FREQ=DAILY;COUNT=2
				END:VEVENT
				END:VCALENDAR
				""");
		assertThat(mapped.items())
			.extracting((item) -> item.event().icalUid() + " " + ((ImportedSeries) item.event()).draft().timezone()
					+ " " + ((ImportedSeries) item.event()).draft().startTime())
			.containsExactly("floating America/Chicago 2030-03-04T15:00:00Z",
					"blank-tzid America/Chicago 2030-03-04T15:00:00Z", "utc Z 2030-03-04T09:00:00Z",
					"berlin Europe/Berlin 2030-03-04T08:00:00Z");
	}

	@Test
	void takesTheColourOfTheEventOrElseOfItsSeries() {
		Mapped mapped = map("""
				BEGIN:VCALENDAR
				BEGIN:VEVENT
				UID:red
				DTSTART:20300304T090000Z
				COLOR:red
				END:VEVENT
				BEGIN:VEVENT
				UID:series
				DTSTART:20300304T090000Z
				RRULE:FREQ=DAILY;COUNT=3
				COLOR:navy
				END:VEVENT
				BEGIN:VEVENT
				UID:series
				RECURRENCE-ID:20300305T090000Z
				DTSTART:20300305T100000Z
				END:VEVENT
				BEGIN:VEVENT
				UID:series
				RECURRENCE-ID:20300306T090000Z
				DTSTART:20300306T100000Z
				COLOR:#ABC
				END:VEVENT
				END:VCALENDAR
				""");
		assertThat(((ImportedEvent) mapped.items().get(0).event()).draft().color()).isEqualTo("#ff0000");
		ImportedSeries series = (ImportedSeries) mapped.items().get(1).event();
		assertThat(series.draft().color()).isEqualTo("#000080");
		assertThat(series.overrides()).extracting((override) -> override.draft().color())
			.containsExactly("#000080", "#abc");
	}

	@Test
	void readsEventsWithoutAMasterAsOccurrencesOfTheirOwn() {
		Mapped mapped = map("""
				BEGIN:VCALENDAR
				BEGIN:VEVENT
				UID:moved
				RECURRENCE-ID:20300304T090000Z
				DTSTART:20300304T100000Z
				SUMMARY:Early
				END:VEVENT
				BEGIN:VEVENT
				UID:moved
				RECURRENCE-ID;VALUE=DATE:20300310
				DTSTART;VALUE=DATE:20300311
				END:VEVENT
				BEGIN:VEVENT
				UID:cancelled
				RECURRENCE-ID:20300305T090000Z
				STATUS:CANCELLED
				END:VEVENT
				BEGIN:VEVENT
				UID:cancelled-unreadable
				RECURRENCE-ID:garbage
				STATUS:CANCELLED
				END:VEVENT
				BEGIN:VEVENT
				UID:unreadable
				RECURRENCE-ID:garbage
				DTSTART:20300306T090000Z
				END:VEVENT
				BEGIN:VEVENT
				UID:no-start
				RECURRENCE-ID:20300307T090000Z
				END:VEVENT
				BEGIN:VEVENT
				UID:moved
				RECURRENCE-ID:20300304T090000Z
				DTSTART:20300304T110000Z
				SUMMARY:Late
				END:VEVENT
				END:VCALENDAR
				""");
		assertThat(mapped.items()).extracting(Item::event)
			.containsExactly(
					new ImportedEvent("moved", RecurrenceId.on(LocalDate.parse("2030-03-10")),
							draft("(no title)", "2030-03-11T00:00:00Z", "2030-03-12T00:00:00Z", true)),
					new ImportedEvent("moved", RecurrenceId.at(Instant.parse("2030-03-04T09:00:00Z")),
							draft("Late", "2030-03-04T11:00:00Z", "2030-03-04T11:01:00Z", false)),
					new ImportedCancellation("cancelled", RecurrenceId.at(Instant.parse("2030-03-05T09:00:00Z"))),
					new ImportedEvent("unreadable", RecurrenceId.at(Instant.parse("2030-03-06T09:00:00Z")),
							draft("(no title)", "2030-03-06T09:00:00Z", "2030-03-06T09:01:00Z", false)));
		assertThat(mapped.problems()).containsExactly(
				new ImportProblem("no-start", 28, "The event has no DTSTART; it was skipped."),
				new ImportProblem("moved", 32,
						"Line 2 has an event with the same UID and RECURRENCE-ID; this later one was imported."));
		// The two cancelled, the one without a start and the earlier of the two "moved".
		assertThat(mapped.skipped()).isEqualTo(4);
	}

	@Test
	void skipsTheOverridesOfACancelledSeries() {
		Mapped mapped = map("""
				BEGIN:VCALENDAR
				BEGIN:VEVENT
				UID:gone
				DTSTART:20300304T090000Z
				RRULE:FREQ=DAILY;COUNT=3
				STATUS:CANCELLED
				END:VEVENT
				BEGIN:VEVENT
				UID:gone
				RECURRENCE-ID:20300305T090000Z
				DTSTART:20300305T100000Z
				END:VEVENT
				BEGIN:VEVENT
				UID:gone
				RECURRENCE-ID:20300306T090000Z
				DTSTART:20300306T100000Z
				END:VEVENT
				END:VCALENDAR
				""");
		assertThat(mapped.items()).extracting(Item::event).containsExactly(new ImportedCancellation("gone", null));
		assertThat(mapped.skipped()).isEqualTo(3);
	}

	@Test
	void readsASeriesDatesAndOverridesAsTheirValueTypesSay() {
		Mapped mapped = map("""
				BEGIN:VCALENDAR
				BEGIN:VEVENT
				UID:timed
				DTSTART;TZID=Europe/Berlin:20300304T100000
				RRULE:FREQ=WEEKLY;COUNT=2
				RDATE;VALUE=DATE:20300320T170000
				EXDATE:nonsense
				END:VEVENT
				BEGIN:VEVENT
				UID:timed
				RECURRENCE-ID;TZID=Europe/Berlin:20300311T100000
				SUMMARY:No start
				END:VEVENT
				BEGIN:VEVENT
				UID:birthday
				DTSTART;VALUE=DATE:20300304
				RRULE:FREQ=YEARLY;UNTIL=20350304
				END:VEVENT
				BEGIN:VEVENT
				UID:birthday
				RECURRENCE-ID;VALUE=DATE:20310304
				DTSTART;VALUE=DATE:20310305
				END:VEVENT
				BEGIN:VEVENT
				UID:unreadable-until
				DTSTART;VALUE=DATE:20300304
				RRULE:FREQ=YEARLY;UNTIL=20351340T050000Z
				END:VEVENT
				END:VCALENDAR
				""");
		assertThat(mapped.problems()).containsExactly(
				new ImportProblem("timed", 2, "EXDATE: \"nonsense\" is not a date or a date-time; it was ignored."),
				new ImportProblem("timed", 9, "The event has no DTSTART; it was skipped."));
		assertThat(mapped.skipped()).isEqualTo(1);
		ImportedSeries timed = (ImportedSeries) mapped.items().get(0).event();
		// VALUE=DATE makes it a date, read at the series' time of day (10:00 in Berlin).
		assertThat(timed.draft().recurrence()).containsExactly("RRULE:FREQ=WEEKLY;COUNT=2", "RDATE:20300320T090000Z");
		assertThat(timed.overrides()).isEmpty();
		ImportedSeries birthday = (ImportedSeries) mapped.items().get(1).event();
		// An UNTIL that is a date, or that cannot be read, is kept as it is.
		assertThat(birthday.draft().recurrence()).containsExactly("RRULE:FREQ=YEARLY;UNTIL=20350304");
		assertThat(birthday.overrides())
			.containsExactly(new ImportedSeries.Override(Instant.parse("2031-03-04T00:00:00Z"),
					draft("(no title)", "2031-03-05T00:00:00Z", "2031-03-06T00:00:00Z", true), 19, true));
		assertThat(((ImportedSeries) mapped.items().get(2).event()).draft().recurrence())
			.containsExactly("RRULE:FREQ=YEARLY;UNTIL=20351340T050000Z");
	}

	@Test
	void repeatsASeriesInTheIanaZoneOfTheFilesOwnZoneOrElseAtItsOffset() {
		Mapped mapped = map("""
				BEGIN:VCALENDAR
				BEGIN:VTIMEZONE
				TZID:Office
				BEGIN:STANDARD
				DTSTART:19700101T000000
				TZOFFSETFROM:+0530
				TZOFFSETTO:+0530
				END:STANDARD
				END:VTIMEZONE
				BEGIN:VTIMEZONE
				TZID:Odd
				BEGIN:STANDARD
				DTSTART:19700101T000000
				TZOFFSETFROM:+0517
				TZOFFSETTO:+0517
				END:STANDARD
				END:VTIMEZONE
				BEGIN:VEVENT
				UID:office
				DTSTART;TZID=Office:20300304T090000
				RRULE:FREQ=DAILY;COUNT=2
				END:VEVENT
				BEGIN:VEVENT
				UID:odd
				DTSTART;TZID=Odd:20300304T090000
				RRULE:FREQ=DAILY;COUNT=2
				END:VEVENT
				BEGIN:VEVENT
				UID:mars
				DTSTART;TZID=Mars/Base:20300304T090000
				END:VEVENT
				BEGIN:VEVENT
				UID:mars-again
				DTSTART;TZID=Mars/Base:20300305T090000
				END:VEVENT
				END:VCALENDAR
				""");
		assertThat(mapped.items()).extracting(Item::event)
			.filteredOn(ImportedSeries.class::isInstance)
			.extracting((event) -> ((ImportedSeries) event).draft().timezone())
			.containsExactly(ZoneId.of("Asia/Calcutta"), ZoneOffset.ofHoursMinutes(5, 17));
		assertThat(mapped.problems()).containsExactly(
				new ImportProblem("odd", 23,
						"The time zone \"Odd\" matches no IANA zone; the series repeats at +05:17 all year."),
				new ImportProblem("mars", 28,
						"Time zone \"Mars/Base\" is not known and the file does not define it; times were read in your time zone (America/Chicago)."));
	}

	@Test
	void keepsTextUpToItsLimitAndNeverCutsACharacterInTwo() {
		String limit = "a".repeat(EventDraft.MAX_TITLE_LENGTH);
		String emojiAtTheLimit = "a".repeat(EventDraft.MAX_TITLE_LENGTH - 2) + "\uD83D\uDE00";
		String emojiAcrossTheLimit = "a".repeat(EventDraft.MAX_TITLE_LENGTH - 1) + "\uD83D\uDE00b";
		Mapped mapped = map(titled(limit, limit + "b", emojiAtTheLimit, emojiAcrossTheLimit));
		assertThat(mapped.items()).extracting((item) -> ((ImportedEvent) item.event()).draft().title())
			.containsExactly(limit, limit, emojiAtTheLimit, "a".repeat(EventDraft.MAX_TITLE_LENGTH - 1));
	}

	@Test
	void keysAnEventWithoutAUidByItsStartAndSummaryTheSameWayEachTime() {
		String file = """
				BEGIN:VCALENDAR
				BEGIN:VEVENT
				DTSTART:20300304T090000Z
				SUMMARY:Lunch
				END:VEVENT
				BEGIN:VEVENT
				DTSTART:20300304T090000Z
				SUMMARY:Lunch
				END:VEVENT
				BEGIN:VEVENT
				DTSTART:20300305T090000Z
				SUMMARY:Lunch
				END:VEVENT
				BEGIN:VEVENT
				SUMMARY:Lunch
				END:VEVENT
				END:VCALENDAR
				""";
		List<String> keys = map(file).items().stream().map((item) -> item.event().icalUid()).toList();
		assertThat(keys).hasSize(3).doesNotHaveDuplicates().allMatch((key) -> key.matches("derived-[0-9a-f]{40}"));
		assertThat(map(file).items()).extracting((item) -> item.event().icalUid()).isEqualTo(keys);
		// The Thursday lunch alone keeps its key: it is keyed by its own start, not by
		// its
		// place in the file.
		String thursday = file.replaceFirst("(?s)BEGIN:VEVENT.*?END:VEVENT\n", "")
			.replaceFirst("(?s)BEGIN:VEVENT.*?END:VEVENT\n", "");
		assertThat(map(thursday).items()).extracting((item) -> item.event().icalUid()).containsExactly(keys.get(2));
	}

	/** A calendar of one-off events with these SUMMARYs. */
	private static String titled(String... titles) {
		StringBuilder text = new StringBuilder("BEGIN:VCALENDAR\n");
		for (int i = 0; i < titles.length; i++) {
			text.append("BEGIN:VEVENT\nUID:")
				.append(i)
				.append("\nSUMMARY:")
				.append(titles[i])
				.append("\nDTSTART:20300304T090000Z\nEND:VEVENT\n");
		}
		return text.append("END:VCALENDAR\n").toString();
	}

	/** A calendar of one-off events with these UIDs. */
	private static String calendar(String... uids) {
		StringBuilder text = new StringBuilder("BEGIN:VCALENDAR\n");
		for (String uid : uids) {
			text.append("BEGIN:VEVENT\nUID:").append(uid).append("\nDTSTART:20300304T090000Z\nEND:VEVENT\n");
		}
		return text.append("END:VCALENDAR\n").toString();
	}

	@Test
	void readsOnlyTheZonesItsEventsUseAndEachOnce() {
		StringBuilder text = new StringBuilder("BEGIN:VCALENDAR\n");
		for (int i = 0; i < 3000; i++) {
			text.append(berlinLike("Unused " + i));
		}
		text.append(berlinLike("Office Berlin")).append("""
				BEGIN:VTIMEZONE
				TZID:Office Kolkata
				BEGIN:STANDARD
				DTSTART:19700101T000000
				TZOFFSETFROM:+0530
				TZOFFSETTO:+0530
				END:STANDARD
				END:VTIMEZONE
				""");
		for (int i = 0; i < 20; i++) {
			text.append("BEGIN:VEVENT\nUID:summer-")
				.append(i)
				.append("\nDTSTART;TZID=Office Berlin:203007")
				.append(10 + i)
				.append("T100000\nDURATION:PT1H\nEND:VEVENT\n");
		}
		text.append("""
				BEGIN:VEVENT
				UID:winter
				DTSTART;TZID=Office Berlin:20300115T100000
				DTEND;TZID=Office Berlin:20300115T113000
				END:VEVENT
				BEGIN:VEVENT
				UID:kolkata
				DTSTART;TZID=Office Kolkata:20300304T100000
				DURATION:PT1H
				END:VEVENT
				BEGIN:VEVENT
				UID:weekly
				DTSTART;TZID=Office Berlin:20300107T090000
				DURATION:PT1H
				RRULE:FREQ=WEEKLY
				END:VEVENT
				END:VCALENDAR
				""");
		ReadCalendar read = IcalCalendarReader
			.read(IcalText.sanitize(text.toString().getBytes(StandardCharsets.UTF_8), 100));
		assertThat(read.zones().tzids()).hasSize(3002);
		Mapped mapped = new IcalEventMapper(new ZoneResolver(USER, read.zones())).map(read.events());

		assertThat(read.zones().read()).as("VTIMEZONEs parsed").isEqualTo(2);
		assertThat(mapped.problems()).isEmpty();
		assertThat(mapped.items()).hasSize(23);
		assertThat(mapped.items().get(0).event())
			.isEqualTo(event("summer-0", "(no title)", "2030-07-10T08:00:00Z", "2030-07-10T09:00:00Z", false));
		assertThat(mapped.items().get(20).event())
			.isEqualTo(event("winter", "(no title)", "2030-01-15T09:00:00Z", "2030-01-15T10:30:00Z", false));
		assertThat(mapped.items().get(21).event())
			.isEqualTo(event("kolkata", "(no title)", "2030-03-04T04:30:00Z", "2030-03-04T05:30:00Z", false));
		ImportedSeries weekly = (ImportedSeries) mapped.items().get(22).event();
		assertThat(weekly.draft().startTime()).isEqualTo(Instant.parse("2030-01-07T08:00:00Z"));
	}

	@Test
	void readsAtMostTheLimitOfZonesAFileDefinesAndSaysSoForTheRest() {
		StringBuilder text = new StringBuilder("BEGIN:VCALENDAR\n");
		for (int i = 0; i < 3; i++) {
			text.append(berlinLike("Zone " + i));
		}
		for (int i = 0; i < 3; i++) {
			text.append("BEGIN:VEVENT\nUID:e")
				.append(i)
				.append("\nDTSTART;TZID=Zone ")
				.append(i)
				.append(":20300710T100000\nDURATION:PT1H\nEND:VEVENT\n");
		}
		IcalText.Sanitized sanitized = IcalText
			.sanitize(text.append("END:VCALENDAR\n").toString().getBytes(StandardCharsets.UTF_8), 100);
		FileZones zones = new FileZones(sanitized.zones(), 2);
		Mapped mapped = new IcalEventMapper(new ZoneResolver(USER, zones))
			.map(IcalCalendarReader.read(sanitized).events());

		assertThat(zones.read()).isEqualTo(2);
		assertThat(((ImportedEvent) mapped.items().get(1).event()).draft().startTime())
			.isEqualTo(Instant.parse("2030-07-10T08:00:00Z"));
		// The third is read in the user's zone (Chicago), and reported.
		assertThat(((ImportedEvent) mapped.items().get(2).event()).draft().startTime())
			.isEqualTo(Instant.parse("2030-07-10T15:00:00Z"));
		assertThat(mapped.problems()).singleElement()
			.satisfies((problem) -> assertThat(problem.message()).isEqualTo(
					"Time zone \"Zone 2\" is not known; times were read in your time zone (America/Chicago). The file's "
							+ "events use more than 2 time zones the file defines; only the first were read."));
	}

	/** A VTIMEZONE with Berlin's rules under another name. */
	private static String berlinLike(String tzid) {
		return """
				BEGIN:VTIMEZONE
				TZID:%s
				BEGIN:STANDARD
				DTSTART:19701025T030000
				TZOFFSETFROM:+0200
				TZOFFSETTO:+0100
				RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
				END:STANDARD
				BEGIN:DAYLIGHT
				DTSTART:19700329T020000
				TZOFFSETFROM:+0100
				TZOFFSETTO:+0200
				RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
				END:DAYLIGHT
				END:VTIMEZONE
				""".formatted(tzid);
	}

	private static ImportedEvent event(String uid, String title, String start, String end, boolean allDay) {
		return new ImportedEvent(uid, null, draft(title, start, end, allDay));
	}

	private static EventDraft draft(String title, String start, String end, boolean allDay) {
		return new EventDraft(title, null, null, null, Instant.parse(start), Instant.parse(end), allDay);
	}

	private static Mapped map(String calendar) {
		ReadCalendar read = IcalCalendarReader.read(IcalText.sanitize(calendar.getBytes(StandardCharsets.UTF_8), 100));
		return new IcalEventMapper(new ZoneResolver(USER, read.zones())).map(read.events());
	}

}
