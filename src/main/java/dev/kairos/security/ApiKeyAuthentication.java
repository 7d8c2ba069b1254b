package dev.kairos.security;

import java.io.IOException;
import java.util.List;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;

import org.springframework.security.authentication.AbstractAuthenticationToken;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;

/**
 * A request authenticated by an API key. It lives for one request only and is never put
 * in a session.
 */
class ApiKeyAuthentication extends AbstractAuthenticationToken {

	private final KairosUser user;

	ApiKeyAuthentication(KairosUser user) {
		super(List.of(new SimpleGrantedAuthority("ROLE_USER")));
		this.user = user;
		setAuthenticated(true);
	}

	/**
	 * Go on down the chain as the user, for this request only: the context is cleared
	 * after it, whatever happens (the API-key and the CalDAV filters both end so).
	 */
	static void proceedAs(KairosUser user, FilterChain chain, ServletRequest request, ServletResponse response)
			throws IOException, ServletException {
		SecurityContextHolderStrategy contexts = SecurityContextHolder.getContextHolderStrategy();
		SecurityContext context = contexts.createEmptyContext();
		context.setAuthentication(new ApiKeyAuthentication(user));
		contexts.setContext(context);
		try {
			chain.doFilter(request, response);
		}
		finally {
			contexts.clearContext();
		}
	}

	@Override
	public Object getCredentials() {
		return "";
	}

	@Override
	public KairosUser getPrincipal() {
		return this.user;
	}

}
