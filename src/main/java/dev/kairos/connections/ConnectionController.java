package dev.kairos.connections;

import java.net.URI;
import java.util.List;

import dev.kairos.providers.Provider;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.InvalidRequestException;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;
import org.slf4j.MDC;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.ErrorResponseException;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.UriComponentsBuilder;

@RestController
@RequestMapping("/api/connections")
@Tag(name = "Connections", description = "Connect Google, Microsoft and Canvas")
class ConnectionController {

	private static final Log logger = LogFactory.getLog(ConnectionController.class);

	private final Connections connections;

	private final ConnectionsProperties properties;

	ConnectionController(Connections connections, ConnectionsProperties properties) {
		this.connections = connections;
		this.properties = properties;
	}

	@GetMapping
	@Operation(summary = "Every provider with the caller's connection status")
	ConnectionList list(KairosUser user) {
		return new ConnectionList(this.connections.list(user));
	}

	@GetMapping("/{provider}/authorize")
	@Operation(summary = "Start connecting: 302 to the provider, or {authorize_url} with Accept: application/json")
	@ApiResponse(responseCode = "200", description = "With Accept: application/json: where to send the browser")
	@ApiResponse(responseCode = "302", description = "Redirect to the provider's consent screen", content = @Content)
	@ApiResponse(responseCode = "409", description = "provider-not-configured: this server has no client for it",
			content = @Content(mediaType = "application/problem+json"))
	ResponseEntity<AuthorizeResponse> authorize(KairosUser user, @PathVariable String provider,
			@RequestParam(required = false) @Nullable String scopes,
			@RequestHeader(name = HttpHeaders.ACCEPT, required = false) @Nullable String accept) {
		URI url = this.connections.authorize(user, provider(provider), wantsMail(scopes));
		if (acceptsJson(accept)) {
			return ResponseEntity.ok(new AuthorizeResponse(url.toString()));
		}
		return ResponseEntity.status(HttpStatus.FOUND).location(url).build();
	}

	@GetMapping("/{provider}/callback")
	@Operation(summary = "Where the provider sends the browser back; the single-use state identifies the user")
	@ApiResponse(responseCode = "302",
			description = "Connected, or (to a browser asking for HTML) failed: redirect to the success page",
			content = @Content)
	@ApiResponse(responseCode = "400",
			description = "invalid-oauth-state, authorization-denied or "
					+ "authorization-refused (to a browser asking for HTML: a 302 to the page that says so)",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "502", description = "The provider failed to exchange the code",
			content = @Content(mediaType = "application/problem+json"))
	ResponseEntity<Void> callback(@PathVariable String provider, @RequestParam(required = false) @Nullable String state,
			@RequestParam(required = false) @Nullable String code,
			@RequestParam(required = false) @Nullable String error,
			@RequestHeader(name = HttpHeaders.ACCEPT, required = false) @Nullable String accept) {
		Provider which = provider(provider);
		UriComponentsBuilder page = UriComponentsBuilder.fromUriString(this.properties.successRedirect())
			.queryParam("provider", which.wireValue());
		try {
			this.connections.complete(which, state, code, error);
		}
		catch (ErrorResponseException ex) {
			if (!acceptsHtml(accept)) {
				throw ex;
			}
			// A person's browser, back from the consent screen: a page that says what
			// went
			// wrong (and the request id to quote) instead of problem JSON.
			logger.info("Connecting " + which.wireValue() + " failed: " + ex.getBody().getType());
			page.queryParam("problem", problemName(ex.getBody().getType()));
			String requestId = MDC.get("request_id");
			if (requestId != null) {
				page.queryParam("request_id", requestId);
			}
		}
		return ResponseEntity.status(HttpStatus.FOUND).location(page.encode().build().toUri()).build();
	}

	private static String problemName(URI type) {
		String path = type.getPath();
		return (path != null) ? path.substring(path.lastIndexOf('/') + 1) : "unknown";
	}

	@PostMapping(path = "/canvas", consumes = "application/json")
	@Operation(summary = "Connect Canvas with a personal access token, checked with Canvas first")
	@ApiResponse(responseCode = "200", description = "Connected")
	@ApiResponse(responseCode = "400", description = "No token, or Canvas refused it (authorization-refused)",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "409", description = "provider-not-configured: this server has no Canvas",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "502", description = "Canvas failed or timed out",
			content = @Content(mediaType = "application/problem+json"))
	Connection connectCanvas(KairosUser user, @RequestBody CanvasTokenRequest request) {
		if (request.accessToken() == null || request.accessToken().isBlank()) {
			throw new InvalidRequestException("access_token", "is required");
		}
		String token = request.accessToken().strip();
		if (token.length() > 4000) {
			throw new InvalidRequestException("access_token", "is too long");
		}
		// It goes into an Authorization header: visible ASCII only, as every Canvas token
		// is.
		if (!token.chars().allMatch((c) -> c > 0x20 && c < 0x7F)) {
			throw new InvalidRequestException("access_token",
					"may hold only visible ASCII characters (no spaces, line breaks or emoji)");
		}
		return this.connections.connectWithToken(user, Provider.CANVAS, token);
	}

	@DeleteMapping("/{provider}")
	@Operation(summary = "Remove the connection, its tokens and everything synced from it")
	@ApiResponse(responseCode = "204", description = "Removed")
	ResponseEntity<Void> disconnect(KairosUser user, @PathVariable String provider) {
		this.connections.disconnect(user, provider(provider));
		return ResponseEntity.noContent().build();
	}

	static Provider provider(String value) {
		Provider provider = Provider.fromWire(value);
		if (provider == null) {
			throw new InvalidRequestException("provider", "must be one of " + Provider.wireValues());
		}
		return provider;
	}

	private static boolean wantsMail(@Nullable String scopes) {
		if (scopes == null || scopes.isBlank()) {
			return false;
		}
		for (String scope : scopes.split("[,\\s]+")) {
			if (!scope.equals("mail") && !scope.equals("calendar")) {
				throw new InvalidRequestException("scopes", "must list calendar and/or mail");
			}
		}
		return List.of(scopes.split("[,\\s]+")).contains("mail");
	}

	private static boolean acceptsHtml(@Nullable String accept) {
		return accepts(accept, MediaType.TEXT_HTML);
	}

	private static boolean acceptsJson(@Nullable String accept) {
		return accepts(accept, MediaType.APPLICATION_JSON);
	}

	private static boolean accepts(@Nullable String accept, MediaType wanted) {
		if (accept == null) {
			return false;
		}
		try {
			return MediaType.parseMediaTypes(accept)
				.stream()
				.anyMatch((type) -> !type.isWildcardType() && type.isCompatibleWith(wanted));
		}
		catch (IllegalArgumentException ex) {
			return false;
		}
	}

	record ConnectionList(List<Connection> connections) {
	}

	record AuthorizeResponse(String authorizeUrl) {
	}

	record CanvasTokenRequest(@Nullable String accessToken) {
	}

}
