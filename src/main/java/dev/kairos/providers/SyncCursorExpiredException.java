package dev.kairos.providers;

/**
 * The provider no longer knows the sync cursor (HTTP 410): read everything again.
 */
public class SyncCursorExpiredException extends RuntimeException {

	public SyncCursorExpiredException(Provider provider) {
		super(provider.wireValue() + " requires a full sync");
	}

}
