package dev.kairos.providers;

/**
 * The provider refused the request for good (a 4xx that retrying cannot fix) or answered
 * something we cannot read (502, not retryable).
 */
public class ProviderRejectedException extends ProviderFailure {

	public ProviderRejectedException(Provider provider, String reason) {
		super(provider, reason, false, "provider-error");
	}

}
