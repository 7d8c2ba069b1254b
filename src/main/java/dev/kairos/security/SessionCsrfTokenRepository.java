package dev.kairos.security;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.jspecify.annotations.Nullable;

import org.springframework.security.web.csrf.CookieCsrfTokenRepository;
import org.springframework.security.web.csrf.CsrfToken;
import org.springframework.security.web.csrf.CsrfTokenRepository;
import org.springframework.security.web.csrf.HttpSessionCsrfTokenRepository;

/**
 * The CSRF token is the session's: made by the server, kept in the session (Spring
 * Session JDBC, so every instance knows it) and compared with the {@code X-XSRF-TOKEN}
 * header. The {@code XSRF-TOKEN} cookie is only a copy for the web app's script to read:
 * a cookie and header of someone else's choosing match each other but not the session's
 * token. Without a session nothing is kept (a stale or forged session cookie opens no
 * session).
 */
final class SessionCsrfTokenRepository implements CsrfTokenRepository {

	static final String HEADER_NAME = "X-XSRF-TOKEN";

	static final String COOKIE_NAME = "XSRF-TOKEN";

	/** The token value this answer already wrote to the cookie. */
	private static final String COOKIE_WRITTEN = SessionCsrfTokenRepository.class.getName() + ".COOKIE_WRITTEN";

	private final HttpSessionCsrfTokenRepository sessions = new HttpSessionCsrfTokenRepository();

	private final CookieCsrfTokenRepository cookies = CookieCsrfTokenRepository.withHttpOnlyFalse();

	SessionCsrfTokenRepository() {
		this.sessions.setHeaderName(HEADER_NAME);
		this.cookies.setHeaderName(HEADER_NAME);
		this.cookies.setCookieName(COOKIE_NAME);
	}

	@Override
	public CsrfToken generateToken(HttpServletRequest request) {
		return this.sessions.generateToken(request);
	}

	@Override
	public void saveToken(@Nullable CsrfToken token, HttpServletRequest request, HttpServletResponse response) {
		if (token == null) {
			this.sessions.saveToken(null, request, response);
			writeCookie(null, request, response);
			return;
		}
		if (request.getSession(false) == null) {
			return;
		}
		this.sessions.saveToken(token, request, response);
		writeCookie(token, request, response);
	}

	@Override
	public @Nullable CsrfToken loadToken(HttpServletRequest request) {
		return this.sessions.loadToken(request);
	}

	/**
	 * Give the browser the cookie copy of the session's token when the cookie it sent is
	 * missing or another value (a cookie from before sign-in, or one set by someone
	 * else).
	 */
	void copyToCookie(HttpServletRequest request, HttpServletResponse response) {
		CsrfToken token = loadToken(request);
		if (token != null && !token.getToken().equals(cookieValue(request))
				&& !token.getToken().equals(request.getAttribute(COOKIE_WRITTEN))) {
			writeCookie(token, request, response);
		}
	}

	private void writeCookie(@Nullable CsrfToken token, HttpServletRequest request, HttpServletResponse response) {
		this.cookies.saveToken(token, request, response);
		request.setAttribute(COOKIE_WRITTEN, (token != null) ? token.getToken() : null);
	}

	private static @Nullable String cookieValue(HttpServletRequest request) {
		Cookie[] cookies = request.getCookies();
		if (cookies != null) {
			for (Cookie cookie : cookies) {
				if (COOKIE_NAME.equals(cookie.getName())) {
					return cookie.getValue();
				}
			}
		}
		return null;
	}

}
