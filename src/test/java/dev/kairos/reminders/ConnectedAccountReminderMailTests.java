package dev.kairos.reminders;

import java.io.ByteArrayInputStream;
import java.time.Instant;
import java.util.Base64;
import java.util.Properties;

import dev.kairos.providers.Provider;
import dev.kairos.security.TestUsers;
import dev.kairos.security.Users;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.MovableClock;
import dev.kairos.test.ProviderFakes;
import jakarta.mail.Message;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;
import org.springframework.test.context.ContextConfiguration;

import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.kairos.test.Api.json;
import static dev.kairos.test.ProviderFakes.server;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * With no SMTP relay configured, a reminder e-mail goes through the user's connected
 * Google account: the Gmail fake receives it in Gmail's wire format (the RFC 5322
 * message, base64url, as {@code raw}), addressed to the user's Kairos address.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ContextConfiguration(initializers = ProviderFakes.Initializer.class)
@Import({ TestUsers.class, ConnectedAccountReminderMailTests.Clocks.class })
class ConnectedAccountReminderMailTests {

	private static final String GMAIL_SEND = "/gmail/v1/users/me/messages/send";

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private Users accounts;

	@Autowired
	private ReminderService reminders;

	@Autowired
	private MovableClock clock;

	private Api api;

	private String address;

	@BeforeEach
	void signIn() {
		ProviderFakes.reset();
		this.clock.at(Instant.parse("2031-03-04T08:00:00Z"));
		TestUsers.Caller caller = this.users.create();
		this.api = new Api(this.port, caller.key());
		this.address = this.accounts.email(caller.user());
		assertThat(this.api.patch("/api/settings", json("{'timezone':'Europe/Berlin'}")).status()).isEqualTo(200);
	}

	@Test
	void aReminderGoesThroughTheConnectedGoogleAccountWhenNoRelayIsSet() throws Exception {
		ProviderFakes.stubToken("/token", "authorization_code",
				"""
						{"access_token":"google-access-1","expires_in":3599,"refresh_token":"google-refresh-1",
						 "scope":"https://www.googleapis.com/auth/calendar.readonly openid https://www.googleapis.com/auth/gmail.send",
						 "token_type":"Bearer","id_token":"%s"}"""
					.formatted(ProviderFakes.idToken("student@example.com", "Sam")));
		ProviderFakes.connect(this.api, this.port, Provider.GOOGLE);
		server.stubFor(post(urlPathEqualTo(GMAIL_SEND)).willReturn(
				okJson("{\"id\":\"18e0f5b7c2a9d3e1\",\"threadId\":\"18e0f5b7c2a9d3e1\",\"labelIds\":[\"SENT\"]}")));
		Response created = this.api.post("/api/events/create", json(
				"{'force':true,'title':'Dentist','start_time':'2031-03-04T08:40:00Z','end_time':'2031-03-04T09:00:00Z',"
						+ "'reminders':{'use_default':false,'overrides':[{'method':'email','minutes_before':30}]}}"));
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		String id = created.text("id");

		this.clock.at(Instant.parse("2031-03-04T08:09:59Z"));
		this.reminders.runDue();
		assertThat(server.findAll(postRequestedFor(urlPathEqualTo(GMAIL_SEND)))).isEmpty();
		this.clock.at(Instant.parse("2031-03-04T08:10:00Z"));
		this.reminders.runDue();
		this.clock.at(Instant.parse("2031-03-04T08:10:30Z"));
		this.reminders.runDue();

		server.verify(1, postRequestedFor(urlPathEqualTo(GMAIL_SEND)));
		String request = server.findAll(postRequestedFor(urlPathEqualTo(GMAIL_SEND))).get(0).getBodyAsString();
		String raw = JSON.readTree(request).path("raw").asString();
		assertThat(raw).matches("[A-Za-z0-9_-]+=*");
		MimeMessage mail = new MimeMessage(Session.getInstance(new Properties()),
				new ByteArrayInputStream(Base64.getUrlDecoder().decode(raw)));
		assertThat(mail.getRecipients(Message.RecipientType.TO)).extracting(Object::toString)
			.containsExactly(this.address);
		assertThat(mail.getFrom()[0].toString()).isEqualTo("student@example.com");
		assertThat(mail.getSubject()).isEqualTo("Reminder: Dentist, Tue 4 Mar 2031 09:40 (Europe/Berlin)");
		assertThat(mail.getContentType()).startsWith("text/plain");
		assertThat(((String) mail.getContent()).replace("\r\n", "\n")).contains("Dentist",
				"When: Tue 4 Mar 2031 09:40 (Europe/Berlin) to 10:00",
				"http://localhost:8080/?event=" + id + "#calendar", "30 minutes before");
		JsonNode fired = this.api.get("/api/reminders?start=2031-03-04T08:00:00Z&end=2031-03-04T09:00:00Z")
			.json()
			.path("reminders")
			.get(0);
		assertThat(fired.path("status").asString()).isEqualTo("sent");
	}

	@TestConfiguration(proxyBeanMethods = false)
	static class Clocks {

		@Bean
		@Primary
		MovableClock movableClock() {
			return new MovableClock(Instant.parse("2031-03-04T08:00:00Z"));
		}

	}

}
