package dev.kairos.providers;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * A provider's open channel of change notifications for a user's calendar: a Google
 * {@code events.watch} channel or a Microsoft Graph subscription.
 *
 * @param channelId the id notifications carry (Google: ours, echoed in
 * {@code X-Goog-Channel-ID}; Graph: the subscription id)
 * @param resourceId Google's id of the watched resource, needed to stop the channel; null
 * for Graph
 * @param expiresAt when the provider ends the channel
 */
public record ChangeChannel(String channelId, @Nullable String resourceId, Instant expiresAt) {

}
