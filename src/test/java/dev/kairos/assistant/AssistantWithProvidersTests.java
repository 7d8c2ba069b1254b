package dev.kairos.assistant;

import dev.kairos.providers.Provider;
import dev.kairos.security.TestUsers;
import dev.kairos.test.Api.Response;
import dev.kairos.test.Api;
import dev.kairos.test.IntegrationTest;
import dev.kairos.test.ProviderFakes;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ContextConfiguration;
import org.springframework.test.context.TestPropertySource;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.kairos.test.Api.json;
import static dev.kairos.test.ProviderFakes.server;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The assistant with connected providers: study plans for the assignments synced from
 * Canvas, busy Google time avoided, and e-mail drafts that name the connected mail
 * provider and send as they are. Wednesday 2030-03-06 15:30 UTC.
 */
@IntegrationTest
@ContextConfiguration(initializers = ProviderFakes.Initializer.class)
@TestPropertySource(properties = "kairos.clock.fixed=2030-03-06T15:30:00Z")
class AssistantWithProvidersTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	private Api api;

	@BeforeEach
	void signIn() {
		ProviderFakes.reset();
		this.api = new Api(this.port, this.users.create().key());
	}

	private JsonNode schedule(String message) {
		Response response = this.api.post("/api/assistant/schedule",
				json("{'message':'%s','history':[]}".formatted(message.replace("'", "\\u0027"))));
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

	private void syncCanvasAssignments() {
		server.stubFor(get(urlPathEqualTo("/api/v1/users/self")).withHeader("Authorization", equalTo("Bearer pat"))
			.willReturn(okJson("{\"id\":42,\"name\":\"Jimi Student\"}")));
		assertThat(this.api.post("/api/connections/canvas", json("{'access_token':'pat'}")).status()).isEqualTo(200);
		server.stubFor(get(urlPathEqualTo("/api/v1/users/self/courses"))
			.willReturn(okJson("[{\"id\":1234,\"name\":\"CS 225: Data Structures\",\"course_code\":\"CS 225\"}]")));
		server.stubFor(get(urlPathEqualTo("/api/v1/courses/1234/assignments")).willReturn(okJson("""
				[{"id":98765,"name":"MP4: Trees","due_at":"2030-03-12T05:59:59Z","course_id":1234,
				  "html_url":"https://canvas.example.edu/courses/1234/assignments/98765",
				  "submission":{"workflow_state":"unsubmitted","submitted_at":null}},
				 {"id":98766,"name":"Quiz 3","due_at":"2030-03-10T05:59:59Z","course_id":1234,
				  "submission":{"workflow_state":"graded","submitted_at":"2030-03-01T10:00:00Z"}}]""")));
		assertThat(this.api.post("/api/unified/sync", json("{'provider':'canvas'}")).status()).isEqualTo(200);
	}

	@Test
	void plansStudyForTheSyncedAssignmentsStillToSubmit() {
		syncCanvasAssignments();

		JsonNode reply = schedule("help me plan study time for my assignments");

		assertThat(reply.path("type").asString()).isEqualTo("study_plan");
		JsonNode plan = reply.path("study_plan");
		assertThat(plan.path("assignments")).hasSize(1);
		JsonNode assignment = plan.path("assignments").get(0);
		assertThat(assignment.path("title").asString()).isEqualTo("MP4: Trees");
		assertThat(assignment.path("course").asString()).isEqualTo("CS 225: Data Structures");
		assertThat(assignment.path("due_at").asString()).isEqualTo("2030-03-12T05:59:59Z");
		assertThat(plan.path("sessions")).isNotEmpty();
		for (JsonNode session : plan.path("sessions")) {
			assertThat(session.path("start_time").asString()).isGreaterThanOrEqualTo("2030-03-06T15:30:00Z");
			assertThat(session.path("end_time").asString()).isLessThanOrEqualTo("2030-03-12T05:59:59Z");
		}

		JsonNode named = schedule("plan study for MP4");
		assertThat(named.path("type").asString()).isEqualTo("study_plan");
		assertThat(named.path("study_plan").path("assignments").get(0).path("title").asString())
			.isEqualTo("MP4: Trees");
	}

	@Test
	void draftsNameTheConnectedMailProviderAndSendAsTheyAre() {
		ProviderFakes.stubToken("/token", "authorization_code",
				"""
						{"access_token":"google-access-1","expires_in":3599,"refresh_token":"google-refresh-1",
						 "scope":"https://www.googleapis.com/auth/calendar.readonly openid https://www.googleapis.com/auth/gmail.send",
						 "token_type":"Bearer","id_token":"%s"}"""
					.formatted(ProviderFakes.idToken("student@example.com", "Sam")));
		ProviderFakes.connect(this.api, this.port, Provider.GOOGLE);
		server.stubFor(post(urlPathEqualTo("/gmail/v1/users/me/messages/send"))
			.willReturn(okJson("{\"id\":\"18e0f5b7c2a9d3e1\",\"threadId\":\"t\",\"labelIds\":[\"SENT\"]}")));

		JsonNode reply = schedule("email sam@example.com that I will be 10 minutes late");

		JsonNode draft = reply.path("email_draft");
		assertThat(draft.path("provider").asString()).isEqualTo("google");
		Response sent = this.api.post("/api/mail/send", draft.toString());
		assertThat(sent.status()).as(sent.toString()).isEqualTo(202);
		server.verify(1, postRequestedFor(urlPathEqualTo("/gmail/v1/users/me/messages/send")));
	}

}
