package dev.kairos.sync;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Syncing.
 *
 * @param interval how often every connection is synced in the background; 0 turns it off
 * @param lockWait how long a sync request waits for another sync of the same user and
 * provider before answering 409
 * @param maxDuration longest a sync may hold its lock (a crashed instance's lock expires
 * after it)
 */
@ConfigurationProperties("kairos.sync")
record SyncProperties(@DefaultValue("15m") Duration interval, @DefaultValue("2s") Duration lockWait,
		@DefaultValue("10m") Duration maxDuration) {

}
