package dev.kairos.providers;

import java.time.Instant;
import java.util.List;
import java.util.Set;

import org.jspecify.annotations.Nullable;

/**
 * What one sync round read from a provider.
 *
 * @param upserts items that exist now (new or changed, or all of them in a full listing)
 * @param removals external ids the provider says are gone (cancelled, deleted)
 * @param completeContainers containers listed completely in this round: what they no
 * longer hold, from {@code sweepFrom} on, is gone
 * @param existingContainers every container the user still has, when the round knows it
 * (null when it does not); items of any other container are gone
 * @param sweepFrom the start of the window a complete listing covers: items ending before
 * it were not asked for, so they are kept (null: the listing covers all time)
 * @param nextCursor the cursor for the next, incremental round (null: the next round
 * lists everything)
 */
public record CalendarChanges(List<ExternalEvent> upserts, List<String> removals, Set<String> completeContainers,
		@Nullable Set<String> existingContainers, @Nullable Instant sweepFrom, @Nullable String nextCursor) {

	public CalendarChanges {
		upserts = List.copyOf(upserts);
		removals = List.copyOf(removals);
		completeContainers = Set.copyOf(completeContainers);
		existingContainers = (existingContainers != null) ? Set.copyOf(existingContainers) : null;
	}

}
