package dev.kairos.sync;

import java.util.ArrayList;
import java.util.List;

import com.github.tomakehurst.wiremock.stubbing.Scenario;
import dev.kairos.providers.Provider;
import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import dev.kairos.test.ProviderFakes;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ContextConfiguration;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.absent;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.kairos.test.Api.json;
import static dev.kairos.test.ProviderFakes.server;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Canvas assignments against a fake of the courses and assignments APIs: Link-header
 * paging, restricted course stubs, courses without access, throttling, and a revoked
 * refresh token.
 */
@IntegrationTest
@ContextConfiguration(initializers = ProviderFakes.Initializer.class)
class CanvasSyncTests {

	private static final String COURSES = "/api/v1/users/self/courses";

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

	static String assignment(long id, long course, String name, String dueAt, String submission) {
		return """
				{"id":%d,"name":"%s","description":"<p>Implement it.</p>","created_at":"2030-02-01T17:00:00Z",
				 "updated_at":"2030-02-28T20:15:03Z","due_at":%s,"lock_at":null,"unlock_at":null,"points_possible":100.0,
				 "grading_type":"points","submission_types":["online_upload"],"course_id":%d,
				 "html_url":"%s/courses/%d/assignments/%d","published":true,"has_submitted_submissions":true%s}"""
			.formatted(id, name, (dueAt != null) ? "\"" + dueAt + "\"" : "null", course, ProviderFakes.baseUrl(),
					course, id, submission);
	}

	static String submission(String state) {
		return ",\"submission\":{\"id\":5550001,\"user_id\":42,\"submitted_at\":%s,\"workflow_state\":\"%s\"}"
			.formatted(state.equals("unsubmitted") ? "null" : "\"2030-03-01T10:00:00Z\"", state);
	}

	private void stubCourses(String... courses) {
		server.stubFor(get(urlPathEqualTo(COURSES)).withQueryParam("enrollment_state", equalTo("active"))
			.willReturn(okJson("[" + String.join(",", courses) + "]").withHeader("X-Request-Cost", "0.021")));
	}

	static String course(long id, String name) {
		return """
				{"id":%d,"name":"%s","course_code":"CS %d","workflow_state":"available","enrollment_term_id":77,
				 "time_zone":"America/Chicago","enrollments":[{"type":"student","role":"StudentEnrollment","enrollment_state":"active"}]}"""
			.formatted(id, name, id);
	}

	/**
	 * Two pages; the second comes through a lowercase {@code link} header, as Canvas may
	 * send it.
	 */
	private void stubAssignmentsOf1234() {
		String base = ProviderFakes.baseUrl() + "/api/v1/courses/1234/assignments";
		server.stubFor(get(urlPathEqualTo("/api/v1/courses/1234/assignments")).withQueryParam("page", absent())
			.willReturn(okJson(
					"[" + assignment(98765, 1234, "MP4: Trees", "2030-03-08T05:59:59Z", submission("unsubmitted")) + ","
							+ assignment(98766, 1234, "Participation", null, "") + "]")
				.withHeader("link", "<" + base + "?page=1&per_page=100>; rel=\"current\", <" + base
						+ "?page=2&per_page=100>; rel=\"next\", <" + base + "?page=1&per_page=100>; rel=\"first\"")));
		server.stubFor(get(urlPathEqualTo("/api/v1/courses/1234/assignments")).withQueryParam("page", equalTo("2"))
			.willReturn(okJson(
					"[" + assignment(98770, 1234, "MP5: Graphs", "2030-03-22T05:59:59Z", submission("submitted")) + "]")
				.withHeader("Link", "<" + base + "?page=2&per_page=100>; rel=\"current\"")));
	}

	private Response sync() {
		return this.api.post("/api/unified/sync", json("{'provider':'canvas'}"));
	}

	private List<String> titles() {
		List<String> titles = new ArrayList<>();
		this.api.get("/api/unified/events?source=canvas&start=2030-01-01T00:00:00Z&end=2030-12-31T00:00:00Z")
			.json()
			.path("events")
			.forEach((event) -> titles.add(event.path("title").asString()));
		return titles;
	}

	private void connectWithPersonalToken() {
		server.stubFor(get(urlPathEqualTo("/api/v1/users/self")).withHeader("Authorization", equalTo("Bearer good-pat"))
			.willReturn(okJson("{\"id\":42,\"name\":\"Jimi Student\",\"primary_email\":\"jimi@example.edu\"}")));
		Response connected = this.api.post("/api/connections/canvas", json("{'access_token':'good-pat'}"));
		assertThat(connected.status()).as(connected.toString()).isEqualTo(200);
	}

	@Test
	void syncsAssignmentsWithDueDatesAcrossPages() {
		connectWithPersonalToken();
		stubCourses(course(1234, "CS 225: Data Structures"), "{\"id\":5678,\"access_restricted_by_date\":true}");
		stubAssignmentsOf1234();

		Response result = sync();

		assertThat(result.status()).as(result.toString()).isEqualTo(200);
		assertThat(result.json().path("created").asInt()).isEqualTo(2);
		assertThat(titles()).containsExactly("MP4: Trees", "MP5: Graphs");
		JsonNode mp4 = this.api.get(
				"/api/unified/events?source=canvas&source_type=assignment&start=2030-03-08T00:00:00Z&end=2030-03-09T00:00:00Z")
			.json()
			.path("events")
			.get(0);
		assertThat(mp4.path("source_type").asString()).isEqualTo("assignment");
		assertThat(mp4.path("start_time").asString()).isEqualTo("2030-03-08T05:59:59Z");
		assertThat(mp4.path("end_time").asString()).isEqualTo("2030-03-08T05:59:59Z");
		assertThat(mp4.path("course").asString()).isEqualTo("CS 225: Data Structures");
		assertThat(mp4.path("url").asString()).endsWith("/courses/1234/assignments/98765");
		assertThat(mp4.path("external_id").asString()).isEqualTo("assignment-98765");
		// Assignments never block the calendar.
		assertThat(this.api
			.post("/api/events/create", json(
					"{'title':'Late study','start_time':'2030-03-08T05:30:00Z','end_time':'2030-03-08T06:30:00Z'}"))
			.status()).isEqualTo(201);
	}

	@Test
	void aCourseWithoutAccessKeepsItsAssignmentsAndADroppedCourseLosesThem() {
		connectWithPersonalToken();
		stubCourses(course(1234, "CS 225"), course(999, "PHYS 211"));
		stubAssignmentsOf1234();
		server.stubFor(get(urlPathEqualTo("/api/v1/courses/999/assignments"))
			.willReturn(okJson("[" + assignment(5001, 999, "Lab 1", "2030-03-10T05:59:59Z", "") + "]")));
		sync();
		assertThat(titles()).containsExactly("MP4: Trees", "Lab 1", "MP5: Graphs");

		// PHYS 211 now refuses access (Canvas uses 401 without WWW-Authenticate for
		// that): keep its data.
		server.stubFor(get(urlPathEqualTo("/api/v1/courses/999/assignments")).willReturn(aResponse().withStatus(401)
			.withHeader("Content-Type", "application/json")
			.withBody(
					"{\"status\":\"unauthorized\",\"errors\":[{\"message\":\"user not authorized to perform that action\"}]}")));
		assertThat(sync().status()).isEqualTo(200);
		assertThat(titles()).containsExactly("MP4: Trees", "Lab 1", "MP5: Graphs");

		// The student dropped PHYS 211, and MP5 was deleted from CS 225.
		stubCourses(course(1234, "CS 225"));
		server.stubFor(get(urlPathEqualTo("/api/v1/courses/1234/assignments")).atPriority(1)
			.willReturn(okJson("[" + assignment(98765, 1234, "MP4: Trees", "2030-03-08T05:59:59Z", "") + "]")));
		Response result = sync();
		assertThat(result.json().path("deleted").asInt()).isEqualTo(2);
		assertThat(titles()).containsExactly("MP4: Trees");
	}

	@Test
	void throttlingIsRetried() {
		connectWithPersonalToken();
		server.stubFor(get(urlPathEqualTo(COURSES)).inScenario("throttle")
			.whenScenarioStateIs(Scenario.STARTED)
			.willReturn(aResponse().withStatus(403)
				.withHeader("Content-Type", "text/plain; charset=utf-8")
				.withHeader("X-Rate-Limit-Remaining", "0.0")
				.withBody("403 Forbidden (Rate Limit Exceeded)\n"))
			.willSetStateTo("calm"));
		server.stubFor(get(urlPathEqualTo(COURSES)).inScenario("throttle")
			.whenScenarioStateIs("calm")
			.willReturn(okJson("[" + course(1234, "CS 225") + "]")));
		stubAssignmentsOf1234();

		assertThat(sync().status()).isEqualTo(200);
		assertThat(titles()).containsExactly("MP4: Trees", "MP5: Graphs");
	}

	@Test
	void anInvalidPersonalTokenIsRefusedAndNothingIsStored() {
		server.stubFor(get(urlPathEqualTo("/api/v1/users/self")).willReturn(aResponse().withStatus(401)
			.withHeader("WWW-Authenticate", "Bearer realm=\"canvas-lms\"")
			.withHeader("Content-Type", "application/json")
			.withBody("{\"errors\":[{\"message\":\"Invalid access token.\"}]}")));

		Response refused = this.api.post("/api/connections/canvas", json("{'access_token':'bad-pat'}"));

		assertThat(refused.status()).isEqualTo(400);
		assertThat(refused.text("type")).endsWith("/problems/authorization-refused");
		assertThat(sync().status()).isEqualTo(409);
		assertThat(this.api.post("/api/connections/canvas", json("{'access_token':''}")).status()).isEqualTo(400);
		assertThat(this.api.post("/api/connections/canvas", json("{'token':'x'}")).status()).isEqualTo(400);
	}

	@Test
	void aPersonalTokenThatCannotBeAHeaderIsRefusedBeforeCanvasIsAsked() {
		for (String token : List.of("good\\r\\nX-Evil: 1", "good\\u0000pat", "good😀pat", "good pat")) {
			Response refused = this.api.post("/api/connections/canvas", "{\"access_token\":\"" + token + "\"}");
			assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
		}
		assertThat(this.api.post("/api/connections/canvas", json("{'access_token':'good\\r\\npat'}")).text("type"))
			.endsWith("/problems/invalid-request");
		assertThat(server.getAllServeEvents())
			.noneMatch((event) -> event.getRequest().getUrl().contains("/users/self"));
		assertThat(sync().status()).isEqualTo(409);
	}

	@Test
	void oauthConnectionWhoseRefreshTokenIsRevokedNeedsReconnecting() {
		ProviderFakes.connect(this.api, this.port, Provider.CANVAS);
		stubCourses(course(1234, "CS 225"));
		stubAssignmentsOf1234();
		assertThat(sync().status()).isEqualTo(200);
		server.stubFor(get(urlPathEqualTo(COURSES)).atPriority(1)
			.willReturn(aResponse().withStatus(401)
				.withHeader("WWW-Authenticate", "Bearer realm=\"canvas-lms\"")
				.withHeader("Content-Type", "application/json")
				.withBody("{\"errors\":[{\"message\":\"Invalid access token.\"}]}")));
		// Canvas answers a revoked refresh token with invalid_request, not invalid_grant.
		ProviderFakes.stubTokenError("/login/oauth2/token", "refresh_token", 400, "invalid_request",
				"refresh_token not found");

		Response result = sync();

		assertThat(result.status()).isEqualTo(409);
		assertThat(result.text("type")).endsWith("/problems/reauthorization-required");
		assertThat(titles()).containsExactly("MP4: Trees", "MP5: Graphs");
	}

}
