package dev.kairos.providers.microsoft;

import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Locale;
import java.util.Set;

import dev.kairos.providers.MailSender;
import dev.kairos.providers.OutgoingMail;
import dev.kairos.providers.Provider;
import dev.kairos.providers.http.ProviderHttp;
import dev.kairos.providers.http.ProviderResponse;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import org.springframework.stereotype.Component;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * Graph {@code POST /me/sendMail}: a Text body, {@code toRecipients}, saved to Sent
 * Items, and our id in an {@code x-} header; a calendar part goes as an
 * {@code invite.ics} file attachment of type {@code text/calendar; method=...}. Graph
 * answers 202 without a message id.
 */
@Component
class GraphMailSender implements MailSender {

	private static final String GRAPH_PREFIX = "https://graph.microsoft.com/";

	private final JsonMapper json = JsonMapper.builder().build();

	private final MicrosoftProperties properties;

	private final ProviderHttp http;

	GraphMailSender(MicrosoftProperties properties, ProviderHttp http) {
		this.properties = properties;
		this.http = http;
	}

	@Override
	public Provider provider() {
		return Provider.MICROSOFT;
	}

	@Override
	public String requiredScope() {
		return MicrosoftAuthorization.MAIL_SCOPE;
	}

	/** Graph reports scopes short or fully qualified, in any case. */
	@Override
	public boolean maySend(Set<String> grantedScopes) {
		return grantedScopes.stream()
			.map((scope) -> scope.toLowerCase(Locale.ROOT).replace(GRAPH_PREFIX, ""))
			.anyMatch((scope) -> scope.equals("mail.send"));
	}

	@Override
	public @Nullable String send(String accessToken, OutgoingMail mail) {
		ObjectNode message = this.json.createObjectNode();
		message.put("subject", mail.subject());
		message.putObject("body").put("contentType", "Text").put("content", mail.body());
		ArrayNode recipients = message.putArray("toRecipients");
		mail.to().forEach((address) -> recipients.addObject().putObject("emailAddress").put("address", address));
		OutgoingMail.CalendarPart calendar = mail.calendar();
		if (calendar != null) {
			message.putArray("attachments")
				.addObject()
				.put("@odata.type", "#microsoft.graph.fileAttachment")
				.put("name", OutgoingMail.CalendarPart.FILE_NAME)
				.put("contentType", calendar.contentType())
				.put("contentBytes",
						Base64.getEncoder().encodeToString(calendar.content().getBytes(StandardCharsets.UTF_8)));
		}
		message.putArray("internetMessageHeaders")
			.addObject()
			.put("name", "x-kairos-message-id")
			.put("value", mail.messageId());
		ObjectNode body = this.json.createObjectNode();
		body.set("message", message);
		body.put("saveToSentItems", true);
		URI uri = UriComponentsBuilder.fromUri(this.properties.graphBaseUrl()).path("/me/sendMail").build().toUri();
		HttpRequest request = this.http.request(uri, accessToken)
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(this.json.writeValueAsString(body)))
			.build();
		ProviderResponse response = this.http.send(Provider.MICROSOFT, request, false);
		if (!response.isSuccess()) {
			throw this.http.failure(Provider.MICROSOFT, response, false);
		}
		return null;
	}

}
