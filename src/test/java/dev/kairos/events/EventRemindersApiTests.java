package dev.kairos.events;

import java.util.ArrayList;
import java.util.List;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The {@code reminders} of events, series and single occurrences over HTTP, and the
 * default reminders in the settings.
 */
@IntegrationTest
class EventRemindersApiTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	private Api api;

	@BeforeEach
	void signIn() {
		this.api = new Api(this.port, this.users.create().key());
	}

	private JsonNode created(String singleQuoted) {
		Response response = this.api.post("/api/events/create", json(singleQuoted));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.json();
	}

	private JsonNode patched(String singleQuoted) {
		Response response = this.api.patch("/api/events", json(singleQuoted));
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

	private static List<String> fields(Response response) {
		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		List<String> fields = new ArrayList<>();
		response.json().path("errors").forEach((error) -> fields.add(error.path("field").asString()));
		return fields;
	}

	@Test
	void anEventUsesTheDefaultsUnlessItHasItsOwn() {
		JsonNode plain = created(
				"{'title':'Plain','start_time':'2031-03-04T10:00:00Z','end_time':'2031-03-04T11:00:00Z'}");
		assertThat(plain.path("reminders").toString()).isEqualTo("{\"use_default\":true}");
		JsonNode own = created("{'title':'Own','start_time':'2031-03-05T10:00:00Z','end_time':'2031-03-05T11:00:00Z',"
				+ "'reminders':{'use_default':false,'overrides':[{'method':'email','minutes_before':30},"
				+ "{'method':'notification','minutes_before':0}]}}");
		assertThat(own.path("reminders").toString()).isEqualTo("{\"use_default\":false,\"overrides\":["
				+ "{\"method\":\"email\",\"minutes_before\":30},{\"method\":\"notification\",\"minutes_before\":0}]}");
		String id = own.path("id").asString();
		assertThat(this.api.get("/api/events/" + id).json().path("reminders")).isEqualTo(own.path("reminders"));
		// A PATCH that leaves reminders out keeps them; one that names them replaces
		// them.
		assertThat(patched("{'id':'%s','title':'Renamed'}".formatted(id)).path("reminders"))
			.isEqualTo(own.path("reminders"));
		assertThat(
				patched("{'id':'%s','reminders':{'use_default':false,'overrides':[]}}".formatted(id)).path("reminders")
					.toString())
			.isEqualTo("{\"use_default\":false,\"overrides\":[]}");
		assertThat(patched("{'id':'%s','reminders':{'use_default':true}}".formatted(id)).path("reminders").toString())
			.isEqualTo("{\"use_default\":true}");
	}

	@Test
	void badRemindersAreRefusedNamingTheField() {
		String base = "{'title':'X','start_time':'2031-03-04T10:00:00Z','end_time':'2031-03-04T11:00:00Z','reminders':%s}";
		assertThat(fields(this.api.post("/api/events/create", json(base.formatted(
				"{'use_default':false,'overrides':[{'method':'sms','minutes_before':10},{'method':'email','minutes_before':40321}]}")))))
			.containsExactly("reminders.overrides[0].method", "reminders.overrides[1].minutes_before");
		assertThat(fields(this.api.post("/api/events/create",
				json(base.formatted("{'use_default':false,'overrides':[{'method':'email','minutes_before':-1}]}")))))
			.containsExactly("reminders.overrides[0].minutes_before");
		StringBuilder six = new StringBuilder();
		for (int i = 0; i < 6; i++) {
			six.append((i > 0) ? "," : "").append("{'method':'email','minutes_before':").append(i).append('}');
		}
		assertThat(fields(this.api.post("/api/events/create",
				json(base.formatted("{'use_default':false,'overrides':[" + six + "]}")))))
			.containsExactly("reminders.overrides");
		assertThat(fields(this.api.post("/api/events/create", json(base.formatted(
				"{'use_default':false,'overrides':[{'method':'email','minutes_before':5},{'method':'email','minutes_before':5}]}")))))
			.containsExactly("reminders.overrides[1]");
		assertThat(fields(this.api.post("/api/events/create",
				json(base.formatted("{'use_default':true,'overrides':[{'method':'email','minutes_before':5}]}")))))
			.containsExactly("reminders.overrides");
		assertThat(fields(this.api.post("/api/events/create",
				json(base.formatted("{'use_default':false,'overrides':[{'method':'email'}]}")))))
			.containsExactly("reminders.overrides[0].minutes_before");
		JsonNode event = created("{'title':'Y','start_time':'2031-03-04T12:00:00Z','end_time':'2031-03-04T13:00:00Z'}");
		assertThat(fields(this.api.patch("/api/events", json(
				"{'id':'%s','reminders':{'use_default':false,'overrides':[{'method':'pigeon','minutes_before':5}]}}"
					.formatted(event.path("id").asString())))))
			.containsExactly("reminders.overrides[0].method");
		// An unknown member of a reminder is refused (not a 500).
		assertThat(this.api
			.post("/api/events/create",
					json(base.formatted(
							"{'use_default':false,'overrides':[{'method':'email','minutes_before':5,'when':'soon'}]}")))
			.status()).isEqualTo(400);
	}

	@Test
	void anOccurrenceMayDifferFromItsSeries() {
		JsonNode series = created(
				"{'title':'Standup','start_time':'2031-03-03T09:00:00','end_time':'2031-03-03T09:15:00',"
						+ "'timezone':'Europe/Berlin','recurrence':['RRULE:FREQ=DAILY;COUNT=5'],"
						+ "'reminders':{'use_default':false,'overrides':[{'method':'notification','minutes_before':5}]}}");
		String seriesReminders = series.path("reminders").toString();
		assertThat(seriesReminders).contains("\"minutes_before\":5");
		List<JsonNode> instances = new ArrayList<>();
		this.api.get("/api/events?start=2031-03-01T00:00:00Z&end=2031-03-10T00:00:00Z")
			.json()
			.path("events")
			.forEach(instances::add);
		assertThat(instances).hasSize(5)
			.allSatisfy((instance) -> assertThat(instance.path("reminders").toString()).isEqualTo(seriesReminders));
		String second = instances.get(1).path("id").asString();
		JsonNode changed = patched(
				"{'id':'%s','reminders':{'use_default':false,'overrides':[{'method':'email','minutes_before':60}]}}"
					.formatted(second));
		assertThat(changed.path("reminders").toString()).contains("\"email\"");
		assertThat(this.api.get("/api/events/" + second).json().path("reminders")).isEqualTo(changed.path("reminders"));
		// The series changes: the other occurrences follow it, the changed one keeps its
		// own.
		patched("{'id':'%s','reminders':{'use_default':true}}".formatted(series.path("id").asString()));
		List<String> after = new ArrayList<>();
		this.api.get("/api/events?start=2031-03-01T00:00:00Z&end=2031-03-10T00:00:00Z")
			.json()
			.path("events")
			.forEach((instance) -> after.add(instance.path("reminders").toString()));
		assertThat(after).containsExactly("{\"use_default\":true}", changed.path("reminders").toString(),
				"{\"use_default\":true}", "{\"use_default\":true}", "{\"use_default\":true}");
		// Back to the series' reminders: the occurrence is plain again.
		JsonNode plain = patched("{'id':'%s','reminders':{'use_default':true}}".formatted(second));
		assertThat(plain.path("reminders").toString()).isEqualTo("{\"use_default\":true}");
	}

	@Test
	void settingsHoldTheDefaultAndAssignmentReminders() {
		JsonNode settings = this.api.get("/api/settings").json();
		assertThat(settings.path("default_reminders").toString())
			.isEqualTo("[{\"method\":\"notification\",\"minutes_before\":10}]");
		assertThat(settings.path("assignment_reminders").toString())
			.isEqualTo("[{\"method\":\"notification\",\"minutes_before\":1440}]");
		Response changed = this.api.patch("/api/settings", json(
				"{'default_reminders':[{'method':'email','minutes_before':15},{'method':'notification','minutes_before':0}],"
						+ "'assignment_reminders':[]}"));
		assertThat(changed.status()).as(changed.toString()).isEqualTo(200);
		assertThat(this.api.get("/api/settings").json().path("default_reminders").toString()).isEqualTo(
				"[{\"method\":\"email\",\"minutes_before\":15},{\"method\":\"notification\",\"minutes_before\":0}]");
		assertThat(this.api.get("/api/settings").json().path("assignment_reminders").toString()).isEqualTo("[]");
		assertThat(fields(
				this.api.patch("/api/settings", json("{'default_reminders':[{'method':'fax','minutes_before':15}]}"))))
			.containsExactly("default_reminders[0].method");
		assertThat(fields(this.api.patch("/api/settings", json("{'assignment_reminders':null}"))))
			.containsExactly("assignment_reminders");
	}

}
