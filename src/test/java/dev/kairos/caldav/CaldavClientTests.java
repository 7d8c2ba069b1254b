package dev.kairos.caldav;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import dev.kairos.security.TestUsers;
import dev.kairos.security.TestUsers.Caller;
import dev.kairos.test.Api;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Kairos' CalDAV server as an independent client sees it: npm's tsdav (installed by
 * .ci/tools.d/caldav.sh, or found through {@code KAIROS_NODE_PATH}), driven from here
 * step by step by src/test/resources/caldav-interop/tsdav_client.mjs. CI requires it;
 * elsewhere a missing tsdav skips these tests with a message.
 */
@IntegrationTest
class CaldavClientTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private JdbcClient jdbc;

	@TempDir
	private Path work;

	private Caller caller;

	private String email;

	@BeforeEach
	void signIn() {
		this.caller = this.users.create();
		this.email = DavLogins.email(this.jdbc, this.caller);
	}

	@Test
	void tsdavDiscoversWritesReadsExpandsAndSyncsChangesMadeThroughTheApi() throws Exception {
		String nodePath = requireTsdav();
		String calendar = "/dav/calendars/" + this.caller.user().id() + "/events/";

		JsonNode crud = run(nodePath, "crud", this.caller.key(), null);
		assertThat(crud.path("error").isMissingNode()).as(crud.toString()).isTrue();
		assertThat(crud.path("principal").asString()).endsWith("/dav/principals/" + this.caller.user().id() + "/");
		assertThat(crud.path("calendars")).hasSize(1);
		JsonNode found = crud.path("calendars").get(0);
		assertThat(found.path("url").asString()).endsWith(calendar);
		assertThat(found.path("name").asString()).isEqualTo("Kairos");
		assertThat(found.path("components").toString()).contains("VEVENT");
		assertThat(found.path("syncToken").asString()).startsWith("http://kairos.dev/ns/sync/");
		assertThat(crud.path("createSeries").asInt()).isEqualTo(201);
		assertThat(crud.path("createOne").asInt()).isEqualTo(201);
		// tsdav sends If-None-Match: * with a create: the second is refused.
		assertThat(crud.path("createAgain").asInt()).isEqualTo(412);
		assertThat(crud.path("objects")).hasSize(2);
		for (JsonNode object : crud.path("objects")) {
			assertThat(object.path("etag").asString()).startsWith("\"");
		}
		assertThat(crud.path("update").asInt()).isEqualTo(204);
		assertThat(crud.path("staleUpdate").asInt()).isEqualTo(412);
		// The week of the 13th: the moved occurrence (the 15th) only, expanded.
		assertThat(crud.path("expanded")).hasSize(1);
		String expanded = crud.path("expanded").get(0).path("data").asString();
		assertThat(expanded).contains("RECURRENCE-ID:20300114T090000Z")
			.contains("SUMMARY:Seminar (moved)")
			.doesNotContain("RRULE");
		assertThat(crud.path("multiget")).hasSize(2);
		crud.path("multiget").forEach((response) -> assertThat(response.path("ok").asBoolean()).isTrue());
		assertThat(crud.path("staleDelete").asInt()).isEqualTo(412);
		assertThat(crud.path("delete").asInt()).isEqualTo(204);
		String token = crud.path("syncToken").asString();

		// Changes through the REST API, then an incremental sync.
		Api api = new Api(this.port, this.caller.key());
		String made = api
			.post("/api/events/create", json(
					"{'title':'From the API','start_time':'2030-03-01T10:00:00Z','end_time':'2030-03-01T11:00:00Z'}"))
			.json()
			.path("id")
			.asString();
		String series = api.get("/api/events?limit=50")
			.json()
			.path("events")
			.get(0)
			.path("recurring_event_id")
			.asString();
		assertThat(api.patch("/api/events", json("{'id':'%s','title':'Seminar, renamed'}".formatted(series))).status())
			.isEqualTo(200);

		JsonNode seriesObject = null;
		for (JsonNode object : crud.path("objects")) {
			if (object.path("url").asString().endsWith("tsdav-series.ics")) {
				seriesObject = object;
			}
		}
		assertThat(seriesObject).isNotNull();
		String state = "{\"syncToken\":\"" + token + "\",\"objects\":[{\"url\":\"" + seriesObject.path("url").asString()
				+ "\",\"etag\":" + JSON.writeValueAsString(seriesObject.path("etag").asString()) + "}]}";
		JsonNode sync = run(nodePath, "sync", this.caller.key(), state);
		assertThat(sync.path("error").isMissingNode()).as(sync.toString()).isTrue();
		List<String> hrefs = new ArrayList<>();
		sync.path("sync").forEach((response) -> hrefs.add(response.path("href").asString()));
		assertThat(hrefs).containsExactlyInAnyOrder(calendar + made + ".ics", calendar + "tsdav-series.ics");
		assertThat(sync.path("smart").path("created").toString()).contains(made + ".ics");
		assertThat(sync.path("smart").path("updated").toString()).contains("tsdav-series.ics");
		assertThat(sync.path("smart").path("syncToken").asString()).startsWith("http://kairos.dev/ns/sync/")
			.isNotEqualTo(token);

		JsonNode stale = run(nodePath, "stale-sync", this.caller.key(), null);
		assertThat(stale.path("stale").toString()).contains("403");

		JsonNode wrong = run(nodePath, "wrong-password", "kairos_wrong", null);
		assertThat(wrong.path("login").asString()).isEqualTo("failed");
	}

	@Test
	void tsdavsAlarmsBecomeRemindersAndComeBackOnceEachThroughRoundTrips() throws Exception {
		String nodePath = requireTsdav();
		JsonNode made = run(nodePath, "alarms", this.caller.key(), null);
		assertThat(made.path("error").isMissingNode()).as(made.toString()).isTrue();
		assertThat(made.path("create").asInt()).isEqualTo(201);
		Api api = new Api(this.port, this.caller.key());
		String id = api.get("/api/events?start=2030-03-01T00:00:00Z&end=2030-03-02T00:00:00Z")
			.json()
			.path("events")
			.get(0)
			.path("id")
			.asString();
		String reminders = "{\"use_default\":false,\"overrides\":[{\"method\":\"email\",\"minutes_before\":1440},"
				+ "{\"method\":\"notification\",\"minutes_before\":15}]}";
		assertThat(api.get("/api/events/" + id).json().path("reminders").toString()).isEqualTo(reminders);
		assertThat(CaldavTests.alarms(made.path("created").asString())).containsExactly("DISPLAY -PT15M", "EMAIL -P1D");

		// Changed through the API: Kairos' rendering, one VALARM per reminder.
		assertThat(api.patch("/api/events", json("{'id':'%s','title':'Exam (room 2)'}".formatted(id))).status())
			.isEqualTo(200);
		JsonNode again = run(nodePath, "alarms-again", this.caller.key(), null);
		assertThat(again.path("error").isMissingNode()).as(again.toString()).isTrue();
		assertThat(again.path("read").asString()).contains("SUMMARY:Exam (room 2)");
		assertThat(CaldavTests.alarms(again.path("read").asString())).containsExactlyInAnyOrder("EMAIL -P1D",
				"DISPLAY -PT15M");
		assertThat(again.path("writeBack").asInt()).isEqualTo(204);
		assertThat(CaldavTests.alarms(again.path("after").asString())).containsExactlyInAnyOrder("EMAIL -P1D",
				"DISPLAY -PT15M");
		assertThat(api.get("/api/events/" + id).json().path("reminders").toString()).isEqualTo(reminders);
	}

	private JsonNode run(String nodePath, String step, String password, String state) throws Exception {
		Path script = this.work.resolve("tsdav_client.mjs");
		if (!Files.exists(script)) {
			try (InputStream in = getClass().getResourceAsStream("/caldav-interop/tsdav_client.mjs")) {
				Files.copy(in, script);
			}
		}
		List<String> command = new ArrayList<>(
				List.of("node", script.toString(), step, "http://localhost:" + this.port + "/", this.email, password));
		if (state != null) {
			command.add(state);
		}
		ProcessBuilder node = new ProcessBuilder(command);
		node.environment().put("NODE_PATH", nodePath);
		node.redirectErrorStream(false);
		Process process = node.start();
		byte[] out = process.getInputStream().readAllBytes();
		assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
		String text = new String(out, StandardCharsets.UTF_8).strip();
		String last = text.substring(text.lastIndexOf('\n') + 1);
		return JSON.readTree(last);
	}

	/**
	 * Where tsdav is: {@code KAIROS_NODE_PATH}, else npm's global folder. Skips the test
	 * when it is not installed, except in CI ({@code KAIROS_INTEROP_REQUIRED=true}).
	 */
	private static String requireTsdav() throws InterruptedException, IOException {
		String nodePath = System.getenv("KAIROS_NODE_PATH");
		boolean installed;
		try {
			if (nodePath == null) {
				Process npm = new ProcessBuilder("npm", "root", "-g").start();
				nodePath = new String(npm.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
				npm.waitFor(60, TimeUnit.SECONDS);
			}
			ProcessBuilder probe = new ProcessBuilder("node", "-e", "require('tsdav')").redirectErrorStream(true);
			probe.environment().put("NODE_PATH", nodePath);
			Process process = probe.start();
			process.getInputStream().readAllBytes();
			installed = process.waitFor(60, TimeUnit.SECONDS) && process.exitValue() == 0;
		}
		catch (IOException ex) {
			installed = false;
		}
		String hint = "tsdav is not installed: run .ci/tools.d/caldav.sh";
		if ("true".equals(System.getenv("KAIROS_INTEROP_REQUIRED"))) {
			assertThat(installed).as(hint).isTrue();
		}
		Assumptions.assumeTrue(installed, hint + " to check CalDAV with it");
		return nodePath;
	}

}
