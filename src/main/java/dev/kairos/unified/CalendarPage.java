package dev.kairos.unified;

import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * A page of the unified calendar.
 *
 * @param events the entries, ordered by start then id
 * @param nextPageToken pass as {@code page_token} for the next page; null on the last
 */
public record CalendarPage(List<CalendarEntry> events, @Nullable String nextPageToken) {

}
