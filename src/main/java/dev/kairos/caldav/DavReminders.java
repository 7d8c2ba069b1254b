package dev.kairos.caldav;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

import dev.kairos.events.EventDraft;
import dev.kairos.events.Imported;
import dev.kairos.events.ImportedEvent;
import dev.kairos.events.ImportedSeries;
import dev.kairos.shared.Reminder;
import dev.kairos.shared.Reminders;
import org.jspecify.annotations.Nullable;

/**
 * The reminders a PUT stores. Over CalDAV the alarms a client wrote are what the person
 * sees on their phone, so they are the event's reminders, none included: an event whose
 * copy has no VALARM has no reminders (never the user's defaults, which would remind of
 * an event the phone shows without an alarm; phones add their own default alert to new
 * events as VALARMs). Kairos gives the event's reminders to clients as VALARMs (the
 * defaults for one that uses them), so for a PUT that replaces an event:
 * <ul>
 * <li>The same reminders as the event has now (a client writing back what it read, with
 * or without another change): the event keeps them as they are, "use the defaults"
 * included, so that a later change of the defaults still reaches it.</li>
 * <li>Other reminders: they become the event's own.</li>
 * <li>No VALARM at all: the person removed the alarms; the event has none.</li>
 * </ul>
 * A changed occurrence (a VEVENT with RECURRENCE-ID) follows the same rule by itself: one
 * without VALARM has no reminders, even when the series has some. The import's reading of
 * the VALARMs is the one of .ics files (docs/ical.md), where a file without VALARMs means
 * the defaults.
 */
final class DavReminders {

	private DavReminders() {
	}

	/**
	 * What to store for a PUT.
	 * @param item what the import's reading made of the client's copy
	 * @param current the reminders of the event (or series) it replaces, or null for a
	 * new one
	 * @param defaults the user's default reminders
	 */
	static Imported stored(Imported item, @Nullable Reminders current, List<Reminder> defaults) {
		if (item instanceof ImportedEvent event) {
			return new ImportedEvent(event.icalUid(), event.recurrenceId(),
					event.draft().withReminders(replaced(event.draft().reminders(), current, defaults)));
		}
		if (item instanceof ImportedSeries series) {
			Reminders read = series.draft().reminders();
			Reminders stored = replaced(read, current, defaults);
			List<ImportedSeries.Override> overrides = new ArrayList<>();
			for (ImportedSeries.Override override : series.overrides()) {
				// A changed occurrence is a VEVENT of its own, shown by the client with
				// its
				// own alarms: without VALARM it has no reminders, as an event has none
				// (the
				// import's reading gave it the series'). With the series' alarms it
				// follows
				// the series.
				Reminders own = override.draft().reminders();
				Reminders kept = override.noAlarms() ? Reminders.of(List.of()) : own.equals(read) ? stored : shown(own);
				overrides.add(new ImportedSeries.Override(override.originalStart(),
						override.draft().withReminders(kept), override.line(), override.noAlarms()));
			}
			return new ImportedSeries(series.icalUid(), series.draft().withReminders(stored), overrides);
		}
		return item;
	}

	/** The reminders to store, given what the client wrote and what the event had. */
	static Reminders replaced(Reminders read, @Nullable Reminders current, List<Reminder> defaults) {
		Reminders shown = shown(read);
		if (current != null
				&& new HashSet<>(shown.effective(defaults)).equals(new HashSet<>(current.effective(defaults)))) {
			return current;
		}
		return shown;
	}

	/** What the client shows: its alarms that Kairos models, or none. */
	private static Reminders shown(Reminders read) {
		return read.useDefault() ? Reminders.of(List.of()) : read;
	}

}
