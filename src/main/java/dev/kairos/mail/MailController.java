package dev.kairos.mail;

import dev.kairos.idempotency.IdempotencyKeys;
import dev.kairos.idempotency.IdempotentResponse;
import dev.kairos.providers.Provider;
import dev.kairos.providers.ProviderUnavailableException;
import dev.kairos.security.KairosUser;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "Mail", description = "Send mail through a connected Google or Microsoft account")
class MailController {

	private static final String PATH = "/api/mail/send";

	private final Mailer mailer;

	private final IdempotencyKeys idempotency;

	private final JsonMapper json;

	MailController(Mailer mailer, IdempotencyKeys idempotency, JsonMapper json) {
		this.mailer = mailer;
		this.idempotency = idempotency;
		this.json = json;
	}

	@PostMapping(path = PATH, consumes = "application/json")
	@Operation(summary = "Send a plain-text message; needs the provider's mail scope")
	@ApiResponse(responseCode = "202",
			description = "Handed to the provider; a retry with the same Idempotency-Key "
					+ "returns the same body with Idempotent-Replayed: true and sends nothing",
			content = @Content(mediaType = "application/json", schema = @Schema(implementation = SentMail.class)))
	@ApiResponse(responseCode = "403", description = "missing-scope: connected without the mail scope (connect_url)",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "409",
			description = "provider-not-connected, reauthorization-required, "
					+ "provider-not-configured, or idempotency-key-in-progress",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "422", description = "The Idempotency-Key came with another message",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "502",
			description = "provider-unavailable or provider-error (outcome_unknown: "
					+ "true when the message may have been sent)",
			content = @Content(mediaType = "application/problem+json"))
	ResponseEntity<String> send(KairosUser user, @RequestBody MailMessage message,
			@Parameter(description = "Retrying with the same key never sends twice (kept 24 hours)") @RequestHeader(
					name = IdempotencyKeys.HEADER, required = false) @Nullable String idempotencyKey) {
		String fingerprint = IdempotencyKeys.fingerprint("POST", PATH, this.json.writeValueAsString(message));
		IdempotentResponse response = this.idempotency.executeOnce(user, idempotencyKey, fingerprint, () -> {
			try {
				return IdempotentResponse.of(HttpStatus.ACCEPTED.value(), null,
						this.json.writeValueAsString(this.mailer.send(user, message)));
			}
			catch (ProviderUnavailableException ex) {
				if (!ex.isOutcomeUnknown()) {
					throw ex;
				}
				// The message may have gone out: keep this answer, so that the key never
				// sends it again.
				return IdempotentResponse.unknownOutcome(HttpStatus.BAD_GATEWAY.value(),
						ex.getProvider().wireValue() + "\n" + ex.getReason());
			}
		});
		if (response.status() == HttpStatus.BAD_GATEWAY.value()) {
			String[] failure = response.body().split("\n", 2);
			throw new ProviderUnavailableException(Provider.fromWire(failure[0]),
					failure[1] + "; the message may have been sent, and this Idempotency-Key will not send it again",
					true);
		}
		ResponseEntity.BodyBuilder answer = ResponseEntity.status(response.status())
			.contentType(MediaType.APPLICATION_JSON)
			.header(HttpHeaders.CACHE_CONTROL, "no-store");
		if (response.replayed()) {
			answer.header("Idempotent-Replayed", "true");
		}
		return answer.body(response.body());
	}

}
