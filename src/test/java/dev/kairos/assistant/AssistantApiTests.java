package dev.kairos.assistant;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api.Response;
import dev.kairos.test.Api;
import dev.kairos.test.IntegrationTest;
import dev.kairos.test.ProviderFakes;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.ContextConfiguration;
import org.springframework.test.context.TestPropertySource;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The assistant over HTTP, at a fixed moment: Wednesday 2030-03-06 15:30 UTC (the users'
 * time zone until they set one).
 */
@IntegrationTest
// The providers pointed at the fakes (none is connected here), as in
// AssistantWithProvidersTests,
// so that the assistant's tests share one application context.
@ContextConfiguration(initializers = ProviderFakes.Initializer.class)
@TestPropertySource(properties = "kairos.clock.fixed=2030-03-06T15:30:00Z")
class AssistantApiTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private JdbcClient jdbc;

	private Api api;

	@BeforeEach
	void signIn() {
		this.api = new Api(this.port, this.users.create().key());
	}

	private Response schedule(String message) {
		return this.api.post("/api/assistant/schedule",
				json("{'message':'%s','history':[]}".formatted(message.replace("'", "\\u0027"))));
	}

	private Response create(String title, String start, String end) {
		return this.api.post("/api/events/create",
				json("{'title':'%s','start_time':'%s','end_time':'%s'}".formatted(title, start, end)));
	}

	@Test
	void proposesAnEventAndConfirmsIt() {
		Response answer = schedule("Schedule lunch with sam tomorrow at 12:30 at the library");

		assertThat(answer.status()).as(answer.toString()).isEqualTo(200);
		JsonNode reply = answer.json();
		assertThat(reply.path("type").asString()).isEqualTo("proposed_event");
		assertThat(reply.path("engine").asString()).isEqualTo("rules");
		assertThat(reply.path("message").asString()).contains("Lunch with Sam");
		assertThat(reply.has("study_plan")).isFalse();
		assertThat(reply.has("email_draft")).isFalse();
		JsonNode proposal = reply.path("proposed_event");
		assertThat(proposal.path("title").asString()).isEqualTo("Lunch with Sam");
		assertThat(proposal.path("start_time").asString()).isEqualTo("2030-03-07T12:30:00Z");
		assertThat(proposal.path("end_time").asString()).isEqualTo("2030-03-07T13:30:00Z");
		assertThat(proposal.path("location").asString()).isEqualTo("Library");
		assertThat(proposal.path("conflicts")).isEmpty();

		// The proposal goes back exactly as it came, read-only conflicts included.
		Response confirmed = this.api.post("/api/assistant/confirm", proposal.toString());

		assertThat(confirmed.status()).as(confirmed.toString()).isEqualTo(201);
		JsonNode event = confirmed.json();
		assertThat(confirmed.header("Location")).isEqualTo("/api/events/" + event.path("id").asString());
		assertThat(event.path("title").asString()).isEqualTo("Lunch with Sam");
		assertThat(event.path("start_time").asString()).isEqualTo("2030-03-07T12:30:00Z");
		assertThat(event.path("location").asString()).isEqualTo("Library");
		assertThat(this.api.get(confirmed.header("Location")).json()).isEqualTo(event);
	}

	@Test
	void proposesAWholeDayAsAnAllDayEventAndConfirmsIt() {
		JsonNode proposal = schedule("conference all day friday").json().path("proposed_event");

		assertThat(proposal.path("all_day").asBoolean()).as(proposal.toString()).isTrue();
		assertThat(proposal.path("start_time").asString()).isEqualTo("2030-03-08T00:00:00Z");
		assertThat(proposal.path("end_time").asString()).isEqualTo("2030-03-09T00:00:00Z");
		// It goes back in a history as it came.
		Response followUp = this.api.post("/api/assistant/schedule",
				json("{'message':'thanks','history':[{'role':'assistant','content':'ok','proposed_event':"
						+ proposal.toString().replace('"', '\'') + "}]}"));
		assertThat(followUp.status()).as(followUp.toString()).isEqualTo(200);

		Response confirmed = this.api.post("/api/assistant/confirm", proposal.toString());

		assertThat(confirmed.status()).as(confirmed.toString()).isEqualTo(201);
		assertThat(confirmed.json().path("all_day").asBoolean()).isTrue();
		assertThat(confirmed.json().path("start_time").asString()).startsWith("2030-03-08");
	}

	@Test
	void readsMessagesInTheUsersTimeZone() {
		this.api.patch("/api/settings", json("{'timezone':'America/New_York'}"));
		// 15:30 UTC is 10:30 in New York: "at 11" is still today.
		JsonNode proposal = schedule("quick sync at 11").json().path("proposed_event");
		assertThat(proposal.path("start_time").asString()).isEqualTo("2030-03-06T16:00:00Z");
	}

	@Test
	void reportsConflictsOfFixedTimesAndAvoidsThemWhenTheTimeIsOpen() {
		String seminar = create("Seminar", "2030-03-07T09:00:00Z", "2030-03-07T12:00:00Z").text("id");

		JsonNode fixed = schedule("Call with Alex tomorrow at 10am").json().path("proposed_event");
		assertThat(fixed.path("start_time").asString()).isEqualTo("2030-03-07T10:00:00Z");
		assertThat(fixed.path("conflicts")).hasSize(1);
		assertThat(fixed.path("conflicts").get(0).path("id").asString()).isEqualTo(seminar);
		assertThat(fixed.path("conflicts").get(0).path("source").asString()).isEqualTo("local");

		JsonNode open = schedule("block 2 hours for deep work tomorrow").json().path("proposed_event");
		assertThat(open.path("start_time").asString()).isEqualTo("2030-03-07T12:00:00Z");
		assertThat(open.path("end_time").asString()).isEqualTo("2030-03-07T14:00:00Z");
		assertThat(open.path("conflicts")).isEmpty();

		// Confirming the fixed one is a conflict, exactly as on create; force keeps it.
		Response conflict = this.api.post("/api/assistant/confirm", fixed.toString());
		assertThat(conflict.status()).isEqualTo(409);
		assertThat(conflict.json().path("type").asString()).endsWith("/problems/scheduling-conflict");
		assertThat(conflict.json().path("conflicts").get(0).path("id").asString()).isEqualTo(seminar);
		assertThat(conflict.json().path("suggested_start").asString()).isEqualTo("2030-03-07T12:00:00Z");
		((ObjectNode) fixed).put("force", true);
		assertThat(this.api.post("/api/assistant/confirm", fixed.toString()).status()).isEqualTo(201);
	}

	@Test
	void followsUpOnTheLastProposal() {
		JsonNode first = schedule("Lunch with Sam tomorrow at 12:30").json();
		String history = "[{'role':'user','content':'Lunch with Sam tomorrow at 12:30'},{'role':'assistant','content':"
				+ "'ok','proposed_event':" + first.path("proposed_event").toString().replace('"', '\'') + "}]";

		JsonNode moved = this.api
			.post("/api/assistant/schedule", json("{'message':'make it 4pm instead','history':" + history + "}"))
			.json();
		assertThat(moved.path("type").asString()).isEqualTo("proposed_event");
		assertThat(moved.path("proposed_event").path("title").asString()).isEqualTo("Lunch with Sam");
		assertThat(moved.path("proposed_event").path("start_time").asString()).isEqualTo("2030-03-07T16:00:00Z");
		assertThat(moved.path("proposed_event").path("end_time").asString()).isEqualTo("2030-03-07T17:00:00Z");

		JsonNode renamed = this.api
			.post("/api/assistant/schedule", json("{'message':'call it Team sync','history':" + history + "}"))
			.json();
		assertThat(renamed.path("proposed_event").path("title").asString()).isEqualTo("Team sync");

		JsonNode yes = this.api.post("/api/assistant/schedule", json("{'message':'yes','history':" + history + "}"))
			.json();
		assertThat(yes.path("proposed_event")).isEqualTo(first.path("proposed_event"));
	}

	@Test
	void rejectsBadScheduleRequestsNamingTheField() {
		assertThat(fields(this.api.post("/api/assistant/schedule", "{}"))).containsExactly("message");
		assertThat(fields(this.api.post("/api/assistant/schedule", json("{'history':[]}")))).containsExactly("message");
		assertThat(fields(this.api.post("/api/assistant/schedule", json("{'message':'   '}"))))
			.containsExactly("message");
		assertThat(fields(this.api.post("/api/assistant/schedule", json("{'message':null}"))))
			.containsExactly("message");
		assertThat(fields(this.api.post("/api/assistant/schedule", json("{'message':'" + "a".repeat(4001) + "'}"))))
			.containsExactly("message");
		assertThat(fields(this.api.post("/api/assistant/schedule", json("{'message':['hi']}"))))
			.containsExactly("message");
		assertThat(fields(this.api.post("/api/assistant/schedule", json("{'message':'hi','histroy':[]}"))))
			.containsExactly("histroy");
		assertThat(fields(this.api.post("/api/assistant/schedule", json("{'message':'hi','history':'none'}"))))
			.containsExactly("history");
		assertThat(
				fields(this.api.post("/api/assistant/schedule", json("{'message':'hi','history':" + turns(51) + "}"))))
			.containsExactly("history");
		assertThat(fields(this.api.post("/api/assistant/schedule",
				json("{'message':'hi','history':[{'role':'bot','content':'x'},null,{'role':'user'}]}"))))
			.containsExactly("history[0].role", "history[1]", "history[2].content");
		assertThat(fields(this.api.post("/api/assistant/schedule",
				json("{'message':'hi','history':[{'role':'assistant','content':'x','proposed_event':"
						+ "{'title':'A','start_time':'soon','end_time':'2030-03-07T10:00:00Z'}}]}"))))
			.containsExactly("history[0].proposed_event.start_time");
		assertThat(this.api.post("/api/assistant/schedule", "not json").status()).isEqualTo(400);
		assertThat(this.api.post("/api/assistant/schedule", "null").status()).isEqualTo(400);
		assertThat(this.api.post("/api/assistant/schedule", "[]").status()).isEqualTo(400);
		assertThat(this.api.post("/api/assistant/confirm", "null").status()).isEqualTo(400);
		assertThat(this.api.post("/api/assistant/confirm", "[{}]").status()).isEqualTo(400);
	}

	@Test
	void acceptsTheLimitsAndALeftOutHistory() {
		assertThat(this.api.post("/api/assistant/schedule", json("{'message':'" + "a".repeat(4000) + "'}")).status())
			.isEqualTo(200);
		assertThat(
				this.api.post("/api/assistant/schedule", json("{'message':'hi','history':" + turns(50) + "}")).status())
			.isEqualTo(200);
		assertThat(this.api.post("/api/assistant/schedule", json("{'message':'hi'}")).json().path("type").asString())
			.isEqualTo("confirmation");
		assertThat(this.api.post("/api/assistant/schedule", json("{'message':'hi','history':null}")).status())
			.isEqualTo(200);
	}

	@Test
	void answersOddMessagesWithoutFailing() {
		for (String message : List.of("at 99:99 on 31/31", "🙂🙂 tomorrow", "in 99999999999999 days", "the 45th",
				"between and", "@@@ @ @", "from 25 to 30", "meeting at 0 0", "every 2nd Tuesday at 25pm", "\\\\u0000",
				"yes", "make it 4pm instead", "2h30m 1h 3m")) {
			Response answer = schedule(message);
			assertThat(answer.status()).as(message + " -> " + answer).isEqualTo(200);
			assertThat(answer.json().path("message").asString()).isNotBlank();
		}
	}

	@Test
	void answersQuestionsFromTheCalendar() {
		create("Seminar", "2030-03-07T09:00:00Z", "2030-03-07T12:00:00Z");

		JsonNode agenda = schedule("What do I have tomorrow?").json();
		assertThat(agenda.path("type").asString()).isEqualTo("confirmation");
		assertThat(agenda.path("message").asString()).contains("Seminar").contains("9:00 AM");
		assertThat(agenda.has("proposed_event")).isFalse();

		assertThat(schedule("Am I free tomorrow at 10?").json().path("message").asString()).startsWith("No");
		assertThat(schedule("Am I free tomorrow at 3pm?").json().path("message").asString()).startsWith("Yes");
	}

	@Test
	void asksWhichAssignmentWhileNoneAreSynced() {
		JsonNode reply = schedule("help me plan for my assignments").json();
		assertThat(reply.path("type").asString()).isEqualTo("confirmation");
		assertThat(reply.path("message").asString()).contains("No assignments are synced yet");
	}

	@Test
	void plansStudyForANamedDateAndConfirmsAllSessionsOrNone() {
		JsonNode reply = schedule("plan 6 hours of study for my exam on March 15").json();
		assertThat(reply.path("type").asString()).as(reply.toString()).isEqualTo("study_plan");
		JsonNode plan = reply.path("study_plan");
		assertThat(plan.path("unplaced_minutes").asInt()).isZero();
		assertThat(plan.path("assignments").get(0).path("title").asString()).isEqualTo("Exam");
		assertThat(plan.path("assignments").get(0).path("due_at").asString()).isEqualTo("2030-03-15T00:00:00Z");
		JsonNode sessions = plan.path("sessions");
		int minutes = 0;
		for (JsonNode session : sessions) {
			assertThat(session.path("start_time").asString()).isGreaterThanOrEqualTo("2030-03-06T15:30:00Z");
			assertThat(session.path("end_time").asString()).isLessThanOrEqualTo("2030-03-15T00:00:00Z");
			minutes += (int) java.time.Duration
				.between(java.time.Instant.parse(session.path("start_time").asString()),
						java.time.Instant.parse(session.path("end_time").asString()))
				.toMinutes();
		}
		assertThat(minutes).isEqualTo(360);

		Response confirmed = this.api.post("/api/assistant/confirm", "{\"events\":" + sessions + "}");
		assertThat(confirmed.status()).as(confirmed.toString()).isEqualTo(201);
		assertThat(confirmed.json().path("events")).hasSize(sessions.size());
		assertThat(eventCount()).isEqualTo(sessions.size());

		// Again: every session now overlaps itself, so all are reported and none is
		// added.
		Response again = this.api.post("/api/assistant/confirm", "{\"events\":" + sessions + "}");
		assertThat(again.status()).isEqualTo(409);
		assertThat(again.json().path("sessions")).hasSize(sessions.size());
		assertThat(again.json().path("conflicts")).hasSize(sessions.size());
		assertThat(again.json().path("sessions").get(0).path("index").asInt()).isZero();
		assertThat(eventCount()).isEqualTo(sessions.size());
	}

	@Test
	void aPlanWithOneConflictingSessionWritesNothing() {
		create("Dentist", "2030-03-07T10:00:00Z", "2030-03-07T11:00:00Z");
		String plan = json("""
				{'events':[
				 {'title':'Study: Exam','start_time':'2030-03-07T09:00:00Z','end_time':'2030-03-07T09:50:00Z'},
				 {'title':'Study: Exam','start_time':'2030-03-07T10:30:00Z','end_time':'2030-03-07T11:20:00Z'},
				 {'title':'Study: Exam','start_time':'2030-03-08T09:00:00Z','end_time':'2030-03-08T09:50:00Z'}]}""");

		Response conflict = this.api.post("/api/assistant/confirm", plan);

		assertThat(conflict.status()).isEqualTo(409);
		assertThat(conflict.json().path("sessions")).hasSize(1);
		assertThat(conflict.json().path("sessions").get(0).path("index").asInt()).isEqualTo(1);
		assertThat(conflict.json().path("conflicts").get(0).path("title").asString()).isEqualTo("Dentist");
		assertThat(eventCount()).isEqualTo(1);

		Response forced = this.api.post("/api/assistant/confirm",
				plan.replace("{\"events\"", "{\"force\":true,\"events\""));
		assertThat(forced.status()).isEqualTo(201);
		assertThat(eventCount()).isEqualTo(4);
	}

	@Test
	void rejectsInvalidConfirmationsAndWritesNothing() {
		assertThat(fields(this.api.post("/api/assistant/confirm", "{}"))).containsExactlyInAnyOrder("title",
				"start_time", "end_time");
		assertThat(fields(this.api.post("/api/assistant/confirm", json(
				"{'title':' ','start_time':'2030-03-07T11:00:00Z','end_time':'2030-03-07T10:00:00Z','color':'blue'}"))))
			.containsExactlyInAnyOrder("title", "end_time", "color");
		assertThat(fields(this.api.post("/api/assistant/confirm", json(
				"{'title':'A','start_time':'2030-03-07T10:00:00Z','end_time':'2030-03-07T11:00:00Z','all_days':true}"))))
			.containsExactly("all_days");
		assertThat(fields(this.api.post("/api/assistant/confirm", json("{'events':[]}")))).containsExactly("events");
		assertThat(fields(this.api.post("/api/assistant/confirm", json(
				"{'title':'A','events':[{'title':'B','start_time':'2030-03-07T10:00:00Z','end_time':'2030-03-07T11:00:00Z'}]}"))))
			.containsExactly("events");
		assertThat(fields(this.api.post("/api/assistant/confirm", json("""
				{'events':[{'title':'B','start_time':'2030-03-07T10:00:00Z','end_time':'2030-03-07T11:00:00Z'},
				 {'title':'C','start_time':'2030-03-07T10:30:00Z','end_time':'2030-03-07T11:30:00Z'},
				 {'title':'D','start_time':'later','end_time':'2030-03-07T12:00:00Z'}, null]}"""))))
			.containsExactly("events[1].start_time", "events[2].start_time", "events[3]");
		// Valid shape, but the events feature's own validation fails for the second
		// session.
		assertThat(fields(this.api.post("/api/assistant/confirm",
				json("""
						{'events':[{'title':'B','start_time':'2030-03-07T10:00:00Z','end_time':'2030-03-07T11:00:00Z'},
						 {'title':'C','start_time':'2030-03-08T10:00:00Z','end_time':'2030-03-08T11:00:00Z','color':'red'}]}"""))))
			.containsExactly("events[1].color");
		// A repeat is read as a series' recurrence is: a rule the events feature refuses
		// (an occurrence a second) is refused here, in a history too.
		String everySecond = "'recurrence':['RRULE:FREQ=SECONDLY']";
		assertThat(fields(this.api.post("/api/assistant/confirm",
				json("{'title':'A','start_time':'2030-03-07T10:00:00Z','end_time':'2030-03-07T11:00:00Z',%s}"
					.formatted(everySecond)))))
			.containsExactly("recurrence");
		assertThat(fields(this.api.post("/api/assistant/schedule", json(
				"{'message':'ok','history':[{'role':'assistant','content':'x','proposed_event':{'title':'A','start_time':'2030-03-07T10:00:00Z','end_time':'2030-03-07T11:00:00Z',%s}}]}"
					.formatted(everySecond)))))
			.containsExactly("history[0].proposed_event.recurrence");
		assertThat(eventCount()).isZero();
	}

	@Test
	void aRetriedConfirmationWithAnIdempotencyKeyCreatesOneEvent() {
		String body = json(
				"{'title':'Standup','start_time':'2030-03-07T09:00:00Z','end_time':'2030-03-07T09:15:00Z','conflicts':[]}");
		Map<String, String> key = Map.of("Content-Type", "application/json", "Idempotency-Key", "confirm-1");

		Response first = this.api.send("POST", "/api/assistant/confirm", key, body);
		Response retry = this.api.send("POST", "/api/assistant/confirm", key, body);

		assertThat(first.status()).isEqualTo(201);
		assertThat(retry.status()).isEqualTo(201);
		assertThat(retry.json()).isEqualTo(first.json());
		assertThat(retry.header("Location")).isEqualTo(first.header("Location"));
		assertThat(retry.header("Idempotent-Replayed")).isEqualTo("true");
		assertThat(first.header("Idempotent-Replayed")).isNull();
		assertThat(eventCount()).isEqualTo(1);

		// Formatting and the ignored conflicts don't make it another request...
		String reformatted = json(
				"{ 'start_time':'2030-03-07T09:00:00Z', 'title':'Standup','end_time':'2030-03-07T09:15:00Z','conflicts':[{'x':1}]}");
		assertThat(this.api.send("POST", "/api/assistant/confirm", key, reformatted).status()).isEqualTo(201);
		assertThat(eventCount()).isEqualTo(1);

		// ...but another body with the same key is refused.
		Response reused = this.api.send("POST", "/api/assistant/confirm", key, body.replace("Standup", "Retro"));
		assertThat(reused.status()).isEqualTo(422);
		assertThat(reused.json().path("type").asString()).endsWith("/problems/idempotency-key-reused");
		assertThat(eventCount()).isEqualTo(1);

		// Keys belong to their user.
		Api other = this.api.as(this.users.create().key());
		assertThat(other.send("POST", "/api/assistant/confirm", key, body).status()).isEqualTo(201);
		assertThat(eventCount()).isEqualTo(1);
	}

	@Test
	void aFailedConfirmationKeepsNoResultSoItsKeyCanBeRetried() {
		create("Seminar", "2030-03-07T09:00:00Z", "2030-03-07T12:00:00Z");
		String body = json("{'title':'Call','start_time':'2030-03-07T10:00:00Z','end_time':'2030-03-07T11:00:00Z'}");
		Map<String, String> key = Map.of("Content-Type", "application/json", "Idempotency-Key", "k-2");

		assertThat(this.api.send("POST", "/api/assistant/confirm", key, body).status()).isEqualTo(409);
		String seminar = this.api.get("/api/events").json().path("events").get(0).path("id").asString();
		this.api.delete("/api/events?id=" + seminar);
		assertThat(this.api.send("POST", "/api/assistant/confirm", key, body).status()).isEqualTo(201);
	}

	@Test
	void keysAreKeptForADay() {
		String body = json("{'title':'Call','start_time':'2030-03-07T10:00:00Z','end_time':'2030-03-07T11:00:00Z'}");
		Map<String, String> key = Map.of("Content-Type", "application/json", "Idempotency-Key", "k-3");
		assertThat(this.api.send("POST", "/api/assistant/confirm", key, body).status()).isEqualTo(201);
		List<Map<String, Object>> rows = this.jdbc
			.sql("select created_at, expires_at from idempotency_keys where idempotency_key = 'k-3'")
			.query()
			.listOfRows();
		assertThat(rows).hasSize(1);

		// A day later the key is forgotten: the request runs again (and now conflicts).
		this.jdbc.sql("update idempotency_keys set expires_at = created_at where idempotency_key = 'k-3'").update();
		assertThat(this.api.send("POST", "/api/assistant/confirm", key, body).status()).isEqualTo(409);
	}

	@Test
	void rejectsUnusableIdempotencyKeys() {
		String body = json("{'title':'Call','start_time':'2030-03-07T10:00:00Z','end_time':'2030-03-07T11:00:00Z'}");
		assertThat(fields(this.api.send("POST", "/api/assistant/confirm",
				Map.of("Content-Type", "application/json", "Idempotency-Key", "x".repeat(256)), body)))
			.containsExactly("Idempotency-Key");
		assertThat(eventCount()).isZero();
	}

	@Test
	void draftsEmailsWithTheSignatureAndNoInventedAddresses() {
		this.api.patch("/api/settings", json("{'email_signature':'Alex Kim'}"));

		JsonNode draft = schedule("email sam@example.com that I'll be 10 minutes late").json();
		assertThat(draft.path("type").asString()).isEqualTo("email_draft");
		assertThat(draft.path("email_draft").path("to")).hasSize(1);
		assertThat(draft.path("email_draft").path("to").get(0).asString()).isEqualTo("sam@example.com");
		assertThat(draft.path("email_draft").path("body").asString()).contains("Hi Sam,").endsWith("Alex Kim");
		assertThat(draft.path("email_draft").has("provider")).isTrue();
		assertThat(draft.path("email_draft").path("provider").isNull()).isTrue();
		// The accounts it names are the providers with a MailSender.
		assertThat(draft.path("message").asString())
			.isEqualTo("Here's a draft to sam@example.com. Connect a mail account (Google or Microsoft) to send it"
					+ " from there.");

		JsonNode noAddress = schedule("email Sam about lunch tomorrow").json();
		assertThat(noAddress.path("email_draft").path("to")).isEmpty();
		assertThat(noAddress.path("message").asString()).contains("e-mail address");
	}

	@Test
	void answersOnlyForTheCaller() {
		create("Private", "2030-03-07T09:00:00Z", "2030-03-07T12:00:00Z");
		Api other = this.api.as(this.users.create().key());
		JsonNode reply = other.post("/api/assistant/schedule", json("{'message':'what do I have tomorrow?'}")).json();
		assertThat(reply.path("message").asString()).doesNotContain("Private");
		assertThat(this.api.as(null).post("/api/assistant/schedule", json("{'message':'hi'}")).status()).isEqualTo(401);
		assertThat(this.api.as(null).post("/api/assistant/confirm", "{}").status()).isEqualTo(401);
	}

	@Test
	void documentsTheEndpoints() {
		Response docs = this.api.get("/v3/api-docs");
		assertThat(docs.status()).isEqualTo(200);
		JsonNode paths = docs.json().path("paths");
		assertThat(paths.has("/api/assistant/schedule")).isTrue();
		assertThat(paths.path("/api/assistant/confirm").path("post").path("responses").has("422")).isTrue();
	}

	private int eventCount() {
		return this.api.get("/api/events").json().path("events").size();
	}

	private static String turns(int count) {
		ArrayNode turns = tools.jackson.databind.json.JsonMapper.builder().build().createArrayNode();
		for (int i = 0; i < count; i++) {
			turns.addObject().put("role", (i % 2 == 0) ? "user" : "assistant").put("content", "turn " + i);
		}
		return turns.toString().replace('"', '\'');
	}

	static List<String> fields(Response response) {
		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		List<String> fields = new ArrayList<>();
		response.json().path("errors").forEach((error) -> fields.add(error.path("field").asString()));
		return fields;
	}

}
