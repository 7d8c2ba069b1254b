package dev.kairos.reminders;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of reminder delivery ({@code kairos.reminders.*}).
 *
 * @param enabled whether this instance runs the background delivery (the API works either
 * way)
 * @param pollInterval how often due reminders are looked for: the usual lateness is at
 * most this plus the time to send
 * @param batchSize users looked at per query of a run
 * @param maxUsersPerRun most users one run looks at (the rest wait for the next run)
 * @param threads reminders sent at once by one instance
 * @param maxOccurrences most occurrences looked at for one user in one run
 * @param retention how long fired reminders are kept for {@code GET /api/reminders}
 * @param partitions parts the users are split into (by a hash of their id), each a task
 * instance of db-scheduler that any instance may run; every instance must have the same
 * number
 * @param partitionsAtOnce most partitions one instance runs at the same time (so that the
 * others are left to other instances)
 */
@ConfigurationProperties("kairos.reminders")
record RemindersProperties(@DefaultValue("true") boolean enabled, @DefaultValue("10s") Duration pollInterval,
		@DefaultValue("200") int batchSize, @DefaultValue("20000") int maxUsersPerRun, @DefaultValue("8") int threads,
		@DefaultValue("5000") int maxOccurrences, @DefaultValue("90d") Duration retention,
		@DefaultValue("8") int partitions, @DefaultValue("2") int partitionsAtOnce) {
}
