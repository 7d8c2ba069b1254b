package dev.kairos.security;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.security.web.csrf.CsrfToken;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Make sure a signed-in browser always holds the {@code XSRF-TOKEN} cookie, the copy of
 * its session's token that a script echoes in {@code X-XSRF-TOKEN}. Spring Security
 * creates the token lazily; touching it here makes and keeps it in the session, and the
 * cookie is written when the browser's copy is missing or differs.
 */
class CsrfCookieFilter extends OncePerRequestFilter {

	private final SessionCsrfTokenRepository tokens;

	CsrfCookieFilter(SessionCsrfTokenRepository tokens) {
		this.tokens = tokens;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		if (request.isRequestedSessionIdValid() && !ApiKeyAuthenticationFilter.hasBearer(request)
				&& request.getAttribute(CsrfToken.class.getName()) instanceof CsrfToken token) {
			token.getToken();
			this.tokens.copyToCookie(request, response);
		}
		chain.doFilter(request, response);
	}

}
