package dev.kairos.connections;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * Where a user stands with a provider.
 */
public enum ConnectionStatus {

	/** The server has no client configured for the provider. */
	UNAVAILABLE,
	/** The user has not connected it. */
	NOT_CONNECTED,
	/** Tokens are stored and work, as far as we know. */
	CONNECTED,
	/**
	 * The provider refused the refresh token (revoked, expired): the user must connect
	 * again.
	 */
	REAUTH_REQUIRED;

	@JsonValue
	public String wireValue() {
		return name().toLowerCase(Locale.ROOT);
	}

}
