package dev.kairos.sync;

import dev.kairos.providers.Provider;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.InvalidRequestException;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "Unified calendar")
class SyncController {

	private final SyncService sync;

	SyncController(SyncService sync) {
		this.sync = sync;
	}

	@PostMapping("/api/unified/sync")
	@Operation(summary = "Sync one provider now: {provider} in the body or ?provider= (outlook is microsoft)")
	@ApiResponse(responseCode = "200", description = "Synced")
	@ApiResponse(responseCode = "409",
			description = "sync-in-progress, provider-not-connected, "
					+ "reauthorization-required (connect_url) or provider-not-configured",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "502", description = "provider-unavailable or provider-error; nothing was changed",
			content = @Content(mediaType = "application/problem+json"))
	SyncResult sync(KairosUser user, @RequestParam(name = "provider", required = false) @Nullable String query,
			@RequestBody(required = false) @Nullable SyncRequest body) {
		String value = (body != null && body.provider() != null) ? body.provider() : query;
		if (value == null || value.isBlank()) {
			throw new InvalidRequestException("provider", "is required; one of " + Provider.wireValues());
		}
		if (body != null && body.provider() != null && query != null
				&& Provider.fromWire(query) != Provider.fromWire(body.provider())) {
			throw new InvalidRequestException("provider", "the body and the query name different providers");
		}
		Provider provider = Provider.fromWire(value);
		if (provider == null) {
			throw new InvalidRequestException("provider", "must be one of " + Provider.wireValues());
		}
		return this.sync.sync(user, provider);
	}

	record SyncRequest(@Nullable String provider) {
	}

}
