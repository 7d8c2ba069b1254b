package dev.kairos.ical;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import static dev.kairos.ical.IcalTestSupport.feed;
import static dev.kairos.ical.IcalTestSupport.feedToken;
import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Series in the feed, expanded by two other implementations, give exactly the instances
 * the API lists: Debian's python3-recurring-ical-events (python-dateutil underneath) and
 * npm's ical.js, which reads our VTIMEZONEs. DST gaps and overlaps, half-hour DST, last
 * weekdays, short months, 29 February, exceptions, EXDATEs, RDATEs, split series and an
 * endless one. CI requires both readers (.ci/tools.d/ical.sh); elsewhere a missing one
 * skips its test with a message.
 */
@IntegrationTest
class FeedExpansionTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final String FROM = "2028-01-01T00:00:00Z";

	private static final String TO = "2037-01-01T00:00:00Z";

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@TempDir
	private Path work;

	private Path feedFile;

	private List<String> listed;

	@BeforeEach
	void renderFeed() throws IOException {
		Api api = new Api(this.port, this.users.create().key());
		String lecture = series(api, "Lecture", "2030-03-04T09:00", "2030-03-04T10:15", "America/New_York",
				"RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=8");
		ok(api.patch("/api/events", json(
				"{'id':'%s_20300311T130000Z','title':'Lecture (room 2)','start_time':'2030-03-11T15:00:00Z','end_time':'2030-03-11T16:00:00Z'}"
					.formatted(lecture))));
		assertThat(api.delete("/api/events?id=" + lecture + "_20300318T130000Z").status()).isEqualTo(204);
		series(api, "Night shift", "2030-03-30T02:30", "2030-03-30T03:30", "Europe/Berlin", "RRULE:FREQ=DAILY;COUNT=3");
		series(api, "Late night", "2030-11-02T01:30", "2030-11-02T02:00", "America/New_York",
				"RRULE:FREQ=DAILY;COUNT=3");
		series(api, "Island call", "2030-10-05T18:00", "2030-10-05T19:00", "Australia/Lord_Howe",
				"RRULE:FREQ=DAILY;COUNT=2");
		series(api, "Payday", "2030-01-25T16:00", "2030-01-25T16:30", "UTC", "RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=4");
		series(api, "Month end", "2030-01-31T09:00", "2030-01-31T09:30", "Asia/Kolkata",
				"RRULE:FREQ=MONTHLY;BYMONTHDAY=31;COUNT=4");
		ok(api.post("/api/events/create", json(
				"{'title':'Leap day','start_time':'2028-02-29','end_time':'2028-03-01','all_day':true,'recurrence':['RRULE:FREQ=YEARLY;COUNT=3']}")));
		String course = series(api, "Course", "2030-05-06T10:00", "2030-05-06T11:00", "Europe/Berlin",
				"RRULE:FREQ=WEEKLY;COUNT=6", "RDATE:20300610T120000Z");
		ok(api.patch("/api/events", json(
				"{'id':'%s_20300520T080000Z','scope':'following','start_time':'2030-05-21T14:00','end_time':'2030-05-21T15:00'}"
					.formatted(course))));
		series(api, "Choir", "2031-01-07T19:00", "2031-01-07T21:00", "America/New_York", "RRULE:FREQ=WEEKLY;BYDAY=TU");
		ok(api.post("/api/events/create",
				json("{'title':'Dentist','start_time':'2030-03-05T15:00:00Z','end_time':'2030-03-05T16:00:00Z'}")));
		this.feedFile = this.work.resolve("feed.ics");
		Files.writeString(this.feedFile, feed(api, feedToken(api)).body(), StandardCharsets.UTF_8);
		this.listed = listed(api);
	}

	private static String series(Api api, String title, String start, String end, String zone, String... lines) {
		StringBuilder recurrence = new StringBuilder();
		for (String line : lines) {
			recurrence.append((recurrence.length() > 0) ? "," : "").append('"').append(line).append('"');
		}
		Response created = api.post("/api/events/create",
				"{\"title\":\"%s\",\"start_time\":\"%s\",\"end_time\":\"%s\",\"timezone\":\"%s\",\"recurrence\":[%s],\"force\":true}"
					.formatted(title, start, end, zone, recurrence));
		return ok(created).text("id");
	}

	private static Response ok(Response response) {
		assertThat(response.status()).as(response.toString()).isBetween(200, 201);
		return response;
	}

	/** Every instance the API lists in the window, as "summary|start|end". */
	private static List<String> listed(Api api) {
		List<String> instances = new ArrayList<>();
		String token = null;
		do {
			Response page = api.get("/api/events?limit=500&start=" + FROM + "&end=" + TO
					+ ((token != null) ? "&page_token=" + token : ""));
			for (JsonNode event : page.json().path("events")) {
				boolean allDay = event.path("all_day").asBoolean();
				instances.add(event.path("title").asString() + "|" + time(event.path("start_time").asString(), allDay)
						+ "|" + time(event.path("end_time").asString(), allDay));
			}
			token = page.json().path("next_page_token").isNull() ? null
					: page.json().path("next_page_token").asString();
		}
		while (token != null);
		return instances;
	}

	private static String time(String value, boolean allDay) {
		return allDay ? value.substring(0, 10) : value;
	}

	@Test
	void theListingHoldsWhatTheSeriesSay() {
		assertThat(this.listed).contains("Lecture (room 2)|2030-03-11T15:00:00Z|2030-03-11T16:00:00Z",
				"Night shift|2030-03-31T01:30:00Z|2030-03-31T02:30:00Z",
				"Late night|2030-11-03T05:30:00Z|2030-11-03T06:00:00Z",
				"Island call|2030-10-06T07:00:00Z|2030-10-06T08:00:00Z", "Leap day|2032-02-29|2032-03-01",
				"Course|2030-06-11T16:00:00Z|2030-06-11T17:00:00Z");
		assertThat(this.listed).noneMatch((instance) -> instance.startsWith("Lecture|2030-03-18"));
		assertThat(this.listed.stream().filter((instance) -> instance.startsWith("Course|"))).hasSize(7);
		assertThat(this.listed.stream().filter((instance) -> instance.startsWith("Choir|"))).hasSizeGreaterThan(300);
	}

	@Test
	void pythonRecurringIcalEventsExpandsTheFeedToTheListedInstances() throws Exception {
		requireTool("python3-recurring-ical-events", "/usr/bin/python3", "-c", "import recurring_ical_events");
		JsonNode expanded = JSON.readTree(output(new ProcessBuilder("/usr/bin/python3",
				script("expand_python.py").toString(), this.feedFile.toString(), FROM, TO)));
		assertThat(occurrences(expanded)).containsExactlyInAnyOrderElementsOf(this.listed);
	}

	@Test
	void icalJsExpandsTheFeedToTheListedInstances() throws Exception {
		requireTool("ical.js", "sh", "-c", "NODE_PATH=$(npm root -g) node -e 'require(\"ical.js\")'");
		ProcessBuilder node = new ProcessBuilder("node", script("expand_icaljs.js").toString(),
				this.feedFile.toString(), FROM, TO);
		node.environment().put("NODE_PATH", output(new ProcessBuilder("npm", "root", "-g")).strip());
		assertThat(occurrences(JSON.readTree(output(node)))).containsExactlyInAnyOrderElementsOf(this.listed);
	}

	private static List<String> occurrences(JsonNode expanded) {
		List<String> occurrences = new ArrayList<>();
		expanded.forEach((occurrence) -> occurrences.add(occurrence.path("summary").asString() + "|"
				+ occurrence.path("start").asString() + "|" + occurrence.path("end").asString()));
		return occurrences;
	}

	/**
	 * Skip when a reader is not installed; CI installs them and sets
	 * {@code KAIROS_INTEROP_REQUIRED=true}, so there a missing reader fails the test.
	 */
	private static void requireTool(String name, String... probe) throws InterruptedException {
		boolean installed;
		try {
			Process process = new ProcessBuilder(probe).redirectErrorStream(true).start();
			process.getInputStream().readAllBytes();
			installed = process.waitFor(60, TimeUnit.SECONDS) && process.exitValue() == 0;
		}
		catch (IOException ex) {
			installed = false;
		}
		String hint = name + " is not installed: run .ci/tools.d/ical.sh";
		if ("true".equals(System.getenv("KAIROS_INTEROP_REQUIRED"))) {
			assertThat(installed).as(hint).isTrue();
		}
		Assumptions.assumeTrue(installed, hint + " to check the feed with it");
	}

	private Path script(String name) throws IOException {
		Path file = this.work.resolve(name);
		try (InputStream in = getClass().getResourceAsStream("/ical-interop/" + name)) {
			Files.copy(in, file);
		}
		return file;
	}

	private static String output(ProcessBuilder builder) throws Exception {
		Process process = builder.redirectErrorStream(false).start();
		List<String> errors = new ArrayList<>();
		Thread drain = new Thread(() -> {
			try {
				errors.add(new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
			}
			catch (IOException ex) {
				errors.add(ex.toString());
			}
		});
		drain.start();
		String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("finished in time").isTrue();
		drain.join();
		assertThat(process.exitValue()).as(builder.command() + " said: " + out + errors).isZero();
		return out;
	}

}
