package dev.kairos.security;

import java.util.List;

import org.springframework.security.authentication.AbstractAuthenticationToken;
import org.springframework.security.core.authority.SimpleGrantedAuthority;

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

	@Override
	public Object getCredentials() {
		return "";
	}

	@Override
	public KairosUser getPrincipal() {
		return this.user;
	}

}
