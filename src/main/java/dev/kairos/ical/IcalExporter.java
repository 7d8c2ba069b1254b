package dev.kairos.ical;

import java.io.OutputStream;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

import dev.kairos.security.KairosUser;
import dev.kairos.settings.Settings;
import dev.kairos.settings.SettingsService;
import dev.kairos.shared.Secrets;
import dev.kairos.shared.Source;
import net.fortuna.ical4j.model.ParameterList;
import net.fortuna.ical4j.model.parameter.Value;
import net.fortuna.ical4j.model.property.Color;
import net.fortuna.ical4j.model.property.Created;
import net.fortuna.ical4j.model.property.Description;
import net.fortuna.ical4j.model.property.DtEnd;
import net.fortuna.ical4j.model.property.DtStamp;
import net.fortuna.ical4j.model.property.DtStart;
import net.fortuna.ical4j.model.property.LastModified;
import net.fortuna.ical4j.model.property.Location;
import net.fortuna.ical4j.model.property.Name;
import net.fortuna.ical4j.model.property.ProdId;
import net.fortuna.ical4j.model.property.RefreshInterval;
import net.fortuna.ical4j.model.property.Sequence;
import net.fortuna.ical4j.model.property.Summary;
import net.fortuna.ical4j.model.property.Uid;
import net.fortuna.ical4j.model.property.XProperty;
import net.fortuna.ical4j.model.property.immutable.ImmutableCalScale;
import net.fortuna.ical4j.model.property.immutable.ImmutableMethod;
import net.fortuna.ical4j.model.property.immutable.ImmutableVersion;

import org.springframework.stereotype.Service;

/**
 * Render a user's feed as an RFC 5545 calendar, streaming: entries are written while
 * their source reads them, so memory stays flat however many events the user has.
 * <p>
 * Timed events are written in UTC and all-day events as dates, so no VTIMEZONE is needed;
 * DTSTAMP and LAST-MODIFIED are the entry's last change, so the same data always renders
 * the same bytes, which lets the ETag be computed without rendering.
 */
@Service
class IcalExporter {

	static final String PRODUCT_ID = "-//Kairos//Kairos Calendar//EN";

	static final String CALENDAR_NAME = "Kairos";

	/**
	 * Bump when the rendering changes, so that subscribers' cached copies are replaced.
	 */
	private static final String FORMAT_VERSION = "1";

	/** Control characters are not allowed in TEXT values; tabs and line ends are. */
	private static final Pattern CONTROL = Pattern.compile("[\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]");

	private final Map<Source, FeedEntrySource> sources = new EnumMap<>(Source.class);

	private final SettingsService settings;

	private final IcalProperties properties;

	IcalExporter(List<FeedEntrySource> sources, SettingsService settings, IcalProperties properties) {
		sources.forEach((source) -> this.sources.put(source.source(), source));
		this.settings = settings;
		this.properties = properties;
	}

	/**
	 * Work out what the user's feed holds and its ETag, without rendering it.
	 */
	Feed plan(KairosUser user) {
		Settings settings = this.settings.get(user);
		List<FeedEntrySource> selected = settings.feedSources()
			.stream()
			.map(this.sources::get)
			.filter(Objects::nonNull)
			.toList();
		StringBuilder version = new StringBuilder(FORMAT_VERSION).append('|')
			.append(settings.timezone().getId())
			.append('|')
			.append(this.properties.feedRefresh());
		for (FeedEntrySource source : selected) {
			version.append('|').append(source.source().wireValue()).append('=').append(source.revision(user));
		}
		String etag = "\"" + Secrets.sha256(version.toString()).substring(0, 32) + "\"";
		return new Feed(user, settings.timezone(), selected, etag);
	}

	/** Write the planned feed to {@code out}, reading entries while writing them. */
	void write(Feed feed, OutputStream out) {
		ContentLineWriter lines = new ContentLineWriter(out);
		lines.line("BEGIN:VCALENDAR");
		lines.write(ImmutableVersion.VERSION_2_0);
		lines.write(new ProdId(PRODUCT_ID));
		lines.write(ImmutableCalScale.GREGORIAN);
		lines.write(ImmutableMethod.PUBLISH);
		lines.write(new XProperty("X-WR-CALNAME", CALENDAR_NAME));
		lines.write(new Name(CALENDAR_NAME));
		lines.write(new XProperty("X-WR-TIMEZONE", feed.zone().getId()));
		lines.write(new RefreshInterval(new ParameterList(List.of(Value.DURATION)), this.properties.feedRefresh()));
		lines.write(new XProperty("X-PUBLISHED-TTL", this.properties.feedRefresh().toString()));
		for (FeedEntrySource source : feed.sources()) {
			source.forEach(feed.user(), (entry) -> writeEvent(lines, entry));
		}
		lines.line("END:VCALENDAR");
	}

	private static void writeEvent(ContentLineWriter lines, FeedEntry entry) {
		lines.line("BEGIN:VEVENT");
		lines.write(new Uid(entry.uid()));
		lines.write(new DtStamp(entry.updatedAt()));
		if (entry.allDay()) {
			lines.write(new DtStart<>(new ParameterList(List.of(Value.DATE)), date(entry.start())));
			lines.write(new DtEnd<>(new ParameterList(List.of(Value.DATE)), date(entry.end())));
		}
		else {
			lines.write(new DtStart<>(entry.start()));
			lines.write(new DtEnd<>(entry.end()));
		}
		lines.write(new Created(entry.createdAt()));
		lines.write(new LastModified(entry.updatedAt()));
		lines.write(new Sequence(entry.sequence()));
		lines.write(new Summary(text(entry.title())));
		if (entry.description() != null) {
			lines.write(new Description(text(entry.description())));
		}
		if (entry.location() != null) {
			lines.write(new Location(text(entry.location())));
		}
		if (entry.color() != null) {
			lines.write(new Color(new ParameterList(), CssColors.nearestName(entry.color())));
		}
		lines.line("END:VEVENT");
	}

	private static LocalDate date(Instant instant) {
		return instant.atOffset(ZoneOffset.UTC).toLocalDate();
	}

	/**
	 * Line ends as LF (ical4j escapes them as {@code \n}); no other control characters.
	 */
	private static String text(String value) {
		return CONTROL.matcher(value.replace("\r\n", "\n").replace('\r', '\n')).replaceAll("");
	}

	/**
	 * A feed ready to render.
	 *
	 * @param user whose feed
	 * @param zone the user's time zone (X-WR-TIMEZONE)
	 * @param sources the sources it holds, in order
	 * @param etag the strong ETag of the rendered bytes
	 */
	record Feed(KairosUser user, ZoneId zone, List<FeedEntrySource> sources, String etag) {

	}

}
