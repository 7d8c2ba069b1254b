package dev.kairos.caldav;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Instances;
import dev.kairos.test.OwnDatabase;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.simple.JdbcClient;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A sync token one instance gave is good on another: the change log and the revision it
 * counts are in the database they share.
 */
class CaldavTwoInstancesTests {

	private static ConfigurableApplicationContext first;

	private static ConfigurableApplicationContext second;

	private final HttpClient http = HttpClient.newHttpClient();

	@BeforeAll
	static void start() throws Exception {
		String url = OwnDatabase.url("caldav_two");
		first = Instances.start(url, "--kairos.sync.interval=0");
		second = Instances.start(url, "--kairos.sync.interval=0");
	}

	@AfterAll
	static void stop() {
		Instances.stop(first, second);
	}

	private HttpResponse<String> sync(ConfigurableApplicationContext instance, String authorization, String calendar,
			String token) throws Exception {
		String body = """
				<D:sync-collection xmlns:D="DAV:"><D:sync-token>%s</D:sync-token><D:sync-level>1</D:sync-level>
				<D:prop><D:getetag/></D:prop></D:sync-collection>
				""".formatted(token);
		return report(instance, authorization, calendar, "0", body);
	}

	private HttpResponse<String> query(ConfigurableApplicationContext instance, String authorization, String calendar)
			throws Exception {
		String body = """
				<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
				<D:prop><D:getetag/><C:calendar-data/></D:prop>
				<C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT"/></C:comp-filter></C:filter>
				</C:calendar-query>
				""";
		return report(instance, authorization, calendar, "1", body);
	}

	private HttpResponse<String> report(ConfigurableApplicationContext instance, String authorization, String calendar,
			String depth, String body) throws Exception {
		HttpRequest request = HttpRequest
			.newBuilder(URI.create("http://localhost:" + Instances.port(instance) + calendar))
			.timeout(Duration.ofSeconds(30))
			.header("Authorization", authorization)
			.header("Depth", depth)
			.method("REPORT", HttpRequest.BodyPublishers.ofString(body))
			.build();
		return this.http.send(request, HttpResponse.BodyHandlers.ofString());
	}

	private static String token(String body) {
		Matcher matcher = Pattern.compile("<D:sync-token>([^<]+)</D:sync-token>").matcher(body);
		assertThat(matcher.find()).as(body).isTrue();
		return matcher.group(1);
	}

	private static String authorization(TestUsers.Caller caller) {
		return DavLogins.authorization(first.getBean(JdbcClient.class), caller);
	}

	/**
	 * What one instance rendered and kept is not answered after a change through the
	 * other: each compares what a resource is made of with what it reads.
	 */
	@Test
	void aChangeThroughOneInstanceIsInTheOthersNextQuery() throws Exception {
		TestUsers.Caller caller = first.getBean(TestUsers.class).create();
		String authorization = authorization(caller);
		String calendar = "/dav/calendars/" + caller.user().id() + "/events/";
		String id = new Api(Instances.port(first), caller.key())
			.post("/api/events/create",
					json("{'title':'Before','start_time':'2030-05-01T10:00:00Z','end_time':'2030-05-01T11:00:00Z'}"))
			.json()
			.path("id")
			.asString();
		assertThat(query(first, authorization, calendar).body()).contains("SUMMARY:Before");
		assertThat(query(first, authorization, calendar).body()).contains("SUMMARY:Before");

		assertThat(new Api(Instances.port(second), caller.key())
			.patch("/api/events", json("{'id':'" + id + "','title':'After'}"))
			.status()).isEqualTo(200);
		String after = query(first, authorization, calendar).body();
		assertThat(after).contains("SUMMARY:After").doesNotContain("SUMMARY:Before");
		assertThat(after).isEqualTo(query(second, authorization, calendar).body());
	}

	@Test
	void aTokenFromOneInstanceIsGoodOnTheOther() throws Exception {
		TestUsers.Caller caller = first.getBean(TestUsers.class).create();
		String authorization = authorization(caller);
		String calendar = "/dav/calendars/" + caller.user().id() + "/events/";

		HttpResponse<String> initial = sync(first, authorization, calendar, "");
		assertThat(initial.statusCode()).isEqualTo(207);
		String token = token(initial.body());

		Api onSecond = new Api(Instances.port(second), caller.key());
		String id = onSecond
			.post("/api/events/create",
					json("{'title':'Moved','start_time':'2030-04-01T10:00:00Z','end_time':'2030-04-01T11:00:00Z'}"))
			.json()
			.path("id")
			.asString();

		HttpResponse<String> changes = sync(second, authorization, calendar, token);
		assertThat(changes.statusCode()).isEqualTo(207);
		assertThat(changes.body()).contains(calendar + id + ".ics");
		String next = token(changes.body());
		HttpResponse<String> onFirst = sync(first, authorization, calendar, token);
		assertThat(onFirst.body()).contains(calendar + id + ".ics");
		assertThat(token(onFirst.body())).isEqualTo(next);
		assertThat(sync(first, authorization, calendar, next).body()).doesNotContain("<D:response>");
	}

}
