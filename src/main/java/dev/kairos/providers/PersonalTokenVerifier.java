package dev.kairos.providers;

/**
 * Check a personal access token with the provider before it is stored (Canvas lets users
 * make them).
 */
public interface PersonalTokenVerifier {

	Provider provider();

	/**
	 * Whether personal tokens can be used on this server (the provider's host is
	 * configured).
	 */
	boolean isAvailable();

	/**
	 * Ask the provider who the token belongs to.
	 * @return a grant with the token, no refresh token or expiry, and the account's name
	 * @throws InvalidGrantException when the provider refuses the token
	 */
	TokenGrant verify(String token);

}
