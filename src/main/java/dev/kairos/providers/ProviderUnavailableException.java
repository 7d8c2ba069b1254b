package dev.kairos.providers;

/**
 * The provider is down, throttling or timing out, and bounded retries did not help (502,
 * retryable).
 */
public class ProviderUnavailableException extends ProviderFailure {

	private final boolean outcomeUnknown;

	public ProviderUnavailableException(Provider provider, String reason) {
		this(provider, reason, false);
	}

	/**
	 * @param outcomeUnknown the request reached the provider but no answer came back (a
	 * timeout, a lost connection): it may have been carried out
	 */
	public ProviderUnavailableException(Provider provider, String reason, boolean outcomeUnknown) {
		super(provider, reason, true, "provider-unavailable");
		this.outcomeUnknown = outcomeUnknown;
		if (outcomeUnknown) {
			getBody().setDetail(provider.wireValue() + " did not answer in time: " + reason
					+ ". The request may have been carried out.");
			getBody().setProperty("outcome_unknown", true);
		}
	}

	/** Whether the provider may have carried out the request although it failed. */
	public boolean isOutcomeUnknown() {
		return this.outcomeUnknown;
	}

}
