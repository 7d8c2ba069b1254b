package dev.kairos.providers;

/**
 * The provider answered 401 to an access token: refresh it and try once more.
 */
public class AccessTokenRejectedException extends RuntimeException {

	private final Provider provider;

	public AccessTokenRejectedException(Provider provider) {
		super(provider.wireValue() + " refused the access token");
		this.provider = provider;
	}

	public Provider getProvider() {
		return this.provider;
	}

}
