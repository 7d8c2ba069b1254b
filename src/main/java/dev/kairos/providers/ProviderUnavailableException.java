package dev.kairos.providers;

/**
 * The provider is down, throttling or timing out, and bounded retries did not help (502,
 * retryable).
 */
public class ProviderUnavailableException extends ProviderFailure {

	public ProviderUnavailableException(Provider provider, String reason) {
		super(provider, reason, true, "provider-unavailable");
	}

}
