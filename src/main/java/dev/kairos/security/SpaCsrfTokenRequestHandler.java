package dev.kairos.security;

import java.util.function.Supplier;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.jspecify.annotations.Nullable;

import org.springframework.security.web.csrf.CsrfToken;
import org.springframework.security.web.csrf.CsrfTokenRequestHandler;
import org.springframework.security.web.csrf.XorCsrfTokenRequestAttributeHandler;
import org.springframework.util.StringUtils;

/**
 * Cookie-to-header CSRF for script clients: a script echoes the raw {@code XSRF-TOKEN}
 * cookie (the copy of the session's token, {@link SessionCsrfTokenRepository}) in the
 * {@code X-XSRF-TOKEN} header, and nothing else is read. Unlike Spring Security's
 * {@code spa()} this keeps the token deferred, so API-key and anonymous requests get no
 * cookie; {@link CsrfCookieFilter} loads it for browser sessions.
 */
class SpaCsrfTokenRequestHandler implements CsrfTokenRequestHandler {

	private final CsrfTokenRequestHandler xor = new XorCsrfTokenRequestAttributeHandler();

	@Override
	public void handle(HttpServletRequest request, HttpServletResponse response, Supplier<CsrfToken> csrfToken) {
		this.xor.handle(request, response, csrfToken);
	}

	/**
	 * The token from the {@code X-XSRF-TOKEN} header only. Spring Security's handlers
	 * fall back to a {@code _csrf} request parameter, which reads a form body (up to its
	 * whole size, however slowly it is sent) before the request is known to be allowed;
	 * no page of ours posts a form, so the parameter is never looked at.
	 */
	@Override
	public @Nullable String resolveCsrfTokenValue(HttpServletRequest request, CsrfToken csrfToken) {
		String header = request.getHeader(csrfToken.getHeaderName());
		return StringUtils.hasText(header) ? header : null;
	}

}
