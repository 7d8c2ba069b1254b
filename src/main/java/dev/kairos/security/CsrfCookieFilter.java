package dev.kairos.security;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.security.web.csrf.CsrfToken;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Make sure a signed-in browser always holds the {@code XSRF-TOKEN} cookie. Spring
 * Security creates the token lazily; touching it here writes the cookie, which a script
 * echoes in {@code X-XSRF-TOKEN}.
 */
class CsrfCookieFilter extends OncePerRequestFilter {

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		if (request.getRequestedSessionId() != null && !ApiKeyAuthenticationFilter.hasBearer(request)
				&& request.getAttribute(CsrfToken.class.getName()) instanceof CsrfToken token) {
			token.getToken();
		}
		chain.doFilter(request, response);
	}

}
