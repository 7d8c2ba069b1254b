/**
 * Recurrence rules of series: reading and checking RFC 5545 {@code RRULE}, {@code RDATE}
 * and {@code EXDATE} lines ({@link dev.kairos.events.recurrence.Recurrence}), and
 * expanding them over a window on read ({@link dev.kairos.events.recurrence.Occurrences})
 * with dmfs lib-recur. Pure logic: no Spring, no I/O. The one recurrence value of the
 * service: other modules read and check recurrence lines through {@code Recurrence}.
 */
@NamedInterface("recurrence")
@NullMarked
package dev.kairos.events.recurrence;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.NamedInterface;
