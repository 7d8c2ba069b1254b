package dev.kairos.providers;

/**
 * The provider refused a code or a refresh token for good (revoked, expired, reused): the
 * user must connect again. Never retried.
 */
public class InvalidGrantException extends RuntimeException {

	private final Provider provider;

	public InvalidGrantException(Provider provider, String reason) {
		super(provider.wireValue() + ": " + reason);
		this.provider = provider;
	}

	public Provider getProvider() {
		return this.provider;
	}

}
