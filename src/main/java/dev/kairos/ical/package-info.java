/**
 * iCalendar in and out: the secret subscription feed (GET /api/calendar/ical?token=) and
 * the .ics import (POST /api/calendar/import). The feed renders a stream of
 * source-agnostic {@link dev.kairos.ical.FeedEntry} values, one
 * {@link dev.kairos.ical.FeedEntrySource} per source; imported events become local events
 * through {@link dev.kairos.events.EventCommands}. Decisions are written in docs/ical.md.
 */
@ApplicationModule(allowedDependencies = { "events", "sync", "settings", "security", "shared" })
@NullMarked
package dev.kairos.ical;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
