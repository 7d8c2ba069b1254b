/**
 * CalDAV (RFC 4791, sync-collection of RFC 6578, discovery of RFC 6764) for phones and
 * desktop calendars: discovery from {@code /.well-known/caldav}, the user's principal and
 * calendar home, and the {@code events} calendar, read-write, one resource per one-off
 * event or series (with its changed occurrences), and while connected the read-only
 * {@code google}, {@code microsoft} and {@code canvas} calendars of what is synced
 * ({@link dev.kairos.sync.SyncedEvents}). Resources are read and rendered by the ical
 * feature's rules ({@link dev.kairos.ical.IcalResources}) and stored through
 * {@link dev.kairos.events.EventCommands}; sync follows the events feature's change log.
 * Who calls is the security feature's concern (Basic with an API key, or Bearer). The
 * protocol is written by hand here; decisions are in docs/caldav.md.
 */
@ApplicationModule(allowedDependencies = { "events", "ical", "sync", "connections", "providers", "security", "settings",
		"shared" })
@NullMarked
package dev.kairos.caldav;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
