package dev.kairos.reminders;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.util.Iterator;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import com.icegreen.greenmail.util.GreenMailUtil;
import dev.kairos.security.TestUsers;
import dev.kairos.security.Users;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.GreenMailRelay;
import dev.kairos.test.MovableClock;
import jakarta.mail.Message;
import jakarta.mail.internet.MimeMessage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Reminders fire on a clock the test moves, and e-mail reminders reach a real SMTP server
 * (GreenMail) through {@code spring.mail.*}: never early, once, moved with their event,
 * never for a deleted one, for every occurrence of a series, late after downtime while
 * the event has not started and skipped once it has. The background run is off: the tests
 * start each run themselves.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = "kairos.public-base-url=https://kairos.example.com")
@Import({ TestUsers.class, ReminderDeliveryTests.Clocks.class })
class ReminderDeliveryTests {

	@RegisterExtension
	static final GreenMailRelay SMTP = new GreenMailRelay("reminders@kairos.example.com");

	@DynamicPropertySource
	static void mail(DynamicPropertyRegistry registry) {
		SMTP.register(registry);
	}

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private Users accounts;

	@Autowired
	private ReminderService reminders;

	@Autowired
	private MovableClock clock;

	private Api api;

	private String address;

	@BeforeEach
	void signIn() {
		this.clock.at(Instant.parse("2031-03-04T08:00:00Z"));
		TestUsers.Caller caller = this.users.create();
		this.api = new Api(this.port, caller.key());
		this.address = this.accounts.email(caller.user());
		Response zone = this.api.patch("/api/settings", json("{'timezone':'Europe/Berlin'}"));
		assertThat(zone.status()).as(zone.toString()).isEqualTo(200);
	}

	private String create(String singleQuoted) {
		Response created = this.api.post("/api/events/create", json("{'force':true," + singleQuoted.substring(1)));
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		return created.text("id");
	}

	private void runAt(String instant) {
		this.clock.at(Instant.parse(instant));
		this.reminders.runDue();
	}

	/** The subjects of the mails this test's user received, in order. */
	private List<String> subjects() throws Exception {
		List<String> subjects = new ArrayList<>();
		for (MimeMessage message : SMTP.received()) {
			if (Arrays.stream(message.getRecipients(Message.RecipientType.TO))
				.anyMatch((to) -> to.toString().equals(this.address))) {
				subjects.add(message.getSubject());
			}
		}
		return subjects;
	}

	private MimeMessage lastMail() throws Exception {
		MimeMessage last = null;
		for (MimeMessage message : SMTP.received()) {
			if (message.getRecipients(Message.RecipientType.TO)[0].toString().equals(this.address)) {
				last = message;
			}
		}
		assertThat(last).isNotNull();
		return last;
	}

	private List<JsonNode> listed(String window) {
		Response response = this.api.get("/api/reminders?" + window);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		List<JsonNode> entries = new ArrayList<>();
		response.json().path("reminders").forEach(entries::add);
		return entries;
	}

	@Test
	void anEmailReminderIsSentOnceAtItsTimeNeverEarly() throws Exception {
		String id = create("{'title':'Dentist','start_time':'2031-03-04T10:00:00Z','end_time':'2031-03-04T11:00:00Z',"
				+ "'location':'Main St 1','reminders':{'use_default':false,'overrides':[{'method':'email','minutes_before':30}]}}");
		List<JsonNode> ahead = listed("start=2031-03-04T08:00:00Z&end=2031-03-05T00:00:00Z");
		assertThat(ahead).hasSize(1);
		assertThat(ahead.get(0).path("event_id").asString()).isEqualTo(id);
		assertThat(ahead.get(0).path("fire_time").asString()).isEqualTo("2031-03-04T09:30:00Z");
		assertThat(ahead.get(0).path("method").asString()).isEqualTo("email");
		assertThat(ahead.get(0).path("status").asString()).isEqualTo("scheduled");
		runAt("2031-03-04T09:29:59Z");
		assertThat(subjects()).isEmpty();
		runAt("2031-03-04T09:30:00Z");
		runAt("2031-03-04T09:30:10Z");
		runAt("2031-03-04T09:45:00Z");
		assertThat(subjects()).containsExactly("Reminder: Dentist, Tue 4 Mar 2031 11:00 (Europe/Berlin)");
		MimeMessage mail = lastMail();
		assertThat(mail.getContentType()).startsWith("text/plain");
		assertThat(mail.getFrom()[0].toString()).isEqualTo("reminders@kairos.example.com");
		String body = GreenMailUtil.getBody(mail);
		assertThat(body).contains("Dentist", "When: Tue 4 Mar 2031 11:00 (Europe/Berlin) to 12:00", "Where: Main St 1",
				"https://kairos.example.com/?event=" + id + "#calendar", "30 minutes before");
		JsonNode sent = listed("start=2031-03-04T08:00:00Z&end=2031-03-05T00:00:00Z").get(0);
		assertThat(sent.path("status").asString()).isEqualTo("sent");
	}

	@Test
	void aMovedEventsRemindersMoveAndADeletedEventsNeverFire() throws Exception {
		String moved = create("{'title':'Moved','start_time':'2031-03-04T10:00:00Z','end_time':'2031-03-04T11:00:00Z',"
				+ "'reminders':{'use_default':false,'overrides':[{'method':'email','minutes_before':10}]}}");
		String deleted = create(
				"{'title':'Deleted','start_time':'2031-03-04T10:30:00Z','end_time':'2031-03-04T11:00:00Z',"
						+ "'reminders':{'use_default':false,'overrides':[{'method':'email','minutes_before':10}]}}");
		runAt("2031-03-04T09:00:00Z");
		Response move = this.api.patch("/api/events", json(
				"{'id':'%s','start_time':'2031-03-04T12:00:00Z','end_time':'2031-03-04T13:00:00Z'}".formatted(moved)));
		assertThat(move.status()).as(move.toString()).isEqualTo(200);
		assertThat(this.api.delete("/api/events?id=" + deleted).status()).isEqualTo(204);
		runAt("2031-03-04T09:50:00Z");
		runAt("2031-03-04T10:20:00Z");
		assertThat(subjects()).isEmpty();
		runAt("2031-03-04T11:50:00Z");
		assertThat(subjects()).containsExactly("Reminder: Moved, Tue 4 Mar 2031 13:00 (Europe/Berlin)");
	}

	@Test
	void aSeriesRemindsForEveryOccurrenceAndAChangedOneWithItsOwn() throws Exception {
		create("{'title':'Standup','start_time':'2031-03-04T10:00:00','end_time':'2031-03-04T10:15:00',"
				+ "'timezone':'Europe/Berlin','recurrence':['RRULE:FREQ=DAILY;COUNT=3'],"
				+ "'reminders':{'use_default':false,'overrides':[{'method':'email','minutes_before':15}]}}");
		List<JsonNode> instances = new ArrayList<>();
		this.api.get("/api/events?start=2031-03-01T00:00:00Z&end=2031-03-10T00:00:00Z")
			.json()
			.path("events")
			.forEach(instances::add);
		Response changed = this.api.patch("/api/events", json(
				"{'id':'%s','reminders':{'use_default':false,'overrides':[{'method':'email','minutes_before':60}]}}"
					.formatted(instances.get(1).path("id").asString())));
		assertThat(changed.status()).as(changed.toString()).isEqualTo(200);
		// 10:00 in Berlin is 09:00 UTC: the first fires at 08:45 UTC, the second at 08:00
		// the next day.
		runAt("2031-03-04T08:45:00Z");
		runAt("2031-03-05T07:59:00Z");
		assertThat(subjects()).hasSize(1);
		runAt("2031-03-05T08:00:00Z");
		runAt("2031-03-05T08:45:00Z");
		runAt("2031-03-06T08:44:59Z");
		assertThat(subjects()).hasSize(2);
		runAt("2031-03-06T08:45:00Z");
		assertThat(subjects()).containsExactly("Reminder: Standup, Tue 4 Mar 2031 10:00 (Europe/Berlin)",
				"Reminder: Standup, Wed 5 Mar 2031 10:00 (Europe/Berlin)",
				"Reminder: Standup, Thu 6 Mar 2031 10:00 (Europe/Berlin)");
	}

	@Test
	void aSeriesRemindsBeforeItsOccurrencesRealTimesAcrossADaylightSavingGap() throws Exception {
		this.clock.at(Instant.parse("2031-03-29T00:00:00Z"));
		create("{'title':'Night shift','start_time':'2031-03-29T02:30:00','end_time':'2031-03-29T03:00:00',"
				+ "'timezone':'Europe/Berlin','recurrence':['RRULE:FREQ=DAILY;COUNT=3'],"
				+ "'reminders':{'use_default':false,'overrides':[{'method':'email','minutes_before':15}]}}");
		// 02:30 on 30 March does not exist in Berlin: that occurrence is at 03:30 CEST
		// (01:30 UTC).
		runAt("2031-03-29T01:15:00Z");
		runAt("2031-03-30T00:15:00Z");
		runAt("2031-03-30T01:14:59Z");
		assertThat(subjects()).containsExactly("Reminder: Night shift, Sat 29 Mar 2031 02:30 (Europe/Berlin)");
		runAt("2031-03-30T01:15:00Z");
		runAt("2031-03-31T00:15:00Z");
		assertThat(subjects()).containsExactly("Reminder: Night shift, Sat 29 Mar 2031 02:30 (Europe/Berlin)",
				"Reminder: Night shift, Sun 30 Mar 2031 03:30 (Europe/Berlin)",
				"Reminder: Night shift, Mon 31 Mar 2031 02:30 (Europe/Berlin)");
	}

	@Test
	void anAllDayEventRemindsBeforeMidnightInTheUsersZone() throws Exception {
		create("{'title':'Holiday','start_time':'2031-03-06','end_time':'2031-03-07','all_day':true,"
				+ "'reminders':{'use_default':false,'overrides':[{'method':'email','minutes_before':60}]}}");
		// Midnight in Berlin on 6 March is 23:00 UTC on the 5th: the reminder is at 22:00
		// UTC.
		runAt("2031-03-05T21:59:59Z");
		assertThat(subjects()).isEmpty();
		runAt("2031-03-05T22:00:00Z");
		assertThat(subjects()).containsExactly("Reminder: Holiday, Thu 6 Mar 2031 (all day)");
	}

	@Test
	void afterDowntimeARemindersIsSentLateUnlessItsEventStarted() throws Exception {
		String later = create("{'title':'Later','start_time':'2031-03-04T10:00:00Z','end_time':'2031-03-04T11:00:00Z',"
				+ "'reminders':{'use_default':false,'overrides':[{'method':'email','minutes_before':60},"
				+ "{'method':'email','minutes_before':30}]}}");
		String started = create(
				"{'title':'Started','start_time':'2031-03-04T09:40:00Z','end_time':'2031-03-04T10:00:00Z',"
						+ "'reminders':{'use_default':false,'overrides':[{'method':'email','minutes_before':30}]}}");
		runAt("2031-03-04T08:05:00Z");
		// Down from 08:05 to 09:45.
		runAt("2031-03-04T09:45:00Z");
		assertThat(subjects()).containsExactlyInAnyOrder("Reminder: Later, Tue 4 Mar 2031 11:00 (Europe/Berlin)",
				"Reminder: Later, Tue 4 Mar 2031 11:00 (Europe/Berlin)");
		List<JsonNode> fired = listed("start=2031-03-04T08:00:00Z&end=2031-03-04T10:00:00Z");
		assertThat(fired)
			.extracting((entry) -> entry.path("event_id").asString() + " " + entry.path("minutes_before").asInt() + " "
					+ entry.path("status").asString())
			.containsExactly(later + " 60 sent", started + " 30 skipped", later + " 30 sent");
	}

	@Test
	void aReminderAtTheStartIsSentAsTheEventStartsEvenBySecondsLateRuns() throws Exception {
		String standup = create(
				"{'title':'Standup','start_time':'2031-03-04T10:00:00Z','end_time':'2031-03-04T10:15:00Z',"
						+ "'reminders':{'use_default':false,'overrides':[{'method':'email','minutes_before':0}]}}");
		String review = create(
				"{'title':'Review','start_time':'2031-03-04T10:30:00Z','end_time':'2031-03-04T11:00:00Z',"
						+ "'reminders':{'use_default':false,'overrides':[{'method':'email','minutes_before':0}]}}");
		runAt("2031-03-04T09:59:59Z");
		assertThat(subjects()).isEmpty();
		runAt("2031-03-04T10:00:00Z");
		assertThat(subjects()).containsExactly("Reminder: Standup, Tue 4 Mar 2031 11:00 (Europe/Berlin)");
		// A run 40 seconds after the start (a busy instance) still sends it.
		runAt("2031-03-04T10:30:40Z");
		assertThat(subjects()).containsExactly("Reminder: Standup, Tue 4 Mar 2031 11:00 (Europe/Berlin)",
				"Reminder: Review, Tue 4 Mar 2031 11:30 (Europe/Berlin)");
		assertThat(listed("start=2031-03-04T08:00:00Z&end=2031-03-04T11:00:00Z"))
			.extracting((entry) -> entry.path("event_id").asString() + " " + entry.path("status").asString())
			.containsExactly(standup + " sent", review + " sent");
	}

	@Test
	void defaultRemindersApplyAndANotificationWithNoOpenAppIsUndeliverable() {
		String id = create("{'title':'Call','start_time':'2031-03-04T10:00:00Z','end_time':'2031-03-04T10:30:00Z'}");
		List<JsonNode> ahead = listed("start=2031-03-04T08:00:00Z&end=2031-03-05T00:00:00Z");
		assertThat(ahead)
			.extracting((entry) -> entry.path("method").asString() + " " + entry.path("fire_time").asString())
			.containsExactly("notification 2031-03-04T09:50:00Z");
		runAt("2031-03-04T09:50:00Z");
		JsonNode fired = listed("start=2031-03-04T08:00:00Z&end=2031-03-05T00:00:00Z").get(0);
		assertThat(fired.path("event_id").asString()).isEqualTo(id);
		assertThat(fired.path("status").asString()).isEqualTo("undeliverable");
		assertThat(fired.path("detail").asString()).isEqualTo("No web app was open.");
	}

	@Test
	void aNotificationReachesTheOpenWebAppsStream() throws Exception {
		HttpResponse<Stream<String>> stream = HttpClient.newHttpClient()
			.send(this.api.request("/api/reminders/stream").header("Accept", "text/event-stream").GET().build(),
					HttpResponse.BodyHandlers.ofLines());
		assertThat(stream.statusCode()).isEqualTo(200);
		try {
			String id = create(
					"{'title':'Stand up','start_time':'2031-03-04T10:00:00Z','end_time':'2031-03-04T10:15:00Z',"
							+ "'reminders':{'use_default':false,'overrides':[{'method':'notification','minutes_before':5}]}}");
			runAt("2031-03-04T09:55:00Z");
			Iterator<String> lines = stream.body().iterator();
			List<String> received = CompletableFuture.supplyAsync(() -> {
				List<String> read = new ArrayList<>();
				while (lines.hasNext() && read.stream().noneMatch((line) -> line.startsWith("data:"))) {
					read.add(lines.next());
				}
				return read;
			}).get(30, TimeUnit.SECONDS);
			assertThat(received).contains("event:reminder");
			assertThat(received.get(received.size() - 1)).contains("\"event_id\":\"" + id + "\"",
					"\"title\":\"Stand up\"", "\"minutes_before\":5");
			JsonNode fired = listed("start=2031-03-04T09:00:00Z&end=2031-03-04T10:00:00Z").get(0);
			assertThat(fired.path("status").asString()).isEqualTo("sent");
			assertThat(fired.path("detail").asString()).isEqualTo("Shown in 1 open web app.");
		}
		finally {
			stream.body().close();
		}
	}

	@Test
	void runsAtOnceSendEachReminderOnce() throws Exception {
		for (int i = 0; i < 5; i++) {
			create("{'title':'Race %d','start_time':'2031-03-04T10:0%d:00Z','end_time':'2031-03-04T10:30:00Z',"
				.formatted(i, i)
					+ "'reminders':{'use_default':false,'overrides':[{'method':'email','minutes_before':5}]}}");
		}
		this.clock.at(Instant.parse("2031-03-04T09:59:30Z"));
		ExecutorService pool = Executors.newFixedThreadPool(4);
		try {
			List<Callable<Integer>> runs = new ArrayList<>();
			for (int i = 0; i < 4; i++) {
				runs.add(this.reminders::runDue);
			}
			for (Future<Integer> run : pool.invokeAll(runs)) {
				run.get();
			}
		}
		finally {
			pool.shutdownNow();
		}
		assertThat(subjects()).hasSize(5).doesNotHaveDuplicates();
	}

	@Test
	void aWindowIsCheckedNamingTheField() {
		Response reversed = this.api.get("/api/reminders?start=2031-03-05T00:00:00Z&end=2031-03-04T00:00:00Z");
		assertThat(reversed.status()).isEqualTo(400);
		assertThat(reversed.json().path("errors").get(0).path("field").asString()).isEqualTo("end");
		Response long_ = this.api.get("/api/reminders?start=2031-03-01T00:00:00Z&end=2031-09-01T00:00:00Z");
		assertThat(long_.status()).isEqualTo(400);
		assertThat(this.api.get("/api/reminders?start=soon").status()).isEqualTo(400);
	}

	@TestConfiguration(proxyBeanMethods = false)
	static class Clocks {

		@Bean
		@Primary
		MovableClock movableClock() {
			return new MovableClock(Instant.parse("2031-03-04T08:00:00Z"));
		}

	}

}
