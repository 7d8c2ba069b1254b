package dev.kairos.providers.microsoft;

import java.net.URI;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Map;
import java.util.Optional;

import dev.kairos.providers.ChangeChannel;
import dev.kairos.providers.ChangeNotifier;
import dev.kairos.providers.Provider;
import dev.kairos.providers.ProviderRejectedException;
import dev.kairos.providers.http.ProviderHttp;
import dev.kairos.providers.http.ProviderResponse;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import org.springframework.stereotype.Component;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * Microsoft Graph change notifications: {@code POST /subscriptions} on {@code me/events}
 * (Graph first checks the address with a {@code validationToken} it expects echoed),
 * {@code PATCH /subscriptions/{id}} to extend, {@code DELETE /subscriptions/{id}} to
 * stop. Notifications carry the subscription id and our {@code clientState}.
 */
@Component
class GraphChangeNotifier implements ChangeNotifier {

	private final MicrosoftProperties properties;

	private final ProviderHttp http;

	private final JsonMapper json = JsonMapper.builder().build();

	GraphChangeNotifier(MicrosoftProperties properties, ProviderHttp http) {
		this.properties = properties;
		this.http = http;
	}

	@Override
	public Provider provider() {
		return Provider.MICROSOFT;
	}

	@Override
	public ChangeChannel open(String accessToken, String channelId, URI address, String secret, Instant expiresAt) {
		ObjectNode body = this.json.createObjectNode()
			.put("changeType", "created,updated,deleted")
			.put("notificationUrl", address.toString())
			.put("resource", "me/events")
			.put("expirationDateTime", expiresAt.toString())
			.put("clientState", secret);
		JsonNode subscription = this.http.successJson(Provider.MICROSOFT,
				send("POST", uri("/subscriptions", Map.of()), accessToken, body), false);
		String id = subscription.path("id").asString(null);
		if (id == null || id.isBlank()) {
			throw new ProviderRejectedException(Provider.MICROSOFT, "the subscription answer lacks its id");
		}
		return new ChangeChannel(id, null, expiration(subscription, expiresAt));
	}

	@Override
	public Optional<Instant> extend(String accessToken, ChangeChannel channel, Instant expiresAt) {
		ObjectNode body = this.json.createObjectNode().put("expirationDateTime", expiresAt.toString());
		JsonNode subscription = this.http.successJson(Provider.MICROSOFT,
				send("PATCH", uri("/subscriptions/{id}", Map.of("id", channel.channelId())), accessToken, body), false);
		return Optional.of(expiration(subscription, expiresAt));
	}

	@Override
	public void stop(String accessToken, ChangeChannel channel) {
		ProviderResponse response = send("DELETE", uri("/subscriptions/{id}", Map.of("id", channel.channelId())),
				accessToken, null);
		if (!response.isSuccess() && response.status() != 404) {
			throw this.http.failure(Provider.MICROSOFT, response, false);
		}
	}

	private URI uri(String path, Map<String, String> variables) {
		return UriComponentsBuilder.fromUri(this.properties.graphBaseUrl())
			.path(path)
			.encode()
			.buildAndExpand(variables)
			.toUri();
	}

	private ProviderResponse send(String method, URI uri, String accessToken, @Nullable ObjectNode body) {
		return this.http.sendJson(Provider.MICROSOFT, method, uri, accessToken, (body != null) ? body.toString() : null,
				false);
	}

	private static Instant expiration(JsonNode subscription, Instant asked) {
		try {
			return Instant.parse(subscription.path("expirationDateTime").asString(asked.toString()));
		}
		catch (DateTimeParseException ex) {
			throw new ProviderRejectedException(Provider.MICROSOFT, "an unreadable expirationDateTime");
		}
	}

}
