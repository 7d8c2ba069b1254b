package dev.kairos.assistant;

import java.util.List;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import dev.kairos.test.ProviderFakes;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ContextConfiguration;
import org.springframework.test.context.TestPropertySource;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Changing and cancelling existing events through the assistant, over HTTP, at Wednesday
 * 2030-03-06 15:30 UTC: the proposal names the event and pins its version; confirming it
 * applies PATCH or DELETE semantics, and a proposal about an event that changed since is
 * refused.
 */
@IntegrationTest
// The providers pointed at the fakes (none is connected here), as in
// AssistantWithProvidersTests,
// so that the assistant's tests share one application context.
@ContextConfiguration(initializers = ProviderFakes.Initializer.class)
@TestPropertySource(properties = "kairos.clock.fixed=2030-03-06T15:30:00Z")
class AssistantActionApiTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	private Api api;

	@BeforeEach
	void signIn() {
		this.api = new Api(this.port, this.users.create().key());
	}

	private JsonNode schedule(String message) {
		Response answer = this.api.post("/api/assistant/schedule",
				json("{'message':'%s'}".formatted(message.replace("'", "\\u0027"))));
		assertThat(answer.status()).as(answer.toString()).isEqualTo(200);
		return answer.json();
	}

	private String create(String title, String start, String end) {
		return this.api
			.post("/api/events/create",
					json("{'title':'%s','start_time':'%s','end_time':'%s'}".formatted(title, start, end)))
			.text("id");
	}

	@Test
	void movesAnEventByItsTitleAndConfirmsTheChange() {
		String lunch = create("Lunch with Sam", "2030-03-08T12:30:00Z", "2030-03-08T13:30:00Z");
		String seminar = create("Seminar", "2030-03-08T13:30:00Z", "2030-03-08T15:00:00Z");

		JsonNode reply = schedule("move lunch with sam to 1pm");

		assertThat(reply.path("type").asString()).isEqualTo("proposed_event");
		JsonNode proposal = reply.path("proposed_event");
		assertThat(proposal.path("action").asString()).isEqualTo("update");
		assertThat(proposal.path("event_id").asString()).isEqualTo(lunch);
		assertThat(proposal.path("event_version").asString()).isNotBlank();
		assertThat(proposal.path("title").asString()).isEqualTo("Lunch with Sam");
		assertThat(proposal.path("start_time").asString()).isEqualTo("2030-03-08T13:00:00Z");
		assertThat(proposal.path("end_time").asString()).isEqualTo("2030-03-08T14:00:00Z");
		assertThat(proposal.path("conflicts")).hasSize(1);
		assertThat(proposal.path("conflicts").get(0).path("id").asString()).isEqualTo(seminar);

		// Confirmed as it is, the move is a conflict, as PATCH would be; force keeps it.
		Response conflict = this.api.post("/api/assistant/confirm", proposal.toString());
		assertThat(conflict.status()).as(conflict.toString()).isEqualTo(409);
		assertThat(conflict.json().path("type").asString()).endsWith("/problems/scheduling-conflict");
		assertThat(conflict.json().path("conflicts").get(0).path("id").asString()).isEqualTo(seminar);
		assertThat(this.api.get("/api/events/" + lunch).text("start_time")).isEqualTo("2030-03-08T12:30:00Z");

		((ObjectNode) proposal).put("force", true);
		Response moved = this.api.post("/api/assistant/confirm", proposal.toString());
		assertThat(moved.status()).as(moved.toString()).isEqualTo(200);
		assertThat(moved.json().path("id").asString()).isEqualTo(lunch);
		assertThat(moved.json().path("start_time").asString()).isEqualTo("2030-03-08T13:00:00Z");
		assertThat(this.api.get("/api/events/" + lunch).text("start_time")).isEqualTo("2030-03-08T13:00:00Z");

		// The same proposal again: the event changed since it was made.
		Response stale = this.api.post("/api/assistant/confirm", proposal.toString());
		assertThat(stale.status()).as(stale.toString()).isEqualTo(409);
		assertThat(stale.json().path("type").asString()).endsWith("/problems/proposal-stale");
		assertThat(stale.json().path("event").path("start_time").asString()).isEqualTo("2030-03-08T13:00:00Z");
	}

	@Test
	void aProposalAboutAnEventThatChangedSinceChangesNothing() {
		String lunch = create("Lunch with Sam", "2030-03-08T12:30:00Z", "2030-03-08T13:30:00Z");
		JsonNode proposal = schedule("cancel lunch with sam").path("proposed_event");
		assertThat(proposal.path("action").asString()).isEqualTo("delete");
		assertThat(proposal.path("event_id").asString()).isEqualTo(lunch);

		this.api.patch("/api/events", json("{'id':'" + lunch + "','title':'Lunch with Sam and Jo'}"));

		Response stale = this.api.post("/api/assistant/confirm", proposal.toString());
		assertThat(stale.status()).as(stale.toString()).isEqualTo(409);
		assertThat(stale.json().path("type").asString()).endsWith("/problems/proposal-stale");
		assertThat(stale.json().path("event_id").asString()).isEqualTo(lunch);
		assertThat(this.api.get("/api/events/" + lunch).status()).isEqualTo(200);

		JsonNode fresh = schedule("cancel lunch with sam").path("proposed_event");
		Response deleted = this.api.post("/api/assistant/confirm", fresh.toString());
		assertThat(deleted.status()).as(deleted.toString()).isEqualTo(204);
		assertThat(deleted.body()).isEmpty();
		assertThat(this.api.get("/api/events/" + lunch).status()).isEqualTo(404);
		// Gone now: the same proposal names no event.
		assertThat(this.api.post("/api/assistant/confirm", fresh.toString()).status()).isEqualTo(404);
	}

	@Test
	void asksWhichWhenSeveralMatchAndSaysSoWhenNoneDoes() {
		create("Advisor meeting", "2030-03-11T15:00:00Z", "2030-03-11T16:00:00Z");
		create("Project meeting", "2030-03-12T11:00:00Z", "2030-03-12T12:00:00Z");

		JsonNode which = schedule("move my meeting to friday");
		assertThat(which.path("type").asString()).isEqualTo("confirmation");
		assertThat(which.path("message").asString()).startsWith("Which one do you mean")
			.contains("Advisor meeting")
			.contains("Project meeting");
		assertThat(which.has("proposed_event")).isFalse();

		JsonNode none = schedule("cancel my piano lesson");
		assertThat(none.path("type").asString()).isEqualTo("confirmation");
		assertThat(none.path("message").asString()).contains("couldn't find \"piano lesson\"");
	}

	@Test
	void theQuestionWhichTravelsAsTypedDataAndItsAnswerChoosesAmongItsCandidates() {
		String advisor = create("Advisor meeting", "2030-03-11T15:00:00Z", "2030-03-11T16:00:00Z");
		String project = create("Project meeting", "2030-03-12T11:00:00Z", "2030-03-12T12:00:00Z");

		JsonNode which = schedule("move my meeting to friday at 10");
		JsonNode pending = which.path("pending");
		assertThat(pending.path("kind").asString()).isEqualTo("which_event");
		assertThat(pending.path("request").asString()).isEqualTo("move my meeting to friday at 10");
		assertThat(pending.path("candidates").valueStream().map(JsonNode::asString)).containsExactly(advisor, project);

		// The answer is read by the question sent back, whatever the assistant's words
		// were.
		ObjectNode body = JSON.createObjectNode().put("message", "the second one");
		ArrayNode history = body.putArray("history");
		history.addObject().put("role", "user").put("content", "move my meeting to friday at 10");
		history.addObject().put("role", "assistant").put("content", "?").set("pending", pending);
		Response chosen = this.api.post("/api/assistant/schedule", body.toString());
		assertThat(chosen.status()).as(chosen.toString()).isEqualTo(200);
		assertThat(chosen.json().path("proposed_event").path("event_id").asString()).isEqualTo(project);
		assertThat(chosen.json().has("pending")).isFalse();

		// Only the candidates offered are chosen among.
		((ObjectNode) history.get(1).path("pending")).putArray("candidates").add(advisor);
		body.put("message", "the project one");
		JsonNode notOffered = this.api.post("/api/assistant/schedule", body.toString()).json();
		assertThat(notOffered.path("proposed_event").path("event_id").asString()).isNotEqualTo(project);

		// A proposal asks nothing.
		assertThat(schedule("move the advisor meeting to friday at 10").has("pending")).isFalse();
	}

	@Test
	void aTaskToBeRemindedOfIsAnEventWithAReminderAtItsStartAndAChangeKeepsReminders() {
		JsonNode proposal = schedule("remind me to call mom tomorrow at 6pm").path("proposed_event");
		assertThat(proposal.path("title").asString()).isEqualTo("Call mom");
		assertThat(proposal.path("reminders").toString())
			.isEqualTo("{\"use_default\":false,\"overrides\":[{\"method\":\"notification\",\"minutes_before\":0}]}");
		Response created = this.api.post("/api/assistant/confirm", proposal.toString());
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		String id = created.json().path("id").asString();
		assertThat(this.api.get("/api/events/" + id).json().path("reminders").toString())
			.isEqualTo(proposal.path("reminders").toString());
		// An ordinary proposal leaves the defaults.
		assertThat(schedule("lunch with jo tomorrow at 1pm").path("proposed_event").has("reminders")).isFalse();

		// A change through the assistant keeps the event's own reminders.
		JsonNode moved = schedule("move call mom to 7pm").path("proposed_event");
		assertThat(moved.path("event_id").asString()).isEqualTo(id);
		assertThat(this.api.post("/api/assistant/confirm", moved.toString()).status()).isEqualTo(200);
		JsonNode after = this.api.get("/api/events/" + id).json();
		assertThat(after.path("start_time").asString()).endsWith("T19:00:00Z");
		assertThat(after.path("reminders").toString()).isEqualTo(proposal.path("reminders").toString());
	}

	@Test
	void aPendingQuestionSentBackIsValidatedLikeTheRestOfTheHistory() {
		ObjectNode body = JSON.createObjectNode().put("message", "the second one");
		ArrayNode history = body.putArray("history");
		history.addObject().put("role", "user").put("content", "move my meeting");
		ObjectNode pending = history.addObject().put("role", "assistant").put("content", "?").putObject("pending");
		pending.put("kind", "which_colour").put("request", " ");
		ArrayNode candidates = pending.putArray("candidates");
		for (int i = 0; i < 21; i++) {
			candidates.add("e" + i);
		}
		Response refused = this.api.post("/api/assistant/schedule", body.toString());
		assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
		assertThat(refused.json().path("errors").valueStream().map((error) -> error.path("field").asString()))
			.containsExactly("history[1].pending.kind", "history[1].pending.request", "history[1].pending.candidates");
	}

	@Test
	void updatesAndDeletesNeedTheEventAndItsVersion() {
		String lunch = create("Lunch", "2030-03-08T12:30:00Z", "2030-03-08T13:30:00Z");
		Response noVersion = this.api.post("/api/assistant/confirm",
				json("{'action':'delete','event_id':'" + lunch + "'}"));
		assertThat(noVersion.status()).isEqualTo(400);
		assertThat(noVersion.json().path("errors").get(0).path("field").asString()).isEqualTo("event_version");
		Response noId = this.api.post("/api/assistant/confirm", json("{'action':'update','event_version':'1-1',"
				+ "'title':'Lunch','start_time':'2030-03-08T12:30:00Z','end_time':'2030-03-08T13:30:00Z'}"));
		assertThat(noId.status()).isEqualTo(400);
		assertThat(noId.json().path("errors").get(0).path("field").asString()).isEqualTo("event_id");
		Response badAction = this.api.post("/api/assistant/confirm", json("{'action':'merge','title':'Lunch',"
				+ "'start_time':'2030-03-08T12:30:00Z','end_time':'2030-03-08T13:30:00Z'}"));
		assertThat(badAction.status()).isEqualTo(400);
		assertThat(badAction.json().path("errors").get(0).path("field").asString()).isEqualTo("action");
		Response idOnCreate = this.api.post("/api/assistant/confirm", json("{'event_id':'" + lunch
				+ "','title':'Lunch','start_time':'2030-03-08T12:30:00Z','end_time':'2030-03-08T13:30:00Z'}"));
		assertThat(idOnCreate.status()).isEqualTo(400);
		Response otherUsers = this.api.as(this.users.create().key())
			.post("/api/assistant/confirm",
					json("{'action':'delete','event_id':'" + lunch + "','event_version':'0-0'}"));
		assertThat(otherUsers.status()).isEqualTo(404);
		assertThat(this.api.get("/api/events/" + lunch).status()).isEqualTo(200);
	}

	/** Ask with a history of text only: what a client that keeps no proposals sends. */
	private JsonNode schedule(String message, String... texts) {
		ObjectNode body = JSON.createObjectNode().put("message", message);
		ArrayNode history = body.putArray("history");
		for (int k = 0; k < texts.length; k++) {
			history.addObject().put("role", (k % 2 == 0) ? "user" : "assistant").put("content", texts[k]);
		}
		Response answer = this.api.post("/api/assistant/schedule", body.toString());
		assertThat(answer.status()).as(answer.toString()).isEqualTo(200);
		return answer.json();
	}

	private List<String> yogaStarts() {
		JsonNode events = this.api.get("/api/events?start=2030-03-06T00:00:00Z&end=2030-04-01T00:00:00Z")
			.json()
			.path("events");
		return events.valueStream()
			.filter((event) -> event.path("title").asString().startsWith("Yoga"))
			.map((event) -> event.path("start_time").asString())
			.toList();
	}

	@Test
	void aOneOffMadeToRepeatBecomesASeriesFromItsOwnDay() {
		String yoga = create("Yoga", "2030-03-07T18:00:00Z", "2030-03-07T19:00:00Z");

		JsonNode proposal = schedule("make yoga weekly").path("proposed_event");

		assertThat(proposal.path("action").asString()).isEqualTo("update");
		assertThat(proposal.path("event_id").asString()).isEqualTo(yoga);
		assertThat(proposal.path("recurrence").get(0).asString()).isEqualTo("RRULE:FREQ=WEEKLY;BYDAY=TH");
		Response confirmed = this.api.post("/api/assistant/confirm", proposal.toString());
		assertThat(confirmed.status()).as(confirmed.toString()).isEqualTo(200);
		assertThat(yogaStarts()).containsExactly("2030-03-07T18:00:00Z", "2030-03-14T18:00:00Z", "2030-03-21T18:00:00Z",
				"2030-03-28T18:00:00Z");
		// a series repeats already: said so, nothing proposed
		assertThat(schedule("make yoga weekly").path("type").asString()).isEqualTo("confirmation");
	}

	@Test
	void aSeriesEndedAfterADayStopsThere() {
		create("Yoga", "2030-03-07T18:00:00Z", "2030-03-07T19:00:00Z");
		JsonNode weekly = schedule("make yoga weekly").path("proposed_event");
		assertThat(this.api.post("/api/assistant/confirm", weekly.toString()).status()).isEqualTo(200);

		JsonNode ended = schedule("stop yoga after march 14").path("proposed_event");

		assertThat(ended.path("action").asString()).isEqualTo("update");
		assertThat(ended.path("recurrence").get(0).asString())
			.isEqualTo("RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20300314T235959Z");
		Response confirmed = this.api.post("/api/assistant/confirm", ended.toString());
		assertThat(confirmed.status()).as(confirmed.toString()).isEqualTo(200);
		assertThat(yogaStarts()).containsExactly("2030-03-07T18:00:00Z", "2030-03-14T18:00:00Z");
	}

	@Test
	void aRepeatingProposalBecomesASeriesWhoseOccurrencesAndWholeTheAssistantChanges() {
		JsonNode proposal = schedule("yoga every tuesday at 6pm").path("proposed_event");
		assertThat(proposal.path("recurrence").get(0).asString()).isEqualTo("RRULE:FREQ=WEEKLY;BYDAY=TU");
		assertThat(proposal.path("timezone").asString()).isEqualTo("UTC");
		Response created = this.api.post("/api/assistant/confirm", proposal.toString());
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		String series = created.json().path("id").asString();
		assertThat(created.json().path("recurrence").get(0).asString()).isEqualTo("RRULE:FREQ=WEEKLY;BYDAY=TU");
		assertThat(yogaStarts()).containsExactly("2030-03-12T18:00:00Z", "2030-03-19T18:00:00Z",
				"2030-03-26T18:00:00Z");

		// Nothing said about which: the assistant asks.
		JsonNode which = schedule("cancel yoga");
		assertThat(which.path("type").asString()).isEqualTo("confirmation");
		assertThat(which.path("message").asString()).contains("all of them");

		// One occurrence, named by its day.
		JsonNode skip = schedule("skip yoga on the 19th").path("proposed_event");
		assertThat(skip.path("action").asString()).isEqualTo("delete");
		assertThat(skip.path("event_id").asString()).isEqualTo(series + "_20300319T180000Z");
		assertThat(this.api.post("/api/assistant/confirm", skip.toString()).status()).isEqualTo(204);
		assertThat(yogaStarts()).containsExactly("2030-03-12T18:00:00Z", "2030-03-26T18:00:00Z");

		// The whole series, after the question, with a history of text only.
		JsonNode all = schedule("all of them", "move yoga to 7pm",
				schedule("move yoga to 7pm").path("message").asString())
			.path("proposed_event");
		assertThat(all.path("action").asString()).isEqualTo("update");
		assertThat(all.path("event_id").asString()).isEqualTo(series);
		Response moved = this.api.post("/api/assistant/confirm", all.toString());
		assertThat(moved.status()).as(moved.toString()).isEqualTo(200);
		assertThat(yogaStarts()).containsExactly("2030-03-12T19:00:00Z", "2030-03-26T19:00:00Z");

		JsonNode gone = schedule("delete all my yoga sessions").path("proposed_event");
		assertThat(gone.path("event_id").asString()).isEqualTo(series);
		assertThat(this.api.post("/api/assistant/confirm", gone.toString()).status()).isEqualTo(204);
		assertThat(yogaStarts()).isEmpty();
	}

	@Test
	void badEventIdsAndZonesAreNamed() {
		String lunch = create("Lunch", "2030-03-08T12:30:00Z", "2030-03-08T13:30:00Z");
		Response noSuchOccurrence = this.api.post("/api/assistant/confirm",
				json("{'action':'delete','event_id':'" + lunch + "_20300308T123000Z','event_version':'1-1'}"));
		assertThat(noSuchOccurrence.status()).as(noSuchOccurrence.toString()).isEqualTo(404);
		assertThat(this.api.get("/api/events/" + lunch).status()).isEqualTo(200);

		Response badZone = this.api.post("/api/assistant/confirm", json("{'title':'Lunch','timezone':'Mars/Olympus',"
				+ "'start_time':'2030-03-09T12:30:00Z','end_time':'2030-03-09T13:30:00Z'}"));
		assertThat(badZone.status()).isEqualTo(400);
		assertThat(badZone.json().path("errors").get(0).path("field").asString()).isEqualTo("timezone");
		Response badId = this.api.post("/api/assistant/confirm",
				json("{'action':'delete','event_id':'" + lunch + "_tomorrow','event_version':'1-1'}"));
		assertThat(badId.status()).isEqualTo(400);
		assertThat(badId.json().path("errors").get(0).path("field").asString()).isEqualTo("event_id");
	}

	@Test
	void aFollowUpWorksWithAHistoryOfTextOnly() {
		Response answer = this.api.post("/api/assistant/schedule", json("{'message':'make it 4pm instead','history':["
				+ "{'role':'user','content':'Lunch with Sam tomorrow at 12:30 for an hour at Cafe Nero'},"
				+ "{'role':'assistant','content':'Lunch with Sam tomorrow, 12:30 PM to 1:30 PM. Confirm it.'}]}"));
		assertThat(answer.status()).as(answer.toString()).isEqualTo(200);
		JsonNode proposal = answer.json().path("proposed_event");
		assertThat(proposal.path("title").asString()).isEqualTo("Lunch with Sam");
		assertThat(proposal.path("location").asString()).isEqualTo("Cafe Nero");
		assertThat(proposal.path("start_time").asString()).isEqualTo("2030-03-07T16:00:00Z");
		assertThat(proposal.path("end_time").asString()).isEqualTo("2030-03-07T17:00:00Z");
	}

}
