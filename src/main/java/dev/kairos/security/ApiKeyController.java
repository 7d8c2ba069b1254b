package dev.kairos.security;

import java.net.URI;
import java.util.List;
import java.util.UUID;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/keys")
@Tag(name = "API keys", description = "Keys for server-to-server clients (Authorization: Bearer <key>)")
class ApiKeyController {

	private final ApiKeys apiKeys;

	ApiKeyController(ApiKeys apiKeys) {
		this.apiKeys = apiKeys;
	}

	@PostMapping(consumes = "application/json")
	@ApiResponse(responseCode = "201", description = "Issued")
	@Operation(summary = "Issue a key; its secret is in this response only")
	ResponseEntity<IssuedApiKey> create(KairosUser user, @RequestBody CreateApiKeyRequest request) {
		IssuedApiKey issued = this.apiKeys.issue(user, request.name());
		return ResponseEntity.created(URI.create("/api/keys?id=" + issued.id())).body(issued);
	}

	@GetMapping
	@Operation(summary = "List the caller's keys, without their secrets")
	ApiKeyList list(KairosUser user) {
		return new ApiKeyList(this.apiKeys.list(user));
	}

	@DeleteMapping
	@ApiResponse(responseCode = "204", description = "Revoked")
	@Operation(summary = "Revoke a key; it stops working at once")
	ResponseEntity<Void> delete(KairosUser user, @RequestParam UUID id) {
		this.apiKeys.revoke(user, id);
		return ResponseEntity.noContent().build();
	}

	record CreateApiKeyRequest(@Nullable String name) {
	}

	record ApiKeyList(List<ApiKey> keys) {
	}

}
