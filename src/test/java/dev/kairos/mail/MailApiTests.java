package dev.kairos.mail;

import java.io.ByteArrayInputStream;
import java.util.Base64;
import java.util.List;
import java.util.Properties;

import com.github.tomakehurst.wiremock.stubbing.Scenario;
import dev.kairos.providers.MailSender;
import dev.kairos.providers.Provider;
import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import dev.kairos.test.ProviderFakes;
import jakarta.mail.Message;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ContextConfiguration;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.kairos.test.Api.json;
import static dev.kairos.test.ProviderFakes.server;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Mail through Gmail and Graph fakes: the exact outgoing request, the scope check,
 * validation, and which failures may be retried without sending twice.
 */
@IntegrationTest
@ContextConfiguration(initializers = ProviderFakes.Initializer.class)
class MailApiTests {

	private static final String GMAIL_SEND = "/gmail/v1/users/me/messages/send";

	private static final String GRAPH_SEND = "/v1.0/me/sendMail";

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private List<MailSender> mailSenders;

	@Autowired
	private SystemMail systemMail;

	private Api api;

	private TestUsers.Caller caller;

	@BeforeEach
	void signIn() {
		ProviderFakes.reset();
		this.caller = this.users.create();
		this.api = new Api(this.port, this.caller.key());
	}

	private static final String INVITATION = String.join("\r\n", "BEGIN:VCALENDAR", "PRODID:-//Kairos//Test//EN",
			"VERSION:2.0", "METHOD:REQUEST", "BEGIN:VEVENT", "UID:booking-1@kairos.example.com", "SEQUENCE:0",
			"DTSTAMP:20300101T000000Z", "DTSTART:20300304T140000Z", "DTEND:20300304T143000Z", "SUMMARY:Café",
			"ORGANIZER;CN=Sam:mailto:student@example.com", "END:VEVENT", "END:VCALENDAR", "");

	@Test
	void systemMailWithAnInvitationGoesThroughGmailAsTextCalendarAndAnAttachment() throws Exception {
		connectGoogleWithMail();
		stubGmailSent();

		SystemMail.Outcome outcome = this.systemMail.send(this.caller.user(), "ada@example.org", "Booked: Café",
				"See you.", new SystemMail.Calendar("REQUEST", INVITATION));

		assertThat(outcome.sent()).as(outcome.toString()).isTrue();
		assertThat(outcome.route()).isEqualTo("google");
		MimeMessage message = sentGmail(0);
		assertThat(message.getContentType()).startsWith("multipart/mixed");
		jakarta.mail.Multipart mixed = (jakarta.mail.Multipart) message.getContent();
		assertThat(mixed.getCount()).isEqualTo(2);
		jakarta.mail.Multipart alternative = (jakarta.mail.Multipart) mixed.getBodyPart(0).getContent();
		assertThat(mixed.getBodyPart(0).getContentType()).startsWith("multipart/alternative");
		assertThat(alternative.getBodyPart(0).getContentType()).startsWith("text/plain");
		assertThat(((String) alternative.getBodyPart(0).getContent()).replace("\r\n", "\n")).isEqualTo("See you.");
		assertThat(alternative.getBodyPart(1).getContentType()).startsWith("text/calendar")
			.contains("method=REQUEST")
			.containsIgnoringCase("charset=UTF-8");
		assertThat(new String(alternative.getBodyPart(1).getInputStream().readAllBytes(),
				java.nio.charset.StandardCharsets.UTF_8))
			.isEqualTo(INVITATION);
		assertThat(mixed.getBodyPart(1).getFileName()).isEqualTo("invite.ics");
		assertThat(mixed.getBodyPart(1).getDisposition()).isEqualTo("attachment");
		assertThat(new String(mixed.getBodyPart(1).getInputStream().readAllBytes(),
				java.nio.charset.StandardCharsets.UTF_8))
			.isEqualTo(INVITATION);
	}

	@Test
	void systemMailWithAnInvitationGoesThroughGraphAsAFileAttachment() throws Exception {
		connectMicrosoftWithMail();
		server.stubFor(post(urlPathEqualTo(GRAPH_SEND)).willReturn(aResponse().withStatus(202)));

		SystemMail.Outcome outcome = this.systemMail.send(this.caller.user(), "ada@example.org", "Cancelled: Café",
				"Sorry.", new SystemMail.Calendar("CANCEL", INVITATION.replace("METHOD:REQUEST", "METHOD:CANCEL")));

		assertThat(outcome.sent()).as(outcome.toString()).isTrue();
		assertThat(outcome.route()).isEqualTo("microsoft");
		JsonNode message = JSON
			.readTree(server.findAll(postRequestedFor(urlPathEqualTo(GRAPH_SEND))).get(0).getBodyAsString())
			.path("message");
		assertThat(message.path("body").path("content").asString()).isEqualTo("Sorry.");
		JsonNode attachment = message.path("attachments").get(0);
		assertThat(message.path("attachments")).hasSize(1);
		assertThat(attachment.path("@odata.type").asString()).isEqualTo("#microsoft.graph.fileAttachment");
		assertThat(attachment.path("name").asString()).isEqualTo("invite.ics");
		assertThat(attachment.path("contentType").asString()).startsWith("text/calendar").contains("method=CANCEL");
		assertThat(new String(Base64.getDecoder().decode(attachment.path("contentBytes").asString()),
				java.nio.charset.StandardCharsets.UTF_8))
			.isEqualTo(INVITATION.replace("METHOD:REQUEST", "METHOD:CANCEL"));
	}

	private void connectGoogleWithMail() {
		ProviderFakes.stubToken("/token", "authorization_code",
				"""
						{"access_token":"google-access-1","expires_in":3599,"refresh_token":"google-refresh-1",
						 "scope":"https://www.googleapis.com/auth/calendar.readonly openid https://www.googleapis.com/auth/gmail.send",
						 "token_type":"Bearer","id_token":"%s"}"""
					.formatted(ProviderFakes.idToken("student@example.com", "Sam")));
		ProviderFakes.connect(this.api, this.port, Provider.GOOGLE);
	}

	private void connectMicrosoftWithMail() {
		ProviderFakes.stubToken("/common/oauth2/v2.0/token", "authorization_code",
				"""
						{"token_type":"Bearer","scope":"Calendars.Read Mail.Send User.Read profile openid email","expires_in":3922,
						 "access_token":"ms-access-1","refresh_token":"ms-refresh-1","id_token":"%s"}"""
					.formatted(ProviderFakes.idToken("student@outlook.com", "Sam")));
		ProviderFakes.connect(this.api, this.port, Provider.MICROSOFT);
	}

	private void stubGmailSent() {
		server.stubFor(post(urlPathEqualTo(GMAIL_SEND)).willReturn(
				okJson("{\"id\":\"18e0f5b7c2a9d3e1\",\"threadId\":\"18e0f5b7c2a9d3e1\",\"labelIds\":[\"SENT\"]}")));
	}

	private Response send(String provider, String to, String subject) {
		return this.api.post("/api/mail/send",
				json("{'to':[%s],'subject':'%s','body':'Hi!\\nSee you soon.','provider':'%s'}".formatted(to, subject,
						provider)));
	}

	private static MimeMessage sentGmail(int index) throws Exception {
		String body = server.findAll(postRequestedFor(urlPathEqualTo(GMAIL_SEND))).get(index).getBodyAsString();
		byte[] raw = Base64.getUrlDecoder().decode(JSON.readTree(body).path("raw").asString());
		return new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(raw));
	}

	@Test
	void sendsThroughGmailAsAnRfc5322Message() throws Exception {
		connectGoogleWithMail();
		stubGmailSent();

		Response sent = send("google", "'teammate@example.org','ta@example.edu'", "Réunion – café ☕ at 3");

		assertThat(sent.status()).as(sent.toString()).isEqualTo(202);
		assertThat(sent.text("provider")).isEqualTo("google");
		assertThat(sent.text("message_id")).isEqualTo("18e0f5b7c2a9d3e1");
		assertThat(sent.text("status")).isEqualTo("sent");
		server.verify(1, postRequestedFor(urlPathEqualTo(GMAIL_SEND)).withHeader("Authorization",
				equalTo("Bearer google-access-1")));
		MimeMessage message = sentGmail(0);
		assertThat(message.getFrom()[0].toString()).isEqualTo("student@example.com");
		assertThat(message.getRecipients(Message.RecipientType.TO)).extracting(Object::toString)
			.containsExactly("teammate@example.org", "ta@example.edu");
		assertThat(message.getSubject()).isEqualTo("Réunion – café ☕ at 3");
		assertThat(message.getHeader("Subject")[0]).startsWith("=?UTF-8?");
		assertThat(message.getContentType()).startsWith("text/plain; charset=UTF-8");
		assertThat(((String) message.getContent()).replace("\r\n", "\n")).isEqualTo("Hi!\nSee you soon.");
		assertThat(message.getMessageID()).matches("<[0-9a-f-]{36}@localhost>");
	}

	@Test
	void sendsThroughGraphWithATextBody() throws Exception {
		connectMicrosoftWithMail();
		server.stubFor(post(urlPathEqualTo(GRAPH_SEND)).willReturn(aResponse().withStatus(202)));

		Response sent = send("outlook", "'teammate@contoso.com'", "Problem set 4");

		assertThat(sent.status()).as(sent.toString()).isEqualTo(202);
		assertThat(sent.text("provider")).isEqualTo("microsoft");
		assertThat(sent.json().path("message_id").isNull()).isTrue();
		JsonNode request = JSON
			.readTree(server.findAll(postRequestedFor(urlPathEqualTo(GRAPH_SEND))).get(0).getBodyAsString());
		assertThat(request.path("saveToSentItems").asBoolean()).isTrue();
		JsonNode message = request.path("message");
		assertThat(message.path("subject").asString()).isEqualTo("Problem set 4");
		assertThat(message.path("body").path("contentType").asString()).isEqualTo("Text");
		assertThat(message.path("body").path("content").asString()).isEqualTo("Hi!\nSee you soon.");
		assertThat(message.path("toRecipients").get(0).path("emailAddress").path("address").asString())
			.isEqualTo("teammate@contoso.com");
		assertThat(message.path("internetMessageHeaders").get(0).path("name").asString()).startsWith("x-");
	}

	@Test
	void aConnectionWithoutTheMailScopeIs403NamingItAndSendsNothing() {
		ProviderFakes.connect(this.api, this.port, Provider.GOOGLE);
		stubGmailSent();

		Response refused = send("google", "'teammate@example.org'", "Hello");

		assertThat(refused.status()).isEqualTo(403);
		assertThat(refused.text("type")).endsWith("/problems/missing-scope");
		assertThat(refused.text("scope")).isEqualTo("https://www.googleapis.com/auth/gmail.send");
		assertThat(refused.text("connect_url")).isEqualTo("/api/connections/google/authorize?scopes=mail");
		server.verify(0, postRequestedFor(urlPathEqualTo(GMAIL_SEND)));
	}

	@Test
	void theProvidersOwnScopeRefusalGetsTheSameAnswer() {
		connectMicrosoftWithMail();
		server.stubFor(post(urlPathEqualTo(GRAPH_SEND))
			.willReturn(aResponse().withStatus(403).withHeader("Content-Type", "application/json").withBody("""
					{"error":{"code":"ErrorAccessDenied","message":"Access is denied. Check credentials and try again.",
					 "innerError":{"date":"2030-03-05T20:24:54","request-id":"dde0b06a"}}}""")));

		Response refused = send("microsoft", "'teammate@contoso.com'", "Hello");

		assertThat(refused.status()).isEqualTo(403);
		assertThat(refused.text("scope")).isEqualTo("Mail.Send");
		server.verify(1, postRequestedFor(urlPathEqualTo(GRAPH_SEND)));
	}

	@Test
	void notConnectedIs409() {
		Response refused = send("google", "'teammate@example.org'", "Hello");
		assertThat(refused.status()).isEqualTo(409);
		assertThat(refused.text("type")).endsWith("/problems/provider-not-connected");
	}

	@Test
	void invalidMessagesAre400AndSendNothing() {
		connectGoogleWithMail();
		stubGmailSent();
		assertThat(fields(send("google", "'not-an-address'", "Hi"))).containsExactly("to[0]");
		assertThat(fields(send("google", "'Alice <alice@example.com>'", "Hi"))).containsExactly("to[0]");
		assertThat(fields(send("google", "'a@example.com, b@example.com'", "Hi"))).containsExactly("to[0]");
		assertThat(fields(send("google", "'a@example.com\\r\\nBcc: victim@example.com'", "Hi")))
			.containsExactly("to[0]");
		assertThat(fields(send("google", "", "Hi"))).containsExactly("to");
		String many = String.join(",", java.util.Collections.nCopies(101, "'a@example.com'"));
		assertThat(fields(send("google", many, "Hi"))).containsExactly("to");
		assertThat(fields(send("google", "'a@example.com'", "Hi\\r\\nBcc: victim@example.com")))
			.containsExactly("subject");
		assertThat(fields(send("google", "'a@example.com'", "x".repeat(999)))).containsExactly("subject");
		assertThat(fields(send("google", "'a@example.com'", ""))).containsExactly("subject");
		assertThat(fields(send("canvas", "'a@example.com'", "Hi"))).containsExactly("provider");
		assertThat(fields(this.api.post("/api/mail/send", json("{'to':['a@example.com'],'subject':'Hi','body':'x'}"))))
			.containsExactly("provider");
		assertThat(fields(this.api.post("/api/mail/send",
				json("{'to':['a@example.com'],'subject':'Hi','body':'x','provider':'google','cc':['b@example.com']}"))))
			.containsExactly("cc");
		server.verify(0, postRequestedFor(urlPathEqualTo(GMAIL_SEND)));
	}

	@Test
	void theProvidersAllowedAreThoseWithAMailSender() {
		// In the order of Provider, whatever the order of the beans.
		List<String> senders = this.mailSenders.stream()
			.map(MailSender::provider)
			.sorted()
			.map(Provider::wireValue)
			.toList();
		assertThat(senders).containsExactly("google", "microsoft");
		Response canvas = send("canvas", "'a@example.com'", "Hi");
		assertThat(canvas.status()).isEqualTo(400);
		assertThat(canvas.json().path("errors").get(0).path("message").asString())
			.isEqualTo("must be one of " + senders);
		Response none = this.api.post("/api/mail/send", json("{'to':['a@example.com'],'subject':'Hi','body':'x'}"));
		assertThat(none.json().path("errors").get(0).path("message").asString())
			.isEqualTo("is required; one of " + senders);
	}

	@Test
	void aRefusedTokenIsRefreshedAndTheMessageSentOnce() {
		connectGoogleWithMail();
		server.stubFor(post(urlPathEqualTo(GMAIL_SEND)).withHeader("Authorization", equalTo("Bearer google-access-1"))
			.willReturn(aResponse().withStatus(401)
				.withHeader("Content-Type", "application/json")
				.withBody(ProviderFakes.googleError(401, "authError", "Invalid Credentials", "UNAUTHENTICATED"))));
		server.stubFor(post(urlPathEqualTo(GMAIL_SEND)).withHeader("Authorization", equalTo("Bearer google-access-2"))
			.willReturn(okJson("{\"id\":\"18e0f5b7c2a9d3e2\",\"threadId\":\"t\",\"labelIds\":[\"SENT\"]}")));

		Response sent = send("google", "'teammate@example.org'", "Hello");

		assertThat(sent.status()).as(sent.toString()).isEqualTo(202);
		assertThat(sent.text("message_id")).isEqualTo("18e0f5b7c2a9d3e2");
		server.verify(1, postRequestedFor(urlPathEqualTo(GMAIL_SEND)).withHeader("Authorization",
				equalTo("Bearer google-access-2")));
	}

	@Test
	void throttlingAndServerErrorsAreRetriedHonouringRetryAfter() {
		connectGoogleWithMail();
		server.stubFor(
				post(urlPathEqualTo(GMAIL_SEND)).inScenario("busy")
					.whenScenarioStateIs(Scenario.STARTED)
					.willReturn(
							aResponse().withStatus(429)
								.withHeader("Content-Type", "application/json")
								.withBody(ProviderFakes.googleError(429, "rateLimitExceeded",
										"User-rate limit exceeded.  Retry after "
												+ java.time.Instant.now().plusSeconds(1),
										"RESOURCE_EXHAUSTED")))
					.willSetStateTo("failing"));
		server.stubFor(post(urlPathEqualTo(GMAIL_SEND)).inScenario("busy")
			.whenScenarioStateIs("failing")
			.willReturn(aResponse().withStatus(503))
			.willSetStateTo("ok"));
		server.stubFor(post(urlPathEqualTo(GMAIL_SEND)).inScenario("busy")
			.whenScenarioStateIs("ok")
			.willReturn(okJson("{\"id\":\"18e0f5b7c2a9d3e3\",\"threadId\":\"t\",\"labelIds\":[\"SENT\"]}")));

		long started = System.nanoTime();
		Response sent = send("google", "'teammate@example.org'", "Hello");

		assertThat(sent.status()).as(sent.toString()).isEqualTo(202);
		server.verify(3, postRequestedFor(urlPathEqualTo(GMAIL_SEND)));
		assertThat(System.nanoTime() - started).isGreaterThan(500_000_000L);
	}

	@Test
	void aGatewayErrorIsNeverRetriedAndItsOutcomeIsUnknown() {
		connectGoogleWithMail();
		server.stubFor(post(urlPathEqualTo(GMAIL_SEND)).willReturn(aResponse().withStatus(504)));

		Response failed = sendWithKey("gateway-key", "Hello");

		assertThat(failed.status()).isEqualTo(502);
		assertThat(failed.json().path("outcome_unknown").asBoolean()).isTrue();
		server.verify(1, postRequestedFor(urlPathEqualTo(GMAIL_SEND)));
		stubGmailSent();
		assertThat(sendWithKey("gateway-key", "Hello").status()).isEqualTo(502);
		server.verify(1, postRequestedFor(urlPathEqualTo(GMAIL_SEND)));
	}

	@Test
	void aTimeoutIsNeverFollowedByASecondSend() {
		connectGoogleWithMail();
		server.stubFor(post(urlPathEqualTo(GMAIL_SEND))
			.willReturn(okJson("{\"id\":\"late\",\"threadId\":\"t\",\"labelIds\":[\"SENT\"]}").withFixedDelay(1500)));

		Response failed = send("google", "'teammate@example.org'", "Hello");

		assertThat(failed.status()).isEqualTo(502);
		assertThat(failed.text("detail")).contains("timed out");
		server.verify(1, postRequestedFor(urlPathEqualTo(GMAIL_SEND)));
	}

	@Test
	void aRefusedMessageIs502WithTheProvidersReason() {
		connectGoogleWithMail();
		server.stubFor(post(urlPathEqualTo(GMAIL_SEND)).willReturn(aResponse().withStatus(400)
			.withHeader("Content-Type", "application/json")
			.withBody(ProviderFakes.googleError(400, "failedPrecondition", "Mail service not enabled",
					"FAILED_PRECONDITION"))));

		Response failed = send("google", "'teammate@example.org'", "Hello");

		assertThat(failed.status()).isEqualTo(502);
		assertThat(failed.text("detail")).contains("failedPrecondition");
		assertThat(failed.json().path("retryable").asBoolean()).isFalse();
		server.verify(1, postRequestedFor(urlPathEqualTo(GMAIL_SEND)));
	}

	private Response sendWithKey(String key, String subject) {
		return this.api.send("POST", "/api/mail/send",
				java.util.Map.of("Content-Type", "application/json", "Idempotency-Key", key),
				json("{'to':['teammate@example.org'],'subject':'%s','body':'Hi','provider':'google'}"
					.formatted(subject)));
	}

	@Test
	void aRepeatWithTheSameKeyReturnsTheFirstAnswerAndSendsNothing() {
		connectGoogleWithMail();
		stubGmailSent();

		Response first = sendWithKey("7f1c2a9e-send-1", "Hello");
		Response again = sendWithKey("7f1c2a9e-send-1", "Hello");

		assertThat(first.status()).isEqualTo(202);
		assertThat(again.status()).isEqualTo(202);
		assertThat(again.body()).isEqualTo(first.body());
		assertThat(again.header("Idempotent-Replayed")).isEqualTo("true");
		server.verify(1, postRequestedFor(urlPathEqualTo(GMAIL_SEND)));

		Response reused = sendWithKey("7f1c2a9e-send-1", "Another message");
		assertThat(reused.status()).isEqualTo(422);
		assertThat(reused.header("Content-Type")).startsWith("application/problem+json");
		server.verify(1, postRequestedFor(urlPathEqualTo(GMAIL_SEND)));

		// Keys belong to their user.
		Api other = this.api.as(this.users.create().key());
		assertThat(other
			.send("POST", "/api/mail/send",
					java.util.Map.of("Content-Type", "application/json", "Idempotency-Key", "7f1c2a9e-send-1"),
					json("{'to':['teammate@example.org'],'subject':'Hello','body':'Hi','provider':'google'}"))
			.status()).isEqualTo(409);
	}

	@Test
	void aTimeoutWithAKeyIsNeverSentAgainWithThatKey() {
		connectGoogleWithMail();
		server.stubFor(post(urlPathEqualTo(GMAIL_SEND))
			.willReturn(okJson("{\"id\":\"late\",\"threadId\":\"t\",\"labelIds\":[\"SENT\"]}").withFixedDelay(1500)));

		Response first = sendWithKey("timeout-key-1", "Hello");
		assertThat(first.status()).isEqualTo(502);
		assertThat(first.json().path("outcome_unknown").asBoolean()).isTrue();
		assertThat(first.text("detail")).contains("may have been carried out");

		stubGmailSent();
		Response retry = sendWithKey("timeout-key-1", "Hello");
		assertThat(retry.status()).isEqualTo(502);
		assertThat(retry.text("detail")).contains("will not send it again");
		server.verify(1, postRequestedFor(urlPathEqualTo(GMAIL_SEND)));
	}

	@Test
	void aSendTheProviderRefusedCanBeRetriedWithItsKey() {
		connectGoogleWithMail();
		server.stubFor(post(urlPathEqualTo(GMAIL_SEND)).willReturn(aResponse().withStatus(400)
			.withHeader("Content-Type", "application/json")
			.withBody(ProviderFakes.googleError(400, "invalidArgument", "Invalid To header", "INVALID_ARGUMENT"))));
		assertThat(sendWithKey("refused-key", "Hello").status()).isEqualTo(502);

		stubGmailSent();
		Response retried = sendWithKey("refused-key", "Hello");

		assertThat(retried.status()).isEqualTo(202);
		assertThat(retried.header("Idempotent-Replayed")).isNull();
		server.verify(2, postRequestedFor(urlPathEqualTo(GMAIL_SEND)));
	}

	private static List<String> fields(Response response) {
		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		List<String> fields = new java.util.ArrayList<>();
		response.json().path("errors").forEach((error) -> fields.add(error.path("field").asString()));
		return fields;
	}

}
