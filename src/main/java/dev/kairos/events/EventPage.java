package dev.kairos.events;

import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * One page of events, earliest first.
 *
 * @param events the events of this page
 * @param nextPageToken pass as {@code page_token} for the next page; null on the last one
 */
public record EventPage(List<Event> events, @Nullable String nextPageToken) {

}
