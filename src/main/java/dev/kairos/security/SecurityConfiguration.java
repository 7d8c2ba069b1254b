package dev.kairos.security;

import java.util.List;
import java.util.Set;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import dev.kairos.shared.PublicBody;
import dev.kairos.shared.RequestBodyLimit;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpHeaders;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.observation.SecurityObservationSettings;
import org.springframework.security.oauth2.client.registration.ClientRegistrationRepository;
import org.springframework.security.web.AuthenticationEntryPoint;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.access.AccessDeniedHandler;
import org.springframework.security.web.authentication.www.BasicAuthenticationFilter;
import org.springframework.security.web.csrf.CsrfFilter;
import org.springframework.security.web.firewall.FirewalledRequest;
import org.springframework.security.web.firewall.HttpFirewall;
import org.springframework.security.web.firewall.RequestRejectedHandler;
import org.springframework.security.web.firewall.StrictHttpFirewall;
import org.springframework.security.web.savedrequest.NullRequestCache;
import org.springframework.util.unit.DataSize;
import org.springframework.web.servlet.HandlerExceptionResolver;

/**
 * One filter chain for the whole service. API keys authenticate servers; browsers sign in
 * with OIDC (when a provider is configured) and keep a JDBC-backed session cookie, so any
 * instance serves them. Failures on /api/** are problem details answered by the MVC
 * advice: 401 with {@code WWW-Authenticate: Bearer}, never a redirect to a login page.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication
class SecurityConfiguration {

	private static final String SIGN_IN = "/api/session";

	private static final Set<String> SAFE_METHODS = Set.of("GET", "HEAD", "OPTIONS", "TRACE");

	/**
	 * The methods the firewall lets through (its defaults), in the order Allow names
	 * them.
	 */
	private static final List<String> ALLOWED_METHODS = List.of("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE",
			"OPTIONS");

	/**
	 * The Content-Security-Policy of every answer (pages, static files and the API): the
	 * web app's scripts, styles, fonts and fetches come from this origin only, with no
	 * inline script or style, no plug-ins, no {@code <base>} elsewhere, no framing and
	 * forms posting here only. Images and fonts may also be {@code data:} URLs (Pico's
	 * icons, FullCalendar's arrow font). FullCalendar adds its styles as rules to an
	 * empty {@code <style>} element it creates; the hash of the empty text allows that
	 * element and nothing with content.
	 */
	static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; "
			+ "style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='; img-src 'self' data:; "
			+ "font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";

	/** The methods of WebDAV and CalDAV that CalDAV's paths take. */
	private static final Set<String> DAV_METHODS = Set.of("PROPFIND", "REPORT", "PROPPATCH", "MKCALENDAR", "MKCOL",
			"MOVE", "COPY", "LOCK", "UNLOCK");

	@Bean
	SecurityFilterChain securityFilterChain(HttpSecurity http, ApiKeys apiKeys, Users users,
			JdbcUserRepository userRows, GuessThrottle throttle, SignInProperties signIn,
			SessionCsrfTokenRepository csrfTokens,
			@Qualifier("handlerExceptionResolver") HandlerExceptionResolver resolver,
			ObjectProvider<ClientRegistrationRepository> clientRegistrations) throws Exception {
		AuthenticationEntryPoint entryPoint = (request, response, ex) -> resolver.resolveException(request, response,
				null, ex);
		AccessDeniedHandler accessDenied = (request, response, ex) -> resolver.resolveException(request, response, null,
				ex);
		http.authorizeHttpRequests((requests) -> requests.requestMatchers("/api/calendar/ical")
			.permitAll()
			.requestMatchers("/api/connections/*/callback")
			.permitAll()
			.requestMatchers("/api/session", "/api/logout")
			.permitAll()
			// Providers' change notifications (/api/push/<provider>, and Graph's
			// /api/push/microsoft/<secret>): checked against each channel's secret. One
			// pattern for every provider that pushes; any other path under it is a 404.
			.requestMatchers("/api/push/*", "/api/push/*/*")
			.permitAll()
			// Booking pages as bookers see them: rate limited per address by the booking
			// feature, bodies read only where it declares a PublicBody.
			.requestMatchers("/api/public/**")
			.permitAll()
			.requestMatchers("/api/**")
			.authenticated()
			// CalDAV: DavAuthenticationFilter answers 401 to every request it does not
			// authenticate.
			.requestMatchers("/dav", "/dav/**")
			.authenticated()
			.anyRequest()
			.permitAll());
		http.addFilterBefore(new ApiKeyAuthenticationFilter(apiKeys, entryPoint), BasicAuthenticationFilter.class);
		http.addFilterBefore(new DavAuthenticationFilter(apiKeys, userRows, throttle, signIn, resolver),
				BasicAuthenticationFilter.class);
		http.csrf((csrf) -> csrf.csrfTokenRepository(csrfTokens)
			.csrfTokenRequestHandler(new SpaCsrfTokenRequestHandler())
			.requireCsrfProtectionMatcher(SecurityConfiguration::cookieAuthenticatedWrite));
		http.addFilterAfter(new CsrfCookieFilter(csrfTokens), CsrfFilter.class);
		// The saved-request cache would open a session for every unauthenticated API
		// call.
		http.requestCache((cache) -> cache.requestCache(new NullRequestCache()));
		http.exceptionHandling(
				(exceptions) -> exceptions.authenticationEntryPoint(entryPoint).accessDeniedHandler(accessDenied));
		http.headers(
				(headers) -> headers.contentSecurityPolicy((csp) -> csp.policyDirectives(CONTENT_SECURITY_POLICY)));
		http.httpBasic((basic) -> basic.disable());
		http.formLogin((form) -> form.disable());
		// Sign-in with a key and sign-out are SessionController's (POST /api/session,
		// /api/logout), so that both are described and answered like the rest of the API.
		http.logout((logout) -> logout.disable());
		if (clientRegistrations.getIfAvailable() != null) {
			http.oauth2Login((login) -> login
				.userInfoEndpoint((userInfo) -> userInfo.oidcUserService(new KairosOidcUserService(users))));
		}
		return http.build();
	}

	/**
	 * No Micrometer observations of the security filter chain, authentications or
	 * authorizations: with them every filter of the chain was wrapped in an observation
	 * with its own events and timers, about a seventh of a create's samples in a profile
	 * (docs/security.md, "Cost per request"), for metrics that nothing exposes (the
	 * actuator shows health only). Requests are still timed once, as
	 * {@code http.server.requests}.
	 */
	@Bean
	SecurityObservationSettings securityObservationSettings() {
		return SecurityObservationSettings.noObservations();
	}

	/**
	 * What the firewall's refusals answer: a method it does not allow (PROPFIND, FOO) is
	 * a 405 naming the methods the service takes in {@code Allow}; anything else it
	 * refuses (an encoded {@code /} or {@code ..}, a character a URL may not hold) a 400.
	 * Both become problem details on the error path.
	 */
	@Bean
	RequestRejectedHandler requestRejectedHandler() {
		return (request, response, rejected) -> {
			if (ALLOWED_METHODS.contains(request.getMethod())) {
				response.sendError(HttpServletResponse.SC_BAD_REQUEST);
			}
			else {
				response.setHeader(HttpHeaders.ALLOW, String.join(", ", ALLOWED_METHODS));
				response.sendError(HttpServletResponse.SC_METHOD_NOT_ALLOWED);
			}
		};
	}

	/**
	 * The firewall: its defaults, and on CalDAV's paths ({@code /dav} and below) the
	 * methods of WebDAV and CalDAV as well (PROPFIND, REPORT, and those CalDAV answers
	 * 403: MKCALENDAR, MKCOL, MOVE, COPY, PROPPATCH). Elsewhere they stay refused
	 * ({@link #requestRejectedHandler}).
	 */
	@Bean
	HttpFirewall httpFirewall() {
		StrictHttpFirewall strict = new StrictHttpFirewall();
		StrictHttpFirewall dav = new StrictHttpFirewall();
		java.util.Set<String> methods = new java.util.HashSet<>(ALLOWED_METHODS);
		methods.addAll(DAV_METHODS);
		dav.setAllowedHttpMethods(methods);
		return new HttpFirewall() {

			@Override
			public FirewalledRequest getFirewalledRequest(HttpServletRequest request) {
				return (DAV_METHODS.contains(request.getMethod()) && DavAuthenticationFilter.isDavOrWellKnown(request))
						? dav.getFirewalledRequest(request) : strict.getFirewalledRequest(request);
			}

			@Override
			public HttpServletResponse getFirewalledResponse(HttpServletResponse response) {
				return strict.getFirewalledResponse(response);
			}

		};
	}

	/**
	 * The sign-in ({@code POST /api/session}) reads its body from a caller who is not
	 * signed in yet: an API key in a few bytes of JSON, so at most 16 KB of it.
	 */
	@Bean
	PublicBody signInBody() {
		return new PublicBody() {

			@Override
			public boolean covers(String path) {
				return SIGN_IN.equals(path);
			}

			@Override
			public boolean read(HttpServletRequest request) {
				return "POST".equals(request.getMethod());
			}

		};
	}

	@Bean
	RequestBodyLimit signInBodyLimit() {
		return new RequestBodyLimit(SIGN_IN, DataSize.ofKilobytes(16));
	}

	/**
	 * The session's CSRF token, with its XSRF-TOKEN cookie copy for the web app's
	 * scripts.
	 */
	@Bean
	SessionCsrfTokenRepository csrfTokenRepository() {
		return new SessionCsrfTokenRepository();
	}

	/**
	 * CSRF protects what a cookie authenticates: unsafe requests that carry the cookie of
	 * a live session and no bearer key. A request without one (no session cookie, or the
	 * cookie of an ended or made-up session, which has no token to match) is anonymous
	 * and gets 401, not a CSRF error: the web app says the session has ended.
	 */
	private static boolean cookieAuthenticatedWrite(HttpServletRequest request) {
		return !SAFE_METHODS.contains(request.getMethod()) && request.isRequestedSessionIdValid()
				&& !ApiKeyAuthenticationFilter.hasBearer(request) && !DavAuthenticationFilter.isDav(request);
	}

}
