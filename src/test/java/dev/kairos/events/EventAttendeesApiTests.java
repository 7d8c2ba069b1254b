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
 * The {@code attendees} of events over HTTP: set on create and PATCH, stored, listed,
 * refused.
 */
@IntegrationTest
class EventAttendeesApiTests {

	private static final String BASE = "{'title':'X','start_time':'2031-03-04T10:00:00Z','end_time':'2031-03-04T11:00:00Z',"
			+ "'attendees':%s}";

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
	void attendeesAreStoredListedAndReplacedByAPatch() {
		JsonNode plain = created(
				"{'title':'Plain','start_time':'2031-03-04T08:00:00Z','end_time':'2031-03-04T09:00:00Z'}");
		assertThat(plain.path("attendees").toString()).isEqualTo("[]");
		JsonNode event = created(
				BASE.formatted("[{'name':' Ada Lovelace ','email':'ada@example.com','status':'accepted'},"
						+ "{'email':'grace@example.org'}]"));
		String expected = "[{\"name\":\"Ada Lovelace\",\"email\":\"ada@example.com\",\"status\":\"accepted\"},"
				+ "{\"name\":null,\"email\":\"grace@example.org\",\"status\":\"needs-action\"}]";
		assertThat(event.path("attendees").toString()).isEqualTo(expected);
		String id = event.path("id").asString();
		assertThat(this.api.get("/api/events/" + id).json().path("attendees").toString()).isEqualTo(expected);
		JsonNode listed = this.api.get("/api/events?start=2031-03-04T00:00:00Z&end=2031-03-05T00:00:00Z").json();
		assertThat(listed.path("events").get(1).path("attendees").toString()).isEqualTo(expected);
		// Left out: kept (a move keeps them too); named: replaced; null: nobody.
		assertThat(patched(
				"{'id':'%s','start_time':'2031-03-04T12:00:00Z','end_time':'2031-03-04T13:00:00Z'}".formatted(id))
			.path("attendees")
			.toString()).isEqualTo(expected);
		assertThat(patched("{'id':'%s','attendees':[{'email':'ada@example.com','status':'DECLINED'}]}".formatted(id))
			.path("attendees")
			.toString()).isEqualTo("[{\"name\":null,\"email\":\"ada@example.com\",\"status\":\"declined\"}]");
		assertThat(patched("{'id':'%s','attendees':null}".formatted(id)).path("attendees").toString()).isEqualTo("[]");
		assertThat(this.api.get("/api/events/" + id).json().path("attendees").toString()).isEqualTo("[]");
	}

	@Test
	void badAttendeesAreRefusedNamingTheField() {
		assertThat(fields(this.api.post("/api/events/create",
				json(BASE.formatted("[{'email':'not an address'},{'name':'B','email':'b@example.com','status':'maybe'},"
						+ "{'name':'C'},{'email':'B@EXAMPLE.COM'}]")))))
			.containsExactly("attendees[0].email", "attendees[1].status", "attendees[2].email", "attendees[3].email");
		assertThat(fields(this.api.post("/api/events/create",
				json(BASE.formatted("[{'name':'" + "n".repeat(201) + "','email':'a@example.com'}]")))))
			.containsExactly("attendees[0].name");
		StringBuilder many = new StringBuilder();
		for (int i = 0; i <= Attendee.MAX_PER_EVENT; i++) {
			many.append((i > 0) ? "," : "").append("{'email':'p").append(i).append("@example.com'}");
		}
		assertThat(fields(this.api.post("/api/events/create", json(BASE.formatted("[" + many + "]")))))
			.containsExactly("attendees");
		// Unknown members are refused, as everywhere.
		assertThat(
				this.api.post("/api/events/create", json(BASE.formatted("[{'email':'a@example.com','role':'chair'}]")))
					.status())
			.isEqualTo(400);
		// A series has no attendees yet.
		assertThat(fields(this.api.post("/api/events/create",
				json("{'title':'S','start_time':'2031-03-04T10:00:00Z','end_time':'2031-03-04T11:00:00Z',"
						+ "'recurrence':['RRULE:FREQ=DAILY;COUNT=3'],'attendees':[{'email':'a@example.com'}]}"))))
			.containsExactly("attendees");
		JsonNode event = created(BASE.formatted("[{'email':'a@example.com'}]"));
		assertThat(fields(this.api.patch("/api/events",
				json("{'id':'%s','attendees':[{'email':'x'}]}".formatted(event.path("id").asString())))))
			.containsExactly("attendees[0].email");
	}

}
