package dev.kairos.ical;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

import dev.kairos.events.EventCommands;
import dev.kairos.events.ImportOutcome;
import dev.kairos.events.Imported;
import dev.kairos.ical.IcalCalendarReader.ReadCalendar;
import dev.kairos.ical.IcalEventMapper.Item;
import dev.kairos.ical.IcalEventMapper.Mapped;
import dev.kairos.security.KairosUser;
import dev.kairos.settings.SettingsService;
import dev.kairos.shared.InvalidRequestException;

import org.springframework.stereotype.Service;

/**
 * Import an .ics file into the user's local events: clean the bytes ({@link IcalText}),
 * parse them with ical4j ({@link IcalCalendarReader}), turn VEVENTs into occurrences
 * ({@link IcalEventMapper}), then store them all in one transaction through
 * {@link EventCommands#importEvents}. Everything before the store only reads, so a file
 * rejected with 400 or 413 writes nothing.
 */
@Service
class IcalImporter {

	private final EventCommands events;

	private final SettingsService settings;

	private final IcalProperties properties;

	private final Clock clock;

	IcalImporter(EventCommands events, SettingsService settings, IcalProperties properties, Clock clock) {
		this.events = events;
		this.settings = settings;
		this.properties = properties;
		this.clock = clock;
	}

	ImportResult importCalendar(KairosUser user, byte[] content) {
		if (content.length == 0) {
			throw new InvalidRequestException("file", "is empty");
		}
		if (content.length > this.properties.maxImportSize().toBytes()) {
			throw new ImportTooLargeException(
					"The file is larger than " + this.properties.maxImportSize().toKilobytes() + " KB.");
		}
		IcalText.Sanitized sanitized = IcalText.sanitize(content, this.properties.maxImportEvents());
		ReadCalendar calendar = IcalCalendarReader.read(sanitized);
		ZoneResolver zones = new ZoneResolver(this.settings.timezone(user), calendar.zones());
		Mapped mapped = new IcalEventMapper(zones).map(calendar.events());
		List<Imported> toStore = mapped.items().stream().map(Item::event).toList();
		ImportOutcome outcome = this.events.importEvents(user, toStore);
		List<ImportProblem> errors = new ArrayList<>(sanitized.warnings());
		errors.addAll(mapped.problems());
		for (ImportOutcome.Rejected rejected : outcome.rejected()) {
			Item item = mapped.items().get(rejected.index());
			// A reason may be a sentence of its own (a limit's detail): one full stop.
			String reason = rejected.message().endsWith(".") ? rejected.message() : rejected.message() + ".";
			errors.add(new ImportProblem(item.source().uid(), item.source().line(),
					"The event was not imported: " + reason));
		}
		for (ImportOutcome.Note note : outcome.notes()) {
			Item item = mapped.items().get(note.index());
			errors.add(new ImportProblem(item.source().uid(), (note.line() > 0) ? note.line() : item.source().line(),
					note.message()));
		}
		return new ImportResult(outcome.imported(), outcome.updated(), outcome.unchanged(), outcome.removed(),
				sanitized.skipped() + mapped.skipped() + outcome.rejected().size(), errors);
	}

}
