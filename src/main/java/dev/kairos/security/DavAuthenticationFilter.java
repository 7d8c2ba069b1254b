package dev.kairos.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.HttpHeaders;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.servlet.HandlerExceptionResolver;
import org.springframework.web.util.UrlPathHelper;

/**
 * Who calls CalDAV ({@code /dav} and below): HTTP Basic with the user's e-mail address
 * and one of their API keys as the password (an "app password"), or a bearer key (taken
 * by {@link ApiKeyAuthenticationFilter} before this). A session cookie alone does not
 * reach CalDAV, which has no CSRF protection: calendar clients send credentials with
 * every request. Anything else is 401 with {@code WWW-Authenticate: Basic}, which makes
 * clients ask for the password; wrong passwords count as guesses of the address, like
 * unknown feed tokens, and too many are 429.
 */
class DavAuthenticationFilter extends OncePerRequestFilter {

	/** The realm clients show when they ask for the password. */
	static final String CHALLENGE = "Basic realm=\"Kairos CalDAV\", charset=\"UTF-8\"";

	private static final UrlPathHelper PATHS = new UrlPathHelper();

	private final ApiKeys apiKeys;

	private final JdbcUserRepository users;

	private final GuessThrottle throttle;

	private final GuessLimit limit;

	private final HandlerExceptionResolver resolver;

	private final SecurityContextHolderStrategy contexts = SecurityContextHolder.getContextHolderStrategy();

	DavAuthenticationFilter(ApiKeys apiKeys, JdbcUserRepository users, GuessThrottle throttle,
			SignInProperties properties, HandlerExceptionResolver resolver) {
		this.apiKeys = apiKeys;
		this.users = users;
		this.throttle = throttle;
		this.limit = new GuessLimit("caldav", "wrong CalDAV passwords", properties.guessLimit(),
				properties.guessWindow());
		this.resolver = resolver;
	}

	/** Whether a path is CalDAV's. */
	static boolean isDav(HttpServletRequest request) {
		String path = PATHS.getPathWithinApplication(request);
		return path.equals("/dav") || path.startsWith("/dav/");
	}

	/** Whether a path is CalDAV's or its well-known address (RFC 6764). */
	static boolean isDavOrWellKnown(HttpServletRequest request) {
		String path = PATHS.getPathWithinApplication(request);
		return isDav(request) || path.equals("/.well-known/caldav") || path.equals("/.well-known/caldav/");
	}

	@Override
	protected boolean shouldNotFilter(HttpServletRequest request) {
		return !isDav(request);
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		Authentication current = this.contexts.getContext().getAuthentication();
		if (current instanceof ApiKeyAuthentication && ApiKeyAuthenticationFilter.hasBearer(request)) {
			chain.doFilter(request, response);
			return;
		}
		String header = request.getHeader(HttpHeaders.AUTHORIZATION);
		if (header == null || !header.regionMatches(true, 0, "Basic ", 0, 6)) {
			challenge(response);
			return;
		}
		String address = request.getRemoteAddr();
		try {
			this.throttle.check(this.limit, address);
		}
		catch (GuessesThrottledException ex) {
			this.resolver.resolveException(request, response, null, ex);
			return;
		}
		KairosUser user = authenticate(header.substring(6).strip());
		if (user == null) {
			this.throttle.recordFailure(this.limit, address);
			challenge(response);
			return;
		}
		ApiKeyAuthentication.proceedAs(user, chain, request, response);
	}

	/** The user whose e-mail and API key the credentials are, or null. */
	private KairosUser authenticate(String credentials) {
		String decoded;
		try {
			decoded = new String(Base64.getDecoder().decode(credentials), StandardCharsets.UTF_8);
		}
		catch (IllegalArgumentException ex) {
			return null;
		}
		int colon = decoded.indexOf(':');
		if (colon <= 0 || decoded.length() > 600) {
			return null;
		}
		String email = decoded.substring(0, colon).strip();
		KairosUser owner = this.apiKeys.authenticate(decoded.substring(colon + 1).strip());
		if (owner == null) {
			return null;
		}
		String ownEmail = this.users.email(owner.id());
		return (ownEmail != null && ownEmail.equalsIgnoreCase(email)) ? owner : null;
	}

	private static void challenge(HttpServletResponse response) throws IOException {
		response.setStatus(HttpServletResponse.SC_UNAUTHORIZED);
		response.setHeader(HttpHeaders.WWW_AUTHENTICATE, CHALLENGE);
		response.setContentType("text/plain;charset=UTF-8");
		response.getWriter().write("Sign in with your e-mail address and an API key as the password.\n");
	}

}
