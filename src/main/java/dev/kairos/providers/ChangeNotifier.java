package dev.kairos.providers;

import java.net.URI;
import java.time.Instant;
import java.util.Optional;

/**
 * Change notifications from a provider that pushes them (Google Calendar, Microsoft
 * Graph): open a channel on the user's calendar that posts to our address, extend it, and
 * stop it. One implementation per provider that has them; Canvas has none.
 */
public interface ChangeNotifier {

	Provider provider();

	/**
	 * Open a channel on the synced calendar's events.
	 * @param accessToken a valid access token
	 * @param channelId our id for the channel (Google keeps it; Graph picks its own)
	 * @param address where the provider posts notifications
	 * @param secret echoed in every notification (Google's channel token, Graph's
	 * {@code clientState})
	 * @param expiresAt the end asked for; the provider may shorten it
	 * @throws AccessTokenRejectedException when the provider refuses the token
	 * @throws ProviderUnavailableException when the provider fails
	 * @throws ProviderRejectedException when the provider refuses the request
	 */
	ChangeChannel open(String accessToken, String channelId, URI address, String secret, Instant expiresAt);

	/**
	 * Extend a channel in place, where the provider allows it (Graph).
	 * @return the new end, or empty when the provider cannot extend a channel (Google:
	 * open a new one, then stop this one)
	 */
	Optional<Instant> extend(String accessToken, ChangeChannel channel, Instant expiresAt);

	/** Stop a channel; one the provider no longer knows counts as stopped. */
	void stop(String accessToken, ChangeChannel channel);

}
