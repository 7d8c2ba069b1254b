package dev.kairos.security;

import org.springframework.security.oauth2.core.oidc.user.DefaultOidcUser;
import org.springframework.security.oauth2.core.oidc.user.OidcUser;

/**
 * A browser user signed in through OIDC, carrying the Kairos user it maps to. Stored in
 * the session.
 */
class KairosOidcUser extends DefaultOidcUser {

	private static final long serialVersionUID = 1L;

	private final KairosUser user;

	KairosOidcUser(KairosUser user, OidcUser signedIn) {
		super(signedIn.getAuthorities(), signedIn.getIdToken(), signedIn.getUserInfo());
		this.user = user;
	}

	KairosUser kairosUser() {
		return this.user;
	}

}
