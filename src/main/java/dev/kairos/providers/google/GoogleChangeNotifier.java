package dev.kairos.providers.google;

import java.net.URI;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;

import dev.kairos.providers.ChangeChannel;
import dev.kairos.providers.ChangeNotifier;
import dev.kairos.providers.Provider;
import dev.kairos.providers.ProviderRejectedException;
import dev.kairos.providers.http.ProviderHttp;
import dev.kairos.providers.http.ProviderResponse;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import org.springframework.stereotype.Component;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * Google Calendar push notifications: {@code POST .../calendars/{id}/events/watch} opens
 * a {@code web_hook} channel with our id and token; Google posts to the address with
 * {@code X-Goog-Channel-ID}, {@code X-Goog-Channel-Token} and
 * {@code X-Goog-Resource-State}; {@code POST /calendar/v3/channels/stop} with the id and
 * {@code resourceId} ends it. A channel cannot be extended: a new one replaces it.
 */
@Component
class GoogleChangeNotifier implements ChangeNotifier {

	private final GoogleProperties properties;

	private final ProviderHttp http;

	private final JsonMapper json = JsonMapper.builder().build();

	GoogleChangeNotifier(GoogleProperties properties, ProviderHttp http) {
		this.properties = properties;
		this.http = http;
	}

	@Override
	public Provider provider() {
		return Provider.GOOGLE;
	}

	@Override
	public ChangeChannel open(String accessToken, String channelId, URI address, String secret, Instant expiresAt) {
		URI uri = UriComponentsBuilder.fromUri(this.properties.apiBaseUrl())
			.path("/calendar/v3/calendars/{calendarId}/events/watch")
			.encode()
			.buildAndExpand(Map.of("calendarId", this.properties.calendarId()))
			.toUri();
		ObjectNode body = this.json.createObjectNode()
			.put("id", channelId)
			.put("type", "web_hook")
			.put("address", address.toString())
			.put("token", secret)
			.put("expiration", expiresAt.toEpochMilli());
		JsonNode channel = this.http.successJson(Provider.GOOGLE, send(uri, accessToken, body), false);
		String resourceId = channel.path("resourceId").asString(null);
		if (!channelId.equals(channel.path("id").asString(null)) || resourceId == null) {
			throw new ProviderRejectedException(Provider.GOOGLE, "the watch answer lacks the channel or resource id");
		}
		// Google writes the int64 expiration as a string of epoch milliseconds.
		long expiration = Long.parseLong(channel.path("expiration").asString(String.valueOf(expiresAt.toEpochMilli())));
		return new ChangeChannel(channelId, resourceId, Instant.ofEpochMilli(expiration));
	}

	@Override
	public Optional<Instant> extend(String accessToken, ChangeChannel channel, Instant expiresAt) {
		return Optional.empty();
	}

	@Override
	public void stop(String accessToken, ChangeChannel channel) {
		URI uri = UriComponentsBuilder.fromUri(this.properties.apiBaseUrl())
			.path("/calendar/v3/channels/stop")
			.build()
			.toUri();
		ObjectNode body = this.json.createObjectNode()
			.put("id", channel.channelId())
			.put("resourceId", channel.resourceId());
		ProviderResponse response = send(uri, accessToken, body);
		if (!response.isSuccess() && response.status() != 404) {
			throw this.http.failure(Provider.GOOGLE, response, false);
		}
	}

	private ProviderResponse send(URI uri, String accessToken, ObjectNode body) {
		return this.http.sendJson(Provider.GOOGLE, "POST", uri, accessToken, body.toString(), false);
	}

}
