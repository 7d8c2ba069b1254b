package dev.kairos.providers;

import java.time.Instant;
import java.util.Set;

import org.jspecify.annotations.Nullable;

/**
 * What a provider's token endpoint granted.
 *
 * @param accessToken the access token
 * @param refreshToken the refresh token: the new one when the provider rotated it, else
 * the one sent
 * @param expiresAt when the access token expires, or null when the provider sets no
 * expiry
 * @param scopes the scopes actually granted (the user may have unchecked some)
 * @param accountEmail the account's e-mail address, when the provider tells it
 * @param accountName the account's display name, when the provider tells it
 */
public record TokenGrant(String accessToken, @Nullable String refreshToken, @Nullable Instant expiresAt,
		Set<String> scopes, @Nullable String accountEmail, @Nullable String accountName) {

	public TokenGrant {
		scopes = Set.copyOf(scopes);
	}

}
