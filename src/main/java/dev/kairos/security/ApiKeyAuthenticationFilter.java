package dev.kairos.security;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.HttpHeaders;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.security.web.AuthenticationEntryPoint;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Authenticate {@code Authorization: Bearer kairos_…} requests. A bearer header that
 * names no valid key is answered 401 at once rather than falling back to the session, so
 * a client never acts as someone else by accident. Requests without a bearer header pass
 * on untouched.
 */
class ApiKeyAuthenticationFilter extends OncePerRequestFilter {

	private static final String BEARER = "bearer ";

	private final ApiKeys apiKeys;

	private final AuthenticationEntryPoint entryPoint;

	private final SecurityContextHolderStrategy contexts = SecurityContextHolder.getContextHolderStrategy();

	ApiKeyAuthenticationFilter(ApiKeys apiKeys, AuthenticationEntryPoint entryPoint) {
		this.apiKeys = apiKeys;
		this.entryPoint = entryPoint;
	}

	static boolean hasBearer(HttpServletRequest request) {
		String header = request.getHeader(HttpHeaders.AUTHORIZATION);
		return header != null && header.regionMatches(true, 0, BEARER, 0, BEARER.length());
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		if (!hasBearer(request)) {
			chain.doFilter(request, response);
			return;
		}
		String key = request.getHeader(HttpHeaders.AUTHORIZATION).substring(BEARER.length()).strip();
		KairosUser user = this.apiKeys.authenticate(key);
		if (user == null) {
			this.contexts.clearContext();
			this.entryPoint.commence(request, response, new BadCredentialsException("Unknown API key"));
			return;
		}
		ApiKeyAuthentication.proceedAs(user, chain, request, response);
	}

}
