package dev.kairos.security;

import java.util.List;

import dev.kairos.shared.InvalidRequestException;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirements;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.http.ResponseEntity;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.security.oauth2.client.registration.ClientRegistrationRepository;
import org.springframework.security.web.context.DelegatingSecurityContextRepository;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.security.web.context.RequestAttributeSecurityContextRepository;
import org.springframework.security.web.context.SecurityContextRepository;
import org.springframework.security.web.csrf.CsrfTokenRepository;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The browser session of the web app. Without an OIDC provider, a browser signs in with
 * an API key and gets the same session cookie an OIDC sign-in gives; wrong keys are
 * throttled per address like feed tokens. Sign-out ends either kind of session.
 */
@RestController
@ConditionalOnWebApplication
@RequestMapping("/api")
@Tag(name = "Browser session", description = "Sign-in and sign-out of the web app (session cookie)")
class SessionController {

	/** The OIDC registration the README configures. */
	private static final String OIDC_REGISTRATION = "kairos";

	private final ApiKeys apiKeys;

	private final GuessThrottle throttle;

	private final GuessLimit signInGuesses;

	private final CsrfTokenRepository csrfTokens;

	private final ObjectProvider<ClientRegistrationRepository> clientRegistrations;

	private final SecurityContextRepository contexts = new DelegatingSecurityContextRepository(
			new RequestAttributeSecurityContextRepository(), new HttpSessionSecurityContextRepository());

	private final SecurityContextHolderStrategy holder = SecurityContextHolder.getContextHolderStrategy();

	SessionController(ApiKeys apiKeys, GuessThrottle throttle, SignInProperties properties,
			CsrfTokenRepository csrfTokens, ObjectProvider<ClientRegistrationRepository> clientRegistrations) {
		this.apiKeys = apiKeys;
		this.throttle = throttle;
		this.signInGuesses = new GuessLimit("sign-in", "wrong API keys", properties.guessLimit(),
				properties.guessWindow());
		this.csrfTokens = csrfTokens;
		this.clientRegistrations = clientRegistrations;
	}

	@GetMapping("/session")
	@SecurityRequirements
	@Operation(summary = "Whether this browser is signed in, and how it can sign in (for the web app)")
	SessionState state() {
		String oidc = null;
		ClientRegistrationRepository registrations = this.clientRegistrations.getIfAvailable();
		if (registrations != null && registrations.findByRegistrationId(OIDC_REGISTRATION) != null) {
			oidc = "/oauth2/authorization/" + OIDC_REGISTRATION;
		}
		return new SessionState(CurrentUserArgumentResolver.currentUser() != null, oidc);
	}

	@PostMapping(path = "/session", consumes = "application/json")
	@SecurityRequirements
	@Operation(summary = "Sign a browser in with an API key: the answer sets the session cookie (KAIROS_SESSION) "
			+ "and a fresh XSRF-TOKEN cookie. Any earlier session of this browser ends. With a session cookie, send "
			+ "X-XSRF-TOKEN as on every write")
	@ApiResponse(responseCode = "204", description = "Signed in")
	@ApiResponse(responseCode = "401", description = "The key is unknown, malformed or revoked (invalid-api-key)",
			content = @Content(mediaType = "application/problem+json",
					schema = @Schema(ref = "#/components/schemas/Problem")))
	@ApiResponse(responseCode = "403",
			description = "A live session's cookie was sent without its CSRF token (the XSRF-TOKEN cookie's value) in X-XSRF-TOKEN",
			content = @Content(mediaType = "application/problem+json",
					schema = @Schema(ref = "#/components/schemas/Problem")))
	@ApiResponse(responseCode = "429",
			description = "Too many wrong keys from this address (sign-in-throttled); Retry-After says when to try "
					+ "again, with any key",
			content = @Content(mediaType = "application/problem+json",
					schema = @Schema(ref = "#/components/schemas/Problem")))
	ResponseEntity<Void> signIn(@RequestBody SignInRequest body, HttpServletRequest request,
			HttpServletResponse response) {
		if (body.apiKey() == null || body.apiKey().isBlank()) {
			throw new InvalidRequestException("api_key", "is required");
		}
		String address = request.getRemoteAddr();
		this.throttle.check(this.signInGuesses, address);
		KairosUser user = this.apiKeys.authenticate(body.apiKey().strip());
		if (user == null) {
			this.throttle.recordFailure(this.signInGuesses, address);
			throw new InvalidApiKeyException();
		}
		// A new session id for a new identity: whatever this browser's old session held
		// (another user, a fixed id) is gone.
		HttpSession old = request.getSession(false);
		if (old != null) {
			old.invalidate();
		}
		request.getSession(true);
		SecurityContext context = this.holder.createEmptyContext();
		context.setAuthentication(UsernamePasswordAuthenticationToken.authenticated(user, null,
				List.of(new SimpleGrantedAuthority("ROLE_USER"))));
		this.holder.setContext(context);
		this.contexts.saveContext(context, request, response);
		// A new CSRF token too, so one planted before sign-in is worthless after it.
		this.csrfTokens.saveToken(this.csrfTokens.generateToken(request), request, response);
		return ResponseEntity.noContent().build();
	}

	@PostMapping("/logout")
	@SecurityRequirements
	@Operation(summary = "Sign the browser out: ends its session (API-key or OIDC sign-in) and clears its cookies; "
			+ "204 also when it was not signed in. With a session cookie, send X-XSRF-TOKEN as on every write")
	@ApiResponse(responseCode = "204", description = "Signed out")
	@ApiResponse(responseCode = "403",
			description = "A live session's cookie was sent without its CSRF token (the XSRF-TOKEN cookie's value) in X-XSRF-TOKEN",
			content = @Content(mediaType = "application/problem+json",
					schema = @Schema(ref = "#/components/schemas/Problem")))
	ResponseEntity<Void> signOut(HttpServletRequest request, HttpServletResponse response) {
		HttpSession session = request.getSession(false);
		if (session != null) {
			session.invalidate();
		}
		this.holder.clearContext();
		this.csrfTokens.saveToken(null, request, response);
		return ResponseEntity.noContent().build();
	}

	/**
	 * Body of POST /api/session.
	 *
	 * @param apiKey an API key of the user ({@code kairos_…})
	 */
	record SignInRequest(@Schema(requiredMode = Schema.RequiredMode.REQUIRED) @Nullable String apiKey) {
	}

	/**
	 * What the web app needs to know before it shows the calendar or the sign-in form.
	 *
	 * @param signedIn whether this request carries a valid session (or key)
	 * @param oidcSignInUrl where a browser starts an OIDC sign-in, or null when no
	 * provider is configured
	 */
	record SessionState(boolean signedIn, @Nullable String oidcSignInUrl) {
	}

}
