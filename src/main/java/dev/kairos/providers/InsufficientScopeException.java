package dev.kairos.providers;

/**
 * The provider refused a call because the grant lacks a scope (Google 403
 * insufficientPermissions, Graph 403 ErrorAccessDenied): the user must reconnect and
 * consent to it.
 */
public class InsufficientScopeException extends RuntimeException {

	private final Provider provider;

	public InsufficientScopeException(Provider provider, String reason) {
		super(provider.wireValue() + ": " + reason);
		this.provider = provider;
	}

	public Provider getProvider() {
		return this.provider;
	}

}
