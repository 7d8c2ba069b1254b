package dev.kairos.settings;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import javax.sql.DataSource;

import dev.kairos.security.TestUsers;
import dev.kairos.security.Users;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.HeldUserLock;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.PlatformTransactionManager;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

@IntegrationTest
class SettingsApiTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private JdbcClient jdbc;

	@Autowired
	private SettingsService service;

	@Autowired
	private PlatformTransactionManager transactions;

	@Autowired
	private DataSource dataSource;

	@Autowired
	private Users locks;

	private TestUsers.Caller caller;

	private Api api;

	@BeforeEach
	void signIn() {
		this.caller = this.users.create();
		this.api = new Api(this.port, this.caller.key());
	}

	@Test
	void firstReadCreatesTheDefaults() {
		assertThat(rows()).isZero();
		Response response = this.api.get("/api/settings");
		assertThat(response.status()).isEqualTo(200);
		JsonNode settings = response.json();
		assertThat(settings.path("timezone").asString()).isEqualTo("UTC");
		assertThat(settings.path("week_start").asString()).isEqualTo("monday");
		assertThat(settings.path("working_hours").path("start").asString()).isEqualTo("09:00");
		assertThat(settings.path("working_hours").path("end").asString()).isEqualTo("17:00");
		assertThat(settings.path("working_hours").path("days")).hasSize(5);
		assertThat(settings.path("default_event_duration_minutes").asInt()).isEqualTo(60);
		assertThat(settings.path("date_order").asString()).isEqualTo("mdy");
		assertThat(settings.path("feed_sources").get(0).asString()).isEqualTo("local");
		assertThat(settings.path("feed_token").asString()).hasSize(43);
		assertThat(settings.path("feed_url").asString())
			.isEqualTo("http://localhost:8080/api/calendar/ical?token=" + settings.path("feed_token").asString());
		assertThat(settings.path("email_signature").isNull()).isTrue();
		assertThat(settings.path("timezone_chosen").asBoolean(true)).as("UTC is a default, not a choice").isFalse();
		assertThat(rows()).isOne();
		assertThat(this.api.get("/api/settings").json()).isEqualTo(settings);
	}

	@Test
	void concurrentFirstReadsMakeExactlyOneRow() throws Exception {
		int readers = 12;
		CountDownLatch start = new CountDownLatch(1);
		ExecutorService pool = Executors.newFixedThreadPool(readers);
		try {
			List<Future<Response>> responses = new ArrayList<>();
			for (int i = 0; i < readers; i++) {
				responses.add(pool.submit(() -> {
					start.await();
					return this.api.get("/api/settings");
				}));
			}
			start.countDown();
			List<String> tokens = new ArrayList<>();
			for (Future<Response> response : responses) {
				assertThat(response.get().status()).isEqualTo(200);
				tokens.add(response.get().text("feed_token"));
			}
			assertThat(tokens).containsOnly(tokens.get(0));
			assertThat(rows()).isOne();
		}
		finally {
			pool.shutdownNow();
		}
	}

	@Test
	void aFirstReadWaitsForAnotherCreatingTheRowAndReadsIt() throws Exception {
		HeldUserLock held = new HeldUserLock(this.transactions, this.dataSource, this.jdbc, this.locks);
		String[] token = new String[1];

		Response read = held.whileHeld(this.caller.user(),
				() -> token[0] = this.service.get(this.caller.user()).feedToken(), () -> this.api.get("/api/settings"));

		assertThat(read.status()).as(read.toString()).isEqualTo(200);
		assertThat(read.text("feed_token")).isEqualTo(token[0]);
		assertThat(rows()).isOne();
	}

	@Test
	void aPatchWaitsForAnotherAndKeepsWhatItChanged() throws Exception {
		assertThat(this.api.get("/api/settings").status()).isEqualTo(200);
		HeldUserLock held = new HeldUserLock(this.transactions, this.dataSource, this.jdbc, this.locks);

		Response patched = held.whileHeld(this.caller.user(),
				() -> this.service.update(this.caller.user(),
						new SettingsPatch(ZoneId.of("Asia/Tokyo"), null, null, null, null, null, null, null, null, null,
								null, null, null, false, null, null, null)),
				() -> this.api.patch("/api/settings", json("{'week_start':'sunday'}")));

		assertThat(patched.status()).as(patched.toString()).isEqualTo(200);
		JsonNode settings = this.api.get("/api/settings").json();
		assertThat(settings.path("timezone").asString()).isEqualTo("Asia/Tokyo");
		assertThat(settings.path("week_start").asString()).isEqualTo("sunday");
	}

	@Test
	void patchChangesTheGivenFields() {
		Response patched = this.api.patch("/api/settings",
				json("""
						{'timezone':'Europe/Berlin','week_start':'sunday','working_hours':{'start':'08:30','days':['monday','saturday']},
						 'default_event_color':'#ABCDEF','study_session_minutes':45,'date_order':'dmy',
						 'feed_sources':['canvas','local','outlook'],'email_signature':'-- Alice'}"""));
		assertThat(patched.status()).as(patched.toString()).isEqualTo(200);
		JsonNode settings = patched.json();
		assertThat(settings.path("timezone").asString()).isEqualTo("Europe/Berlin");
		assertThat(settings.path("week_start").asString()).isEqualTo("sunday");
		assertThat(settings.path("working_hours").path("start").asString()).isEqualTo("08:30");
		assertThat(settings.path("working_hours").path("end").asString()).isEqualTo("17:00");
		assertThat(settings.path("working_hours").path("days").toString()).isEqualTo("[\"monday\",\"saturday\"]");
		assertThat(settings.path("default_event_color").asString()).isEqualTo("#abcdef");
		assertThat(settings.path("study_session_minutes").asInt()).isEqualTo(45);
		assertThat(settings.path("date_order").asString()).isEqualTo("dmy");
		assertThat(settings.path("feed_sources").toString()).isEqualTo("[\"local\",\"microsoft\",\"canvas\"]");
		assertThat(settings.path("email_signature").asString()).isEqualTo("-- Alice");
		assertThat(this.api.get("/api/settings").json()).isEqualTo(settings);

		JsonNode cleared = this.api.patch("/api/settings", json("{'email_signature':null}")).json();
		assertThat(cleared.path("email_signature").isNull()).isTrue();
		assertThat(cleared.path("timezone").asString()).isEqualTo("Europe/Berlin");
	}

	/**
	 * A client may replace a new account's default UTC with the device's zone: it knows
	 * the zone was never set from {@code timezone_chosen}, which only a PATCH naming the
	 * zone sets (even to UTC) and nobody can send.
	 */
	@Test
	void theTimeZoneCountsAsChosenOnceAPatchNamesIt() {
		assertThat(this.api.get("/api/settings").json().path("timezone_chosen").asBoolean(true)).isFalse();
		assertThat(this.api.patch("/api/settings", json("{'week_start':'sunday'}"))
			.json()
			.path("timezone_chosen")
			.asBoolean(true)).as("another field changed").isFalse();
		assertThat(fields(json("{'timezone_chosen':true}"))).containsExactly("timezone_chosen");
		JsonNode chosen = this.api.patch("/api/settings", json("{'timezone':'UTC'}")).json();
		assertThat(chosen.path("timezone").asString()).isEqualTo("UTC");
		assertThat(chosen.path("timezone_chosen").asBoolean()).isTrue();
		assertThat(this.api.get("/api/settings").json().path("timezone_chosen").asBoolean()).isTrue();
	}

	@Test
	void patchRejectsInvalidValuesAndChangesNothing() {
		JsonNode before = this.api.get("/api/settings").json();
		assertThat(fields(json("{'timezone':'Mars/Olympus'}"))).containsExactly("timezone");
		assertThat(fields(json("{'timezone':'+02:00'}"))).containsExactly("timezone");
		assertThat(fields(json("{'working_hours':{'start':'9am'}}"))).containsExactly("working_hours.start");
		assertThat(fields(json("{'working_hours':{'end':'24:00'}}"))).containsExactly("working_hours.end");
		assertThat(fields(json("{'timezone':'SystemV/AST4'}"))).containsExactly("timezone");
		assertThat(fields(json("{'working_hours':{'start':'18:00'}}"))).containsExactly("working_hours");
		assertThat(fields(json("{'working_hours':{'days':['funday']}}"))).containsExactly("working_hours.days");
		assertThat(fields(json("{'working_hours':{'days':[]}}"))).containsExactly("working_hours.days");
		assertThat(fields(json("{'working_hours':{'lunch':'12:00'}}"))).containsExactly("working_hours.lunch");
		assertThat(fields(json("{'default_event_duration_minutes':0}")))
			.containsExactly("default_event_duration_minutes");
		assertThat(fields(json("{'study_session_minutes':-5}"))).containsExactly("study_session_minutes");
		assertThat(fields(json("{'study_session_minutes':'fifty'}"))).containsExactly("study_session_minutes");
		assertThat(fields(json("{'study_session_minutes':50.5}"))).containsExactly("study_session_minutes");
		assertThat(fields(json("{'working_hours':null}"))).containsExactly("working_hours");
		assertThat(fields(json("{'feed_url':'https://example.com'}"))).containsExactly("feed_url");
		assertThat(fields(json("{'max_study_minutes_per_day':30}"))).containsExactly("max_study_minutes_per_day");
		assertThat(fields(json("{'default_event_color':'red'}"))).containsExactly("default_event_color");
		assertThat(fields(json("{'date_order':'myd'}"))).containsExactly("date_order");
		assertThat(fields(json("{'feed_sources':['local','icloud']}"))).containsExactly("feed_sources");
		assertThat(fields(json("{'feed_sources':[]}"))).containsExactly("feed_sources");
		assertThat(fields(json("{'timezone':null}"))).containsExactly("timezone");
		assertThat(fields(json("{'feed_token':'mine'}"))).containsExactly("feed_token");
		assertThat(fields(json("{'time_zone':'UTC'}"))).containsExactly("time_zone");
		assertThat(fields(json("{'timezone':'Europe/Paris','week_start':'someday'}"))).containsExactly("week_start");
		assertThat(this.api.patch("/api/settings", "not json").status()).isEqualTo(400);
		assertThat(this.api.get("/api/settings").json()).isEqualTo(before);
	}

	@Test
	void aPatchOfOneFieldLeavesEveryOtherAsItWas() {
		JsonNode changed = this.api.patch("/api/settings", json("""
				{'working_hours':{'days':['tuesday','sunday']},'feed_sources':['google','local'],
				 'study_break_minutes':0,'email_signature':'-- Sam'}""")).json();
		for (String patch : List.of("{'week_start':'sunday'}", "{'working_hours':{'start':'07:15'}}",
				"{'working_hours':{'end':'18:45'}}", "{'default_event_duration_minutes':1440}",
				"{'study_session_minutes':480,'max_study_minutes_per_day':480}", "{'study_break_minutes':240}",
				"{'date_order':'ymd'}", "{'default_event_color':'#38F'}", "{'timezone':'America/Chicago'}")) {
			Response patched = this.api.patch("/api/settings", json(patch));
			assertThat(patched.status()).as(patch + " " + patched).isEqualTo(200);
			JsonNode after = patched.json();
			ObjectNode expected = (ObjectNode) changed.deepCopy();
			JsonMapper.builder().build().readTree(json(patch)).properties().forEach((field) -> {
				if (field.getKey().equals("working_hours")) {
					field.getValue()
						.properties()
						.forEach((hour) -> ((ObjectNode) expected.path("working_hours")).set(hour.getKey(),
								hour.getValue()));
				}
				else {
					expected.set(field.getKey(), field.getValue());
					if (field.getKey().equals("timezone")) {
						// Naming the zone makes it a choice.
						expected.put("timezone_chosen", true);
					}
				}
			});
			expected.put("default_event_color", after.path("default_event_color").asString());
			expected.put("updated_at", after.path("updated_at").asString());
			assertThat(after).as(patch).isEqualTo(expected);
			changed = after;
		}
		assertThat(changed.path("default_event_color").asString()).isEqualTo("#38f");
		assertThat(changed.path("working_hours").path("days").toString()).isEqualTo("[\"tuesday\",\"sunday\"]");
		assertThat(changed.path("feed_sources").toString()).isEqualTo("[\"local\",\"google\"]");
		assertThat(changed.path("email_signature").asString()).isEqualTo("-- Sam");
	}

	@Test
	void patchRefusesValuesJustPastEachLimit() {
		JsonNode before = this.api.get("/api/settings").json();
		assertThat(fields(json("{'default_event_duration_minutes':4}")))
			.containsExactly("default_event_duration_minutes");
		assertThat(fields(json("{'default_event_duration_minutes':1441}")))
			.containsExactly("default_event_duration_minutes");
		assertThat(fields(json("{'study_session_minutes':4}"))).containsExactly("study_session_minutes");
		assertThat(fields(json("{'study_session_minutes':481,'max_study_minutes_per_day':1440}")))
			.containsExactly("study_session_minutes");
		assertThat(fields(json("{'study_break_minutes':-1}"))).containsExactly("study_break_minutes");
		assertThat(fields(json("{'study_break_minutes':241}"))).containsExactly("study_break_minutes");
		assertThat(fields(json("{'max_study_minutes_per_day':1441}"))).containsExactly("max_study_minutes_per_day");
		assertThat(fields(json("{'email_signature':'%s'}".formatted("x".repeat(2001)))))
			.containsExactly("email_signature");
		assertThat(fields(json("{'working_hours':{'start':null}}"))).containsExactly("working_hours.start");
		assertThat(fields(json("{'working_hours':{'end':null}}"))).containsExactly("working_hours.end");
		assertThat(fields(json("{'working_hours':{'days':null}}"))).containsExactly("working_hours.days");
		assertThat(fields(json("{'working_hours':{'start':'10:00','end':'10:00'}}"))).containsExactly("working_hours");
		assertThat(fields(json("{'feed_sources':null}"))).containsExactly("feed_sources");
		assertThat(this.api.get("/api/settings").json()).isEqualTo(before);
		assertThat(
				this.api.patch("/api/settings", json("{'email_signature':'%s'}".formatted("x".repeat(2000)))).status())
			.isEqualTo(200);
	}

	@Test
	void rotatingTheFeedTokenReplacesIt() {
		String old = this.api.get("/api/settings").text("feed_token");
		Response rotated = this.api.post("/api/settings/feed-token", "");
		assertThat(rotated.status()).isEqualTo(200);
		String fresh = rotated.text("feed_token");
		assertThat(fresh).isNotEqualTo(old).hasSize(43);
		assertThat(rotated.text("feed_url")).endsWith("token=" + fresh);
		assertThat(this.api.get("/api/settings").text("feed_token")).isEqualTo(fresh);
	}

	@Test
	void eachUserHasTheirOwnSettings() {
		this.api.patch("/api/settings", json("{'timezone':'Asia/Tokyo'}"));
		Api other = this.api.as(this.users.create().key());
		assertThat(other.get("/api/settings").text("timezone")).isEqualTo("UTC");
		assertThat(other.get("/api/settings").text("feed_token"))
			.isNotEqualTo(this.api.get("/api/settings").text("feed_token"));
	}

	private List<String> fields(String body) {
		Response response = this.api.patch("/api/settings", body);
		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		List<String> fields = new ArrayList<>();
		response.json().path("errors").forEach((error) -> fields.add(error.path("field").asString()));
		return fields;
	}

	private int rows() {
		return this.jdbc.sql("select count(*) from settings where user_id = :id")
			.param("id", this.caller.user().id())
			.query(Integer.class)
			.single();
	}

}
