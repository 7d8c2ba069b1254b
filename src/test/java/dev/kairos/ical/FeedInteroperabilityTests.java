package dev.kairos.ical;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;

import dev.kairos.security.TestUsers;
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

import static dev.kairos.ical.IcalTestSupport.feed;
import static dev.kairos.ical.IcalTestSupport.feedToken;
import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The feed as two other implementations read it: Debian's python3-icalendar and npm's
 * ical.js (installed by .ci/tools.d/ical.sh). CI requires them; elsewhere a missing one
 * skips its test with a message.
 */
@IntegrationTest
class FeedInteroperabilityTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@TempDir
	private Path work;

	private Path feedFile;

	@BeforeEach
	void renderFeed() throws IOException {
		Api api = new Api(this.port, this.users.create().key());
		api.post("/api/events/create", json("""
				{'title':'Planning, Q3; \\\\ budget — ünïcödé 😀 and a title long enough to be folded over two lines',
				 'start_time':'2030-03-04T12:30:00Z','end_time':'2030-03-04T13:30:00Z',
				 'description':'Line one\\nLine two','location':'Room 4, Building B','color':'#3b82f6'}"""));
		api.post("/api/events/create",
				json("{'title':'Holiday','start_time':'2030-03-06','end_time':'2030-03-08','all_day':true}"));
		this.feedFile = this.work.resolve("feed.ics");
		Files.writeString(this.feedFile, feed(api, feedToken(api)).body(), StandardCharsets.UTF_8);
	}

	@Test
	void pythonIcalendarReadsTheFeed() throws Exception {
		requireTool("python3-icalendar", "/usr/bin/python3", "-c", "import icalendar");
		JsonNode calendar = run("/usr/bin/python3", script("read_python.py").toString(), this.feedFile.toString());
		assertThat(calendar.path("name").asString()).isEqualTo("Kairos");
		List<JsonNode> events = byStart(calendar.path("events"));
		assertThat(events).hasSize(2);
		assertThat(events.get(0).path("summary").asString())
			.isEqualTo("Planning, Q3; \\ budget — ünïcödé 😀 and a title long enough to be folded over two lines");
		assertThat(events.get(0).path("description").asString()).isEqualTo("Line one\nLine two");
		assertThat(events.get(0).path("location").asString()).isEqualTo("Room 4, Building B");
		assertThat(events.get(0).path("start").asString()).isEqualTo("2030-03-04T12:30:00+00:00");
		assertThat(events.get(1).path("start").asString()).isEqualTo("2030-03-06");
		assertThat(events.get(1).path("end").asString()).isEqualTo("2030-03-08");
	}

	@Test
	void icalJsReadsTheFeed() throws Exception {
		requireTool("ical.js", "sh", "-c", "NODE_PATH=$(npm root -g) node -e 'require(\"ical.js\")'");
		String nodePath = runText("npm", "root", "-g").strip();
		ProcessBuilder node = new ProcessBuilder("node", script("read_icaljs.js").toString(), this.feedFile.toString());
		node.environment().put("NODE_PATH", nodePath);
		JsonNode calendar = JSON.readTree(output(node));
		assertThat(calendar.path("name").asString()).isEqualTo("Kairos");
		List<JsonNode> events = byStart(calendar.path("events"));
		assertThat(events).hasSize(2);
		assertThat(events.get(0).path("summary").asString())
			.isEqualTo("Planning, Q3; \\ budget — ünïcödé 😀 and a title long enough to be folded over two lines");
		assertThat(events.get(0).path("description").asString()).isEqualTo("Line one\nLine two");
		assertThat(events.get(0).path("start").asString()).isEqualTo("2030-03-04T12:30:00Z");
		assertThat(events.get(1).path("allDay").asBoolean()).isTrue();
		assertThat(events.get(1).path("start").asString()).isEqualTo("2030-03-06");
	}

	/** The feed's events in start order: a feed is an unordered set of components. */
	private static List<JsonNode> byStart(JsonNode events) {
		List<JsonNode> sorted = new ArrayList<>();
		events.forEach(sorted::add);
		sorted.sort(Comparator.comparing((JsonNode event) -> event.path("start").asString()));
		return sorted;
	}

	/**
	 * Skip when a reader is not installed, as on a fresh machine; CI installs them
	 * (.ci/tools.d/ical.sh) and sets {@code KAIROS_INTEROP_REQUIRED=true}, so there a
	 * missing reader fails the test.
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

	private static JsonNode run(String... command) throws Exception {
		return JSON.readTree(output(new ProcessBuilder(command)));
	}

	private static String runText(String... command) throws Exception {
		return output(new ProcessBuilder(command));
	}

	private static String output(ProcessBuilder builder) throws Exception {
		Process process;
		try {
			process = builder.redirectErrorStream(false).start();
		}
		catch (IOException ex) {
			throw new AssertionError(builder.command().get(0) + " is not installed: run .ci/tools.d/ical.sh", ex);
		}
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
		assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("finished in time").isTrue();
		drain.join();
		assertThat(process.exitValue()).as(builder.command() + " said: " + out + errors).isZero();
		return out;
	}

}
