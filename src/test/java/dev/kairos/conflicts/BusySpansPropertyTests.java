package dev.kairos.conflicts;

import java.net.http.HttpRequest;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;

import dev.kairos.events.EventId;
import dev.kairos.events.spi.Overlap;
import dev.kairos.security.TestUsers;
import dev.kairos.shared.PageToken;
import dev.kairos.shared.TimeSpan;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.Fuzz;
import dev.kairos.test.IntegrationTest;
import dev.kairos.test.SyncedRows;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Busy time read at once ({@link ConflictDetector#busySpans}, what booking pages and
 * find-a-time read) holds exactly the intervals that the paged read
 * ({@link ConflictDetector#busy}, what a conflict check reads) returns page after page:
 * over random calendars imported from iCalendar (series in zones with DST gaps and
 * overlaps and a half-hour change, hourly to yearly rules with COUNT and UNTIL, EXDATEs,
 * RDATEs, moved and retimed occurrences, one-off, all-day and synced events), random
 * windows from an hour to six weeks, and an ignored series or occurrence. Seeded; the
 * seed is printed and {@code -Dkairos.fuzz.seed} replays it.
 */
@IntegrationTest
class BusySpansPropertyTests {

	private static final List<String> ZONES = List.of("America/New_York", "Europe/London", "Australia/Lord_Howe",
			"Asia/Kolkata", "UTC");

	private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss");

	private static final Instant FIRST = Instant.parse("2030-01-01T00:00:00Z");

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private JdbcClient jdbc;

	@Autowired
	private ConflictDetector detector;

	@Test
	void readAtOnceEqualsReadPageByPageOverRandomCalendars() {
		Fuzz fuzz = Fuzz.seeded("BusySpansPropertyTests", 20261129L);
		for (int calendar = 0; calendar < 4; calendar++) {
			TestUsers.Caller caller = this.users.create();
			importCalendar(caller, fuzz);
			synced(caller, fuzz);
			fuzz.check(60, (random) -> window(caller, random), this::sameBusyTime);
		}
	}

	/** A window, and perhaps an ignored series or occurrence found in it. */
	private Window window(TestUsers.Caller caller, Fuzz fuzz) {
		Instant from = FIRST.plus(Duration.ofMinutes(fuzz.nextInt(2 * 366 * 24 * 4) * 15L));
		Duration length = fuzz.pick(Duration.ofHours(1), Duration.ofHours(fuzz.between(2, 30)),
				Duration.ofDays(fuzz.between(2, 42)), Duration.ofDays(28));
		Instant to = from.plus(length);
		EventId ignored = null;
		if (fuzz.percent(40)) {
			List<Overlap> busy = this.detector.busy(caller.user(), from, to, null, null, 100_000);
			List<Overlap> local = busy.stream().filter((overlap) -> overlap.recurringEventId() != null).toList();
			if (!local.isEmpty()) {
				Overlap picked = fuzz.pick(local);
				ignored = fuzz.percent(50) ? EventId.parse(picked.id()) : EventId.parse(picked.recurringEventId());
			}
		}
		return new Window(caller, from, to, ignored);
	}

	private void sameBusyTime(Window window) {
		List<TimeSpan> paged = new ArrayList<>();
		PageToken after = null;
		int pageSize = 1 + (int) Math.floorMod(window.from().getEpochSecond() / 900, 300);
		while (true) {
			List<Overlap> page = this.detector.busy(window.caller().user(), window.from(), window.to(),
					window.ignored(), after, pageSize);
			page.forEach((overlap) -> paged.add(new TimeSpan(overlap.startTime(), overlap.endTime())));
			if (page.size() < pageSize) {
				break;
			}
			Overlap last = page.get(page.size() - 1);
			after = new PageToken(last.startTime(), last.id());
		}
		List<TimeSpan> atOnce = this.detector.busySpans(window.caller().user(), window.from(), window.to(),
				window.ignored(), 100_000);
		assertThat(atOnce).isNotNull();
		assertThat(sorted(atOnce)).isEqualTo(sorted(paged));
		// More than the most asked for: none, so that the caller reads page by page.
		if (!paged.isEmpty()) {
			assertThat(this.detector.busySpans(window.caller().user(), window.from(), window.to(), window.ignored(),
					paged.size()))
				.hasSize(paged.size());
			assertThat(this.detector.busySpans(window.caller().user(), window.from(), window.to(), window.ignored(),
					paged.size() - 1))
				.isNull();
		}
	}

	private static List<TimeSpan> sorted(List<TimeSpan> spans) {
		List<TimeSpan> sorted = new ArrayList<>(spans);
		sorted.sort(Comparator.comparing(TimeSpan::start).thenComparing(TimeSpan::end));
		return sorted;
	}

	private void importCalendar(TestUsers.Caller caller, Fuzz fuzz) {
		StringBuilder file = new StringBuilder("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//busy//EN\r\n");
		int count = fuzz.between(15, 30);
		for (int i = 0; i < count; i++) {
			String uid = "busy-" + UUID.randomUUID() + "@example.com";
			String zone = fuzz.pick(ZONES);
			// Near the changes of offset (March, April, October, November) and at the
			// hours they happen at, half of the time.
			LocalDateTime start = LocalDateTime.of(2030, fuzz.pick(1, 3, 4, 6, 10, 11), fuzz.between(1, 28),
					fuzz.percent(50) ? fuzz.between(0, 3) : fuzz.between(0, 23), fuzz.pick(0, 15, 30, 45));
			Duration duration = fuzz.percent(10) ? Duration.ofHours(fuzz.between(7, 60))
					: Duration.ofMinutes(15L * fuzz.between(1, 20));
			int kind = fuzz.nextInt(10);
			file.append("BEGIN:VEVENT\r\nUID:").append(uid).append("\r\nDTSTAMP:20300101T000000Z\r\n");
			if (kind == 0) {
				// An all-day series: blocks nothing.
				file.append("DTSTART;VALUE=DATE:")
					.append(start.toLocalDate().format(DateTimeFormatter.BASIC_ISO_DATE))
					.append("\r\nRRULE:FREQ=WEEKLY\r\nSUMMARY:All day ")
					.append(i)
					.append("\r\nEND:VEVENT\r\n");
				continue;
			}
			file.append("DTSTART;TZID=")
				.append(zone)
				.append(':')
				.append(start.format(LOCAL))
				.append("\r\nDURATION:PT")
				.append(duration.toMinutes())
				.append("M\r\nSUMMARY:Event ")
				.append(i)
				.append("\r\n");
			if (kind == 1) {
				// A one-off event.
				file.append("END:VEVENT\r\n");
				continue;
			}
			// Rules whose n-th occurrence is the start plus n periods of days, so that
			// EXDATEs and RECURRENCE-IDs can name them, and others.
			int days = 0;
			String rule;
			switch (fuzz.nextInt(7)) {
				case 0 -> {
					days = fuzz.between(1, 3);
					rule = "FREQ=DAILY;INTERVAL=" + days;
				}
				case 1 -> {
					days = 7 * fuzz.between(1, 2);
					rule = "FREQ=WEEKLY;INTERVAL=" + (days / 7);
				}
				case 2 -> rule = "FREQ=WEEKLY;BYDAY=" + fuzz.pick("MO,WE,FR", "TU,TH", "SA,SU", "MO");
				case 3 -> rule = "FREQ=MONTHLY;BYDAY=" + fuzz.pick("2TU", "-1SU", "1MO,3MO");
				case 4 -> rule = "FREQ=HOURLY;INTERVAL=" + fuzz.between(5, 13);
				case 5 -> rule = "FREQ=MONTHLY;BYMONTHDAY=" + fuzz.pick("1", "15", "31", "-1");
				default -> rule = "FREQ=YEARLY";
			}
			int end = fuzz.nextInt(3);
			if (end == 0) {
				rule += ";COUNT=" + fuzz.between(2, 80);
			}
			else if (end == 1) {
				rule += ";UNTIL=" + start.plusDays(fuzz.between(10, 500)).format(LOCAL) + "Z";
			}
			file.append("RRULE:").append(rule).append("\r\n");
			List<LocalDateTime> named = new ArrayList<>();
			if (days > 0) {
				for (int n = 1; n < 40; n++) {
					if (fuzz.percent(8)) {
						named.add(start.plusDays((long) n * days));
					}
				}
			}
			List<LocalDateTime> excluded = named.stream().filter((time) -> fuzz.percent(50)).toList();
			if (!excluded.isEmpty()) {
				file.append("EXDATE;TZID=")
					.append(zone)
					.append(':')
					.append(String.join(",", excluded.stream().map(LOCAL::format).toList()))
					.append("\r\n");
			}
			if (fuzz.percent(20)) {
				file.append("RDATE;TZID=")
					.append(zone)
					.append(':')
					.append(start.plusDays(fuzz.between(1, 90)).plusMinutes(fuzz.pick(0, 30, 90)).format(LOCAL))
					.append("\r\n");
			}
			file.append("END:VEVENT\r\n");
			for (LocalDateTime moved : named) {
				if (excluded.contains(moved)) {
					continue;
				}
				// A moved (or retimed, or same-time) occurrence.
				LocalDateTime newStart = moved.plusMinutes(fuzz.pick(0, 45, -90, 24 * 60 * 3));
				file.append("BEGIN:VEVENT\r\nUID:")
					.append(uid)
					.append("\r\nDTSTAMP:20300101T000000Z\r\nRECURRENCE-ID;TZID=")
					.append(zone)
					.append(':')
					.append(moved.format(LOCAL))
					.append("\r\nDTSTART;TZID=")
					.append(zone)
					.append(':')
					.append(newStart.format(LOCAL))
					.append("\r\nDURATION:PT")
					.append(15 * fuzz.between(1, 12))
					.append("M\r\nSUMMARY:Moved\r\nEND:VEVENT\r\n");
			}
		}
		file.append("END:VCALENDAR\r\n");
		Api api = new Api(this.port, caller.key());
		Response imported = api.send(api.request("/api/calendar/import")
			.header("Content-Type", "text/calendar")
			.POST(HttpRequest.BodyPublishers.ofString(file.toString())));
		assertThat(imported.status()).as(imported.toString()).isEqualTo(200);
		assertThat(imported.json().path("imported").asInt()).as(imported.toString()).isPositive();
	}

	/** A few synced events, busy or free. */
	private void synced(TestUsers.Caller caller, Fuzz fuzz) {
		for (int i = 0; i < 6; i++) {
			Instant start = FIRST.plus(Duration.ofHours(fuzz.nextInt(2 * 366 * 24)));
			SyncedRows.googleEvent(this.jdbc, caller.user().id(), "Synced",
					OffsetDateTime.ofInstant(start, ZoneOffset.UTC),
					OffsetDateTime.ofInstant(start.plus(Duration.ofMinutes(90)), ZoneOffset.UTC), fuzz.percent(70));
		}
	}

	record Window(TestUsers.Caller caller, Instant from, Instant to, @Nullable EventId ignored) {

	}

}
