package dev.kairos.security;

import org.springframework.security.oauth2.client.oidc.userinfo.OidcUserRequest;
import org.springframework.security.oauth2.client.oidc.userinfo.OidcUserService;
import org.springframework.security.oauth2.client.userinfo.OAuth2UserService;
import org.springframework.security.oauth2.core.OAuth2AuthenticationException;
import org.springframework.security.oauth2.core.oidc.user.OidcUser;

/**
 * Map an OIDC sign-in to a Kairos user by issuer and subject, creating the user on first
 * sign-in. The e-mail claim is only recorded, never used to match, since an identity
 * provider may let anyone claim any address.
 */
class KairosOidcUserService implements OAuth2UserService<OidcUserRequest, OidcUser> {

	private final OidcUserService delegate = new OidcUserService();

	private final Users users;

	KairosOidcUserService(Users users) {
		this.users = users;
	}

	@Override
	public OidcUser loadUser(OidcUserRequest request) throws OAuth2AuthenticationException {
		OidcUser signedIn = this.delegate.loadUser(request);
		KairosUser user = this.users.signedIn(signedIn.getIssuer().toString(), signedIn.getSubject(),
				signedIn.getEmail(), signedIn.getFullName());
		return new KairosOidcUser(user, signedIn);
	}

}
