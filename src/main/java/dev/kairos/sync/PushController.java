package dev.kairos.sync;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.UUID;

import dev.kairos.providers.Provider;
import dev.kairos.shared.InvalidRequestException;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Where Google and Microsoft post change notifications. No sign-in: a notification is
 * trusted only when it names one of our channels and carries that channel's secret. It is
 * answered at once; the connection's sync runs afterwards, as its job.
 */
@RestController
@ConditionalOnWebApplication
@Tag(name = "Push notifications")
class PushController {

	/** Graph sends at most a few hundred per post; more is not Graph. */
	static final int MAX_NOTIFICATIONS = 1000;

	static final int MAX_VALIDATION_TOKEN = 2048;

	private final PushChannels channels;

	private final SyncJobs jobs;

	private final JsonMapper json = JsonMapper.builder().build();

	PushController(PushChannels channels, SyncJobs jobs) {
		this.channels = channels;
		this.jobs = jobs;
	}

	@PostMapping("/api/push/google")
	@Operation(summary = "Google Calendar change notifications (events.watch channels); posted by Google")
	@ApiResponse(responseCode = "200", description = "Accepted: the connection syncs soon")
	@ApiResponse(responseCode = "400", description = "invalid-request: a channel header is missing",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "403", description = "push-refused: the channel token is wrong",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "404", description = "unknown-channel",
			content = @Content(mediaType = "application/problem+json"))
	ResponseEntity<Void> google(@RequestHeader(name = "X-Goog-Channel-ID", required = false) @Nullable String channelId,
			@RequestHeader(name = "X-Goog-Channel-Token", required = false) @Nullable String token,
			@RequestHeader(name = "X-Goog-Resource-State", required = false) @Nullable String state) {
		if (channelId == null || channelId.isBlank()) {
			throw new InvalidRequestException("X-Goog-Channel-ID", "is required");
		}
		if (state == null || state.isBlank()) {
			throw new InvalidRequestException("X-Goog-Resource-State", "is required");
		}
		if ("sync".equals(state)) {
			// The first message of a new channel, sent before its watch call has
			// answered.
			return ResponseEntity.ok().build();
		}
		PushChannels.Notified notified = this.channels.notified(Provider.GOOGLE, channelId,
				(token != null) ? token : "");
		switch (notified.outcome()) {
			case ACCEPTED -> this.jobs.soon(notified.userId(), Provider.GOOGLE);
			case REFUSED -> throw PushProblems.refused();
			case UNKNOWN -> throw PushProblems.unknown();
		}
		return ResponseEntity.ok().build();
	}

	@PostMapping({ "/api/push/microsoft", "/api/push/microsoft/{secret}" })
	@Operation(summary = "Microsoft Graph change notifications, and the validation of a new subscription "
			+ "(?validationToken=, echoed as text); posted by Graph")
	@ApiResponse(responseCode = "200", description = "The validation token, echoed",
			content = @Content(mediaType = "text/plain", schema = @Schema(type = "string")))
	@ApiResponse(responseCode = "202", description = "Accepted: the connections notified sync soon", content = @Content)
	@ApiResponse(responseCode = "400", description = "invalid-request: not Graph's notification body",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "403",
			description = "push-refused: no notification carried its subscription's " + "clientState",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "404",
			description = "unknown-channel: the address holds no subscription's secret (checked before the body is "
					+ "read), or no notification named one of our subscriptions",
			content = @Content(mediaType = "application/problem+json"))
	ResponseEntity<String> microsoft(@PathVariable(name = "secret", required = false) @Nullable String secret,
			@RequestParam(name = "validationToken", required = false) @Nullable String validationToken,
			@RequestBody(required = false) @Nullable String body) {
		if (validationToken != null) {
			if (validationToken.isEmpty() || validationToken.length() > MAX_VALIDATION_TOKEN) {
				throw new InvalidRequestException("validationToken",
						"must have 1 to " + MAX_VALIDATION_TOKEN + " characters");
			}
			return ResponseEntity.ok().contentType(MediaType.TEXT_PLAIN).body(validationToken);
		}
		JsonNode notifications = notifications(body);
		Set<UUID> accepted = new LinkedHashSet<>();
		boolean refused = false;
		for (JsonNode notification : notifications.values()) {
			String subscription = notification.path("subscriptionId").asString(null);
			String clientState = notification.path("clientState").asString(null);
			if (subscription == null || subscription.isBlank()) {
				continue;
			}
			PushChannels.Notified notified = this.channels.notified(Provider.MICROSOFT, subscription,
					(clientState != null) ? clientState : "");
			switch (notified.outcome()) {
				case ACCEPTED -> accepted.add(notified.userId());
				case REFUSED -> refused = true;
				case UNKNOWN -> {
				}
			}
		}
		accepted.forEach((user) -> this.jobs.soon(user, Provider.MICROSOFT));
		if (accepted.isEmpty() && refused) {
			throw PushProblems.refused();
		}
		if (accepted.isEmpty() && !notifications.isEmpty()) {
			throw PushProblems.unknown();
		}
		return ResponseEntity.accepted().build();
	}

	private JsonNode notifications(@Nullable String body) {
		JsonNode value;
		try {
			value = (body != null) ? this.json.readTree(body).path("value") : null;
		}
		catch (JacksonException ex) {
			throw new InvalidRequestException("value", "the body must be Graph's JSON {\"value\": [...]}");
		}
		if (value == null || !value.isArray()) {
			throw new InvalidRequestException("value", "must be an array of notifications");
		}
		if (value.size() > MAX_NOTIFICATIONS) {
			throw new InvalidRequestException("value", "at most " + MAX_NOTIFICATIONS + " notifications");
		}
		return value;
	}

}
