package dev.kairos.reminders;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import com.icegreen.greenmail.util.GreenMailUtil;
import dev.kairos.security.TestUsers;
import dev.kairos.security.Users;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.GreenMailRelay;
import dev.kairos.test.MovableClock;
import dev.kairos.test.ProviderFakes;
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
import org.springframework.test.context.ContextConfiguration;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.kairos.test.Api.json;
import static dev.kairos.test.ProviderFakes.server;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Reminders of synced Canvas assignments, on a clock the test moves: the assignments come
 * through the real Canvas client from the provider fake and a real sync, and e-mail
 * reminders reach a real SMTP server (GreenMail). Once per assignment, due time, method
 * and minutes; a due time changed at sync moves them (the sync marks the user's schedule
 * in its transaction, so an earlier due time is not missed); submitted and removed
 * assignments never remind; after downtime late while not yet due, skipped once past due;
 * reconnecting Canvas does not repeat them.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = "kairos.public-base-url=https://kairos.example.com")
@ContextConfiguration(initializers = ProviderFakes.Initializer.class)
@Import({ TestUsers.class, AssignmentRemindersTests.Clocks.class })
class AssignmentRemindersTests {

	private static final String COURSES = "/api/v1/users/self/courses";

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
		ProviderFakes.reset();
		this.clock.at(Instant.parse("2030-03-06T00:00:00Z"));
		TestUsers.Caller caller = this.users.create();
		this.api = new Api(this.port, caller.key());
		this.address = this.accounts.email(caller.user());
		Response zone = this.api.patch("/api/settings", json("{'timezone':'Europe/Berlin'}"));
		assertThat(zone.status()).as(zone.toString()).isEqualTo(200);
		connect();
		server.stubFor(get(urlPathEqualTo(COURSES)).withQueryParam("enrollment_state", equalTo("active"))
			.willReturn(okJson("[" + """
					{"id":1234,"name":"CS 225: Data Structures","course_code":"CS 225","workflow_state":"available",
					 "enrollment_term_id":77,"time_zone":"America/Chicago",
					 "enrollments":[{"type":"student","role":"StudentEnrollment","enrollment_state":"active"}]}"""
					+ "]")));
	}

	private void connect() {
		server.stubFor(get(urlPathEqualTo("/api/v1/users/self")).withHeader("Authorization", equalTo("Bearer good-pat"))
			.willReturn(okJson("{\"id\":42,\"name\":\"Jimi Student\",\"primary_email\":\"jimi@example.edu\"}")));
		Response connected = this.api.post("/api/connections/canvas", json("{'access_token':'good-pat'}"));
		assertThat(connected.status()).as(connected.toString()).isEqualTo(200);
	}

	/** An assignment as Canvas lists it, submitted or not. */
	private static String assignment(long id, String name, String dueAt, boolean submitted) {
		return """
				{"id":%d,"name":"%s","description":"<p>Write it.</p>","created_at":"2030-02-01T17:00:00Z",
				 "updated_at":"2030-02-28T20:15:03Z","due_at":"%s","lock_at":null,"unlock_at":null,"points_possible":100.0,
				 "grading_type":"points","submission_types":["online_upload"],"course_id":1234,
				 "html_url":"%s/courses/1234/assignments/%d","published":true,
				 "submission":{"id":5550001,"user_id":42,"submitted_at":%s,"workflow_state":"%s"}}"""
			.formatted(id, name, dueAt, ProviderFakes.baseUrl(), id, submitted ? "\"2030-03-01T10:00:00Z\"" : "null",
					submitted ? "submitted" : "unsubmitted");
	}

	/** Canvas now lists these assignments of the course; then the user syncs. */
	private void syncListing(String... assignments) {
		server.stubFor(get(urlPathEqualTo("/api/v1/courses/1234/assignments")).atPriority(1)
			.willReturn(okJson("[" + String.join(",", assignments) + "]")));
		Response synced = this.api.post("/api/unified/sync", json("{'provider':'canvas'}"));
		assertThat(synced.status()).as(synced.toString()).isEqualTo(200);
	}

	private void remindByEmail() {
		Response patched = this.api.patch("/api/settings",
				json("{'assignment_reminders':[{'method':'email','minutes_before':1440}]}"));
		assertThat(patched.status()).as(patched.toString()).isEqualTo(200);
	}

	private void runAt(String instant) {
		this.clock.at(Instant.parse(instant));
		this.reminders.runDue();
	}

	private List<MimeMessage> mails() throws Exception {
		List<MimeMessage> mails = new ArrayList<>();
		for (MimeMessage message : SMTP.received()) {
			if (Arrays.stream(message.getRecipients(Message.RecipientType.TO))
				.anyMatch((to) -> to.toString().equals(this.address))) {
				mails.add(message);
			}
		}
		return mails;
	}

	private List<String> subjects() throws Exception {
		List<String> subjects = new ArrayList<>();
		for (MimeMessage mail : mails()) {
			subjects.add(mail.getSubject());
		}
		return subjects;
	}

	private List<JsonNode> listed(String window) {
		Response response = this.api.get("/api/reminders?" + window);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		List<JsonNode> entries = new ArrayList<>();
		response.json().path("reminders").forEach(entries::add);
		return entries;
	}

	private String unifiedId(String title) {
		for (JsonNode event : this.api
			.get("/api/unified/events?source=canvas&start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z")
			.json()
			.path("events")) {
			if (event.path("title").asString().equals(title)) {
				return event.path("id").asString();
			}
		}
		throw new AssertionError("no assignment " + title);
	}

	@Test
	void anAssignmentRemindsOnceADayBeforeItsDueTimeAndIsListedAsAnAssignment() throws Exception {
		syncListing(assignment(98765, "Essay 2", "2030-03-08T12:00:00Z", false),
				assignment(98770, "MP5: Graphs", "2030-03-08T14:00:00Z", true));
		String essay = unifiedId("Essay 2");
		List<JsonNode> ahead = listed("start=2030-03-06T00:00:00Z&end=2030-03-10T00:00:00Z");
		assertThat(ahead)
			.extracting((entry) -> entry.path("event_id").asString() + " " + entry.path("source").asString() + " "
					+ entry.path("source_type").asString() + " " + entry.path("method").asString() + " "
					+ entry.path("minutes_before").asInt() + " " + entry.path("occurrence_start").asString() + " "
					+ entry.path("fire_time").asString() + " " + entry.path("status").asString())
			.containsExactly(
					essay + " canvas assignment notification 1440 2030-03-08T12:00:00Z 2030-03-07T12:00:00Z scheduled");
		assertThat(ahead.get(0).path("title").asString()).isEqualTo("Essay 2");
		remindByEmail();

		runAt("2030-03-06T00:00:00Z");
		runAt("2030-03-07T11:59:59Z");
		assertThat(subjects()).isEmpty();
		runAt("2030-03-07T12:00:00Z");
		runAt("2030-03-07T12:00:10Z");
		// Synced again, unchanged: still one reminder.
		syncListing(assignment(98765, "Essay 2", "2030-03-08T12:00:00Z", false),
				assignment(98770, "MP5: Graphs", "2030-03-08T14:00:00Z", true));
		runAt("2030-03-07T13:00:00Z");
		assertThat(subjects()).containsExactly("Due in 1 day: Essay 2, Fri 8 Mar 2030 13:00 (Europe/Berlin)");
		MimeMessage mail = mails().get(0);
		assertThat(mail.getContentType()).startsWith("text/plain");
		assertThat(GreenMailUtil.getBody(mail)).contains("Due in 1 day: Essay 2",
				"Due: Fri 8 Mar 2030 13:00 (Europe/Berlin)", "Course: CS 225: Data Structures",
				"Open it in Canvas: " + ProviderFakes.baseUrl() + "/courses/1234/assignments/98765",
				"1 day before the due time of a Canvas assignment");
		JsonNode sent = listed("start=2030-03-06T00:00:00Z&end=2030-03-10T00:00:00Z").get(0);
		assertThat(sent.path("event_id").asString()).isEqualTo(essay);
		assertThat(sent.path("source").asString()).isEqualTo("canvas");
		assertThat(sent.path("source_type").asString()).isEqualTo("assignment");
		assertThat(sent.path("status").asString()).isEqualTo("sent");
	}

	@Test
	void aDueTimeChangedAtSyncMovesTheReminders() throws Exception {
		remindByEmail();
		syncListing(assignment(1, "Later", "2030-03-08T12:00:00Z", false),
				assignment(2, "Sooner", "2030-03-09T12:00:00Z", false));
		runAt("2030-03-06T00:00:00Z");
		// "Later" moves a day on; "Sooner" moves to tonight, so its reminder's time has
		// passed: it is sent at the next run (after the sync's mark, not twelve hours
		// on).
		runAt("2030-03-06T01:00:00Z");
		syncListing(assignment(1, "Later", "2030-03-09T12:00:00Z", false),
				assignment(2, "Sooner", "2030-03-06T22:00:00Z", false));
		runAt("2030-03-06T01:00:10Z");
		assertThat(subjects()).containsExactly("Due in 20 hours: Sooner, Wed 6 Mar 2030 23:00 (Europe/Berlin)");
		runAt("2030-03-07T12:00:00Z");
		runAt("2030-03-08T11:59:59Z");
		assertThat(subjects()).hasSize(1);
		runAt("2030-03-08T12:00:00Z");
		runAt("2030-03-09T11:00:00Z");
		assertThat(subjects()).containsExactly("Due in 20 hours: Sooner, Wed 6 Mar 2030 23:00 (Europe/Berlin)",
				"Due in 1 day: Later, Sat 9 Mar 2030 13:00 (Europe/Berlin)");
	}

	@Test
	void submittedAndRemovedAssignmentsNeverRemind() throws Exception {
		remindByEmail();
		syncListing(assignment(1, "Submitted", "2030-03-08T12:00:00Z", false),
				assignment(2, "Removed", "2030-03-08T13:00:00Z", false),
				assignment(3, "Kept", "2030-03-08T14:00:00Z", false));
		runAt("2030-03-06T00:00:00Z");
		// A sync's generation is the clock's millisecond: a later sync is at a later
		// time.
		runAt("2030-03-06T00:30:00Z");
		syncListing(assignment(1, "Submitted", "2030-03-08T12:00:00Z", true),
				assignment(3, "Kept", "2030-03-08T14:00:00Z", false));
		assertThat(listed("start=2030-03-06T00:00:00Z&end=2030-03-10T00:00:00Z"))
			.extracting((entry) -> entry.path("title").asString())
			.containsExactly("Kept");
		runAt("2030-03-07T12:00:00Z");
		runAt("2030-03-07T13:00:00Z");
		runAt("2030-03-07T14:00:00Z");
		runAt("2030-03-08T15:00:00Z");
		assertThat(subjects()).containsExactly("Due in 1 day: Kept, Fri 8 Mar 2030 15:00 (Europe/Berlin)");
	}

	@Test
	void afterDowntimeAReminderIsSentLateIfNotYetDueAndSkippedIfPastDue() throws Exception {
		remindByEmail();
		syncListing(assignment(1, "Past due", "2030-03-07T10:00:00Z", false),
				assignment(2, "Still due", "2030-03-08T10:00:00Z", false));
		runAt("2030-03-06T00:00:00Z");
		// Down until 11:00 on the 7th.
		runAt("2030-03-07T11:00:00Z");
		assertThat(subjects()).containsExactly("Due in 23 hours: Still due, Fri 8 Mar 2030 11:00 (Europe/Berlin)");
		assertThat(listed("start=2030-03-06T00:00:00Z&end=2030-03-08T00:00:00Z"))
			.extracting((entry) -> entry.path("title").asString() + " " + entry.path("status").asString())
			.containsExactly("Past due skipped", "Still due sent");
	}

	@Test
	void reconnectingCanvasDoesNotRepeatAReminderAndDisconnectingStopsThem() throws Exception {
		remindByEmail();
		syncListing(assignment(1, "Essay", "2030-03-08T12:00:00Z", false),
				assignment(2, "Quiz", "2030-03-09T12:00:00Z", false));
		runAt("2030-03-07T12:00:00Z");
		assertThat(subjects()).hasSize(1);
		assertThat(this.api.delete("/api/connections/canvas").status()).isEqualTo(204);
		assertThat(listed("start=2030-03-07T12:00:01Z&end=2030-03-10T00:00:00Z")).isEmpty();
		runAt("2030-03-07T13:00:00Z");
		connect();
		syncListing(assignment(1, "Essay", "2030-03-08T12:00:00Z", false),
				assignment(2, "Quiz", "2030-03-09T12:00:00Z", false));
		// Synced again under new ids of ours: Essay's reminder is not sent again.
		runAt("2030-03-07T13:00:05Z");
		assertThat(subjects()).hasSize(1);
		runAt("2030-03-08T12:00:00Z");
		assertThat(subjects()).containsExactly("Due in 1 day: Essay, Fri 8 Mar 2030 13:00 (Europe/Berlin)",
				"Due in 1 day: Quiz, Sat 9 Mar 2030 13:00 (Europe/Berlin)");
	}

	@TestConfiguration(proxyBeanMethods = false)
	static class Clocks {

		@Bean
		@Primary
		MovableClock movableClock() {
			return new MovableClock(Instant.parse("2030-03-06T00:00:00Z"));
		}

	}

}
