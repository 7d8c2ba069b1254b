package dev.kairos.conflicts;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import dev.kairos.events.EventId;
import dev.kairos.events.spi.Overlap;
import dev.kairos.security.TestUsers;
import dev.kairos.shared.PageToken;
import dev.kairos.shared.Source;
import dev.kairos.shared.TimeSpan;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import dev.kairos.test.SyncedRows;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Busy time merges the user's local and synced events, earliest first, and the free start
 * skips all of them; the event being moved and all-day events never block.
 */
@IntegrationTest
class BusyTimeTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private JdbcClient jdbc;

	@Autowired
	private ConflictDetector detector;

	private TestUsers.Caller caller;

	private Api api;

	@BeforeEach
	void user() {
		this.caller = this.users.create();
		this.api = new Api(this.port, this.caller.key());
	}

	private String create(String title, String start, String end) {
		Response created = this.api.post("/api/events/create",
				json("{'title':'%s','start_time':'%s','end_time':'%s'}".formatted(title, start, end)));
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		return created.text("id");
	}

	private UUID synced(String title, String start, String end, boolean blocking) {
		return SyncedRows.googleEvent(this.jdbc, this.caller.user().id(), title, OffsetDateTime.parse(start),
				OffsetDateTime.parse(end), blocking);
	}

	@Test
	void mergesLocalAndSyncedEventsEarliestFirst() {
		String local = create("Lecture", "2031-05-05T10:00:00Z", "2031-05-05T11:00:00Z");
		UUID offsite = synced("Offsite", "2031-05-05T09:00:00Z", "2031-05-05T10:30:00Z", true);
		synced("Free time", "2031-05-05T09:00:00Z", "2031-05-05T12:00:00Z", false);
		Response allDay = this.api.post("/api/events/create", json(
				"{'title':'Holiday','start_time':'2031-05-05T00:00:00Z','end_time':'2031-05-06T00:00:00Z','all_day':true}"));
		assertThat(allDay.status()).isEqualTo(201);

		Response conflict = this.api.post("/api/events/create",
				json("{'title':'Call','start_time':'2031-05-05T09:30:00Z','end_time':'2031-05-05T10:15:00Z'}"));

		assertThat(conflict.status()).as(conflict.toString()).isEqualTo(409);
		assertThat(conflict.json().path("conflicts")).extracting((overlap) -> overlap.path("id").asString())
			.containsExactly(offsite.toString(), local);
		assertThat(conflict.json().path("conflicts")).extracting((overlap) -> overlap.path("source").asString())
			.containsExactly("google", "local");
		assertThat(conflict.text("suggested_start")).isEqualTo("2031-05-05T11:00:00Z");

		assertThat(this.detector.conflicts(this.caller.user(), Instant.parse("2031-05-05T00:00:00Z"),
				Instant.parse("2031-05-06T00:00:00Z"), null))
			.extracting(Overlap::source, Overlap::title)
			.containsExactly(org.assertj.core.groups.Tuple.tuple(Source.GOOGLE, "Offsite"),
					org.assertj.core.groups.Tuple.tuple(Source.LOCAL, "Lecture"));
	}

	@Test
	void theMovedEventNeverBlocksItself() {
		String lecture = create("Lecture", "2031-05-05T10:00:00Z", "2031-05-05T11:00:00Z");
		Instant ten = Instant.parse("2031-05-05T10:00:00Z");

		assertThat(this.detector.conflicts(this.caller.user(), ten, ten.plus(Duration.ofHours(1)), null))
			.extracting(Overlap::id)
			.containsExactly(lecture);
		assertThat(
				this.detector.conflicts(this.caller.user(), ten, ten.plus(Duration.ofHours(1)), EventId.parse(lecture)))
			.isEmpty();
		assertThat(this.detector.suggestStart(this.caller.user(), Duration.ofHours(1), ten, EventId.parse(lecture)))
			.isEqualTo(ten);
		assertThat(this.detector.suggestStart(this.caller.user(), Duration.ofHours(1), ten, null))
			.isEqualTo(Instant.parse("2031-05-05T11:00:00Z"));
	}

	@Test
	void aFreeStartIsSearchedBeyondTheFirstWindowsButNotForever() {
		// Busy from 08:00 for three weeks: past the first half-day window and a 7-day
		// one.
		synced("Sabbatical", "2031-06-02T08:00:00Z", "2031-06-23T08:00:00Z", true);
		Instant nine = Instant.parse("2031-06-02T09:00:00Z");
		assertThat(this.detector.suggestStart(this.caller.user(), Duration.ofHours(1), nine, null))
			.isEqualTo(Instant.parse("2031-06-23T08:00:00Z"));

		// Busy for longer than the horizon of a year: no free start at all.
		synced("Expedition", "2032-01-01T00:00:00Z", "2033-02-01T00:00:00Z", true);
		assertThat(this.detector.suggestStart(this.caller.user(), Duration.ofHours(1),
				Instant.parse("2032-01-01T00:00:00Z"), null))
			.isNull();
		// The latest instant accepted bounds the search too.
		assertThat(this.detector.suggestStart(this.caller.user(), Duration.ofHours(2),
				Instant.parse("9999-12-31T23:00:00Z"), null))
			.isNull();
	}

	@Test
	void busyTimeIsWalkedAPageAtATimeVisitingEachIntervalOnce() {
		// Ties on the start across every source: one-off events, a series' occurrences, a
		// changed occurrence and synced events.
		for (int i = 0; i < 3; i++) {
			this.api.post("/api/events/create", json(
					"{'title':'Local %d','start_time':'2031-05-05T10:00:00Z','end_time':'2031-05-05T11:00:00Z','force':true}"
						.formatted(i)));
			synced("Synced " + i, "2031-05-05T10:00:00Z", "2031-05-05T10:30:00Z", true);
		}
		Response series = this.api.post("/api/events/create", json(
				"{'title':'Daily','start_time':'2031-05-04T10:00:00Z','end_time':'2031-05-04T10:45:00Z','recurrence':['RRULE:FREQ=DAILY;COUNT=4'],'force':true}"));
		assertThat(series.status()).as(series.toString()).isEqualTo(201);
		assertThat(
				this.api
					.patch("/api/events",
							json("{'id':'%s_20310506T100000Z','title':'Moved','force':true}"
								.formatted(series.text("id"))))
					.status())
			.isEqualTo(200);
		Instant from = Instant.parse("2031-05-04T00:00:00Z");
		Instant to = Instant.parse("2031-05-08T00:00:00Z");
		List<Overlap> whole = this.detector.busy(this.caller.user(), from, to, null, null, 100);
		assertThat(whole).hasSize(10);

		for (int size = 1; size <= 4; size++) {
			List<Overlap> walked = new ArrayList<>();
			PageToken after = null;
			while (true) {
				List<Overlap> page = this.detector.busy(this.caller.user(), from, to, null, after, size);
				assertThat(page.size()).isLessThanOrEqualTo(size);
				walked.addAll(page);
				if (page.size() < size) {
					break;
				}
				Overlap last = page.get(page.size() - 1);
				after = new PageToken(last.startTime(), last.id());
			}
			assertThat(walked).as("pages of %d", size).isEqualTo(whole);
			assertThat(this.detector.conflicts(this.caller.user(), from, to, null, null, size))
				.isEqualTo(whole.subList(0, size));
		}
	}

	@Test
	void busyTimeReadAtOnceSaysThereIsMoreWhenTheChangedOccurrencesAloneReachTheMostAskedFor() {
		// Five occurrences, three of them changed: the read at once takes the changed
		// ones
		// first, so a most of 2 or 3 is reached before the plain ones are read.
		Response series = this.api.post("/api/events/create", json(
				"{'title':'Daily','start_time':'2031-05-04T10:00:00Z','end_time':'2031-05-04T10:45:00Z','recurrence':['RRULE:FREQ=DAILY;COUNT=5'],'force':true}"));
		assertThat(series.status()).as(series.toString()).isEqualTo(201);
		for (String day : List.of("05", "06", "07")) {
			Response changed = this.api.patch("/api/events", json(
					"{'id':'%s_203105%sT100000Z','title':'Changed','force':true}".formatted(series.text("id"), day)));
			assertThat(changed.status()).as(changed.toString()).isEqualTo(200);
		}
		Instant from = Instant.parse("2031-05-04T00:00:00Z");
		Instant to = Instant.parse("2031-05-10T00:00:00Z");
		List<TimeSpan> all = this.detector.busySpans(this.caller.user(), from, to, null, 5);
		assertThat(all).isNotNull();
		assertThat(all.stream().map(TimeSpan::start).sorted()).containsExactly(Instant.parse("2031-05-04T10:00:00Z"),
				Instant.parse("2031-05-05T10:00:00Z"), Instant.parse("2031-05-06T10:00:00Z"),
				Instant.parse("2031-05-07T10:00:00Z"), Instant.parse("2031-05-08T10:00:00Z"));
		for (int max = 2; max <= 4; max++) {
			assertThat(this.detector.busySpans(this.caller.user(), from, to, null, max)).as("at most %d", max).isNull();
		}
	}

	@Test
	void eventsThatStartedDaysBeforeBlockBesideRecentOnesPageByPage() {
		String conference = forced("Conference", "2031-08-01T08:00:00Z", "2031-08-06T18:00:00Z", false);
		String retreat = forced("Retreat", "2031-08-02T00:00:00Z", "2031-08-07T00:00:00Z", false);
		forced("Festival", "2031-08-01T00:00:00Z", "2031-08-08T00:00:00Z", true);
		forced("Over before", "2031-07-20T00:00:00Z", "2031-08-04T09:00:00Z", false);
		forced("Starts after", "2031-08-06T00:00:00Z", "2031-08-10T00:00:00Z", false);
		String standup = forced("Standup", "2031-08-05T09:00:00Z", "2031-08-05T09:15:00Z", false);
		UUID offsite = synced("Offsite", "2031-07-30T00:00:00Z", "2031-08-05T12:00:00Z", true);
		synced("Vacation", "2031-08-01T00:00:00Z", "2031-08-09T00:00:00Z", false);
		synced("Long gone", "2031-07-01T00:00:00Z", "2031-08-04T00:00:00Z", true);
		UUID call = synced("Call", "2031-08-05T10:00:00Z", "2031-08-05T10:30:00Z", true);
		Instant from = Instant.parse("2031-08-05T00:00:00Z");
		Instant to = Instant.parse("2031-08-06T00:00:00Z");

		List<Overlap> whole = this.detector.busy(this.caller.user(), from, to, null, null, 100);

		assertThat(whole).extracting((overlap) -> overlap.id().toString())
			.containsExactly(offsite.toString(), conference, retreat, standup, call.toString());
		assertThat(this.detector.busy(this.caller.user(), from, to, EventId.parse(retreat), null, 100))
			.extracting((overlap) -> overlap.id().toString())
			.containsExactly(offsite.toString(), conference, standup, call.toString());
		for (int size = 1; size <= 5; size++) {
			List<Overlap> walked = new ArrayList<>();
			PageToken after = null;
			List<Overlap> page;
			do {
				page = this.detector.busy(this.caller.user(), from, to, null, after, size);
				walked.addAll(page);
				after = page.isEmpty() ? after
						: new PageToken(page.get(page.size() - 1).startTime(), page.get(page.size() - 1).id());
			}
			while (page.size() == size);
			assertThat(walked).as("pages of %d", size).isEqualTo(whole);
		}
	}

	private String forced(String title, String start, String end, boolean allDay) {
		Response created = this.api.post("/api/events/create",
				json("{'title':'%s','start_time':'%s','end_time':'%s','all_day':%s,'force':true}".formatted(title,
						start, end, allDay)));
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		return created.text("id");
	}

	@Test
	void aFreeStartIsFoundPastMoreBusyIntervalsThanOneReadHolds() {
		// 1,500 back-to-back minutes from 09:00: one read holds 1,000 of them.
		Instant nine = Instant.parse("2031-07-07T09:00:00Z");
		for (int i = 0; i < 1500; i++) {
			synced("Minute " + i, nine.plus(Duration.ofMinutes(i)).toString(),
					nine.plus(Duration.ofMinutes(i + 1)).toString(), true);
		}

		assertThat(this.detector.suggestStart(this.caller.user(), Duration.ofMinutes(30), nine, null))
			.isEqualTo(nine.plus(Duration.ofMinutes(1500)));
		assertThat(this.detector.conflicts(this.caller.user(), nine, nine.plus(Duration.ofDays(2)), null))
			.hasSize(ConflictDetector.MAX_CONFLICTS);
	}

}
