package dev.kairos.events;

import java.util.UUID;

/**
 * One one-off event or series written since a revision.
 *
 * @param id the event's or series' id
 * @param deleted whether it is gone
 */
public record EventChange(UUID id, boolean deleted) {

}
