package dev.kairos.caldav;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.xml.parsers.DocumentBuilderFactory;

import dev.kairos.security.TestUsers;
import dev.kairos.security.TestUsers.Caller;
import dev.kairos.test.Api;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
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

	private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

	/**
	 * A title as written to SUMMARY (unfolded: the titles are short), with its number.
	 */
	private static final Pattern TITLE = Pattern.compile("\r\nSUMMARY:Café 東京 🎉 #(\\d+)\r\n");

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

	/**
	 * An answer of more than {@link Multistatus#FLUSH_AT} bytes (so sent while it is
	 * written) with titles beyond Latin-1 (a character of three bytes in UTF-8 and one of
	 * four, a surrogate pair in Java) in every resource, and text that needs escaping:
	 * both an XML parser of the raw answer and tsdav read each resource's calendar-data
	 * exactly as GET gives it, byte for byte.
	 */
	@Test
	void aLargeFullQueryWithTitlesBeyondLatin1ReadsAsGetGivesEachResource() throws Exception {
		Api api = new Api(this.port, this.caller.key());
		int count = 150;
		for (int i = 0; i < count; i++) {
			Instant start = Instant.parse("2030-04-01T00:00:00Z").plus(Duration.ofHours(i));
			String body = "{\"title\":\"Café 東京 🎉 #%d\",\"description\":\"Ünïcödé <&> \\\"quoted\\\" #%d\","
					+ "\"start_time\":\"%s\",\"end_time\":\"%s\"}";
			assertThat(api.post("/api/events/create", body.formatted(i, i, start, start.plus(Duration.ofMinutes(30))))
				.status()).isEqualTo(201);
		}
		String calendar = "/dav/calendars/" + this.caller.user().id() + "/events/";
		String authorization = "Basic " + Base64.getEncoder()
			.encodeToString((this.email + ":" + this.caller.key()).getBytes(StandardCharsets.UTF_8));
		HttpResponse<byte[]> report = HTTP
			.send(HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + calendar))
				.header("Authorization", authorization)
				.header("Depth", "1")
				.header("Content-Type", "application/xml")
				.method("REPORT",
						HttpRequest.BodyPublishers.ofString(
								"""
										<?xml version="1.0" encoding="utf-8" ?>
										<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
										  <D:prop><D:getetag/><C:calendar-data/></D:prop>
										  <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT"/></C:comp-filter></C:filter>
										</C:calendar-query>
										"""))
				.build(), HttpResponse.BodyHandlers.ofByteArray());
		assertThat(report.statusCode()).isEqualTo(207);
		assertThat(report.body().length).isGreaterThan(2 * Multistatus.FLUSH_AT);

		// The raw answer, read by the JDK's XML parser from its bytes.
		DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
		factory.setNamespaceAware(true);
		Element root = factory.newDocumentBuilder().parse(new ByteArrayInputStream(report.body())).getDocumentElement();
		NodeList responses = root.getElementsByTagNameNS("DAV:", "response");
		assertThat(responses.getLength()).isEqualTo(count);
		Map<String, String> parsed = new HashMap<>();
		for (int i = 0; i < responses.getLength(); i++) {
			Element response = (Element) responses.item(i);
			String href = response.getElementsByTagNameNS("DAV:", "href").item(0).getTextContent();
			String data = response.getElementsByTagNameNS("urn:ietf:params:xml:ns:caldav", "calendar-data")
				.item(0)
				.getTextContent();
			parsed.put(href, data);
		}
		Set<String> titles = new HashSet<>();
		for (Map.Entry<String, String> resource : parsed.entrySet()) {
			HttpResponse<byte[]> get = HTTP
				.send(HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + resource.getKey()))
					.header("Authorization", authorization)
					.GET()
					.build(), HttpResponse.BodyHandlers.ofByteArray());
			assertThat(get.statusCode()).isEqualTo(200);
			assertThat(resource.getValue().getBytes(StandardCharsets.UTF_8)).as(resource.getKey())
				.isEqualTo(get.body());
			Matcher title = TITLE.matcher(resource.getValue());
			assertThat(title.find()).as(resource.getValue()).isTrue();
			titles.add(title.group(1));
			assertThat(resource.getValue()).contains("DESCRIPTION:Ünïcödé <&> \"quoted\" #" + title.group(1) + "\r\n")
				.contains("\r\n");
		}
		assertThat(titles).hasSize(count);

		// tsdav, from the same calendar.
		String nodePath = requireTsdav();
		JsonNode all = run(nodePath, "all", this.caller.key(), null);
		assertThat(all.path("error").isMissingNode()).as(all.toString()).isTrue();
		assertThat(all.path("objects")).hasSize(count);
		for (JsonNode object : all.path("objects")) {
			String href = URI.create(object.path("url").asString()).getPath();
			assertThat(parsed).containsKey(href);
			// tsdav trims the text of every element it parses: the last CRLF is all it
			// drops.
			assertThat(object.path("data").asString().getBytes(StandardCharsets.UTF_8)).as(href)
				.isEqualTo(parsed.get(href).stripTrailing().getBytes(StandardCharsets.UTF_8));
		}
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
