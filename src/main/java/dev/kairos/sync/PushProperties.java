package dev.kairos.sync;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Change notifications from Google and Microsoft. They need background sync and a
 * {@code kairos.public-base-url} the providers can reach (HTTPS in production).
 *
 * @param enabled whether to open channels at all
 * @param pollInterval how often a connection whose channel is open is still polled, as a
 * safety net for lost notifications
 * @param lifetime how long a channel is asked to live (Graph refuses more than about
 * three days for events; Google ends channels after at most about a week); it is renewed
 * when less than half is left
 * @param delay how long after a notification its sync starts, so that a burst of
 * notifications makes one sync
 */
@ConfigurationProperties("kairos.sync.push")
record PushProperties(@DefaultValue("true") boolean enabled, @DefaultValue("6h") Duration pollInterval,
		@DefaultValue("70h") Duration lifetime, @DefaultValue("2s") Duration delay) {

}
