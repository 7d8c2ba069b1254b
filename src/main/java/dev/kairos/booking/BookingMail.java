package dev.kairos.booking;

import java.time.Clock;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.Locale;

import dev.kairos.mail.SystemMail;
import dev.kairos.security.KairosUser;
import dev.kairos.security.UserProfile;
import dev.kairos.security.Users;
import dev.kairos.settings.SettingsService;
import dev.kairos.shared.PublicBaseUrl;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

/**
 * The mail of bookings, through {@link SystemMail} (the SMTP relay, else the owner's
 * connected mail account, as reminders go). Called after the booking's transaction
 * committed; nothing here undoes a booking, and what became of the booker's mail is kept
 * on the booking ({@code mail_status}).
 * <ul>
 * <li>Booked: the booker gets a confirmation with a {@code METHOD:REQUEST} invitation and
 * the manage link, in the zone they booked in; the owner a notice, in theirs.</li>
 * <li>Moved: the booker gets a new REQUEST (same UID, next SEQUENCE); the owner a
 * notice.</li>
 * <li>Cancelled: both get a {@code METHOD:CANCEL} (same UID, next SEQUENCE).</li>
 * </ul>
 * Every time is written with its zone named ("Wednesday, 4 March 2026, 15:00 to 15:30
 * (Europe/Berlin, UTC+01:00)"), so that no reader has to guess.
 */
@Component
class BookingMail implements BookingNotifier {

	private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(BookingMail.class);

	private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("EEEE, d MMMM yyyy", Locale.ENGLISH);

	private static final DateTimeFormatter SHORT_DAY = DateTimeFormatter.ofPattern("EEE d MMM yyyy HH:mm",
			Locale.ENGLISH);

	private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm", Locale.ENGLISH);

	private final SystemMail mail;

	private final Users users;

	private final SettingsService settings;

	private final JdbcBookingRepository repository;

	private final PublicBaseUrl baseUrl;

	private final Clock clock;

	BookingMail(SystemMail mail, Users users, SettingsService settings, JdbcBookingRepository repository,
			PublicBaseUrl baseUrl, Clock clock) {
		this.mail = mail;
		this.users = users;
		this.settings = settings;
		this.repository = repository;
		this.baseUrl = baseUrl;
		this.clock = clock;
	}

	@Override
	public void booked(Booking booking, BookingPage page, String manageUrl) {
		Owner owner = owner(booking);
		String what = page.title() + " with " + owner.name();
		ZoneId zone = bookerZone(booking, owner);
		StringBuilder body = new StringBuilder().append("Hello ")
			.append(booking.name())
			.append(",\n\nyour booking is confirmed.\n\n");
		details(body, what, booking, zone, page.location());
		body.append(
				"\nThe invitation is attached: open it to add the booking to your calendar.\n\nTo move or cancel it: ")
			.append(manageUrl)
			.append('\n');
		if (page.description() != null) {
			body.append('\n').append(page.description()).append('\n');
		}
		toBooker(booking, owner, "Booked: " + what + ", " + shortTime(booking.startTime(), zone), body.toString(),
				request(booking, owner, what, page.location(), manageUrl));

		ZoneId ownerZone = owner.zone();
		StringBuilder notice = new StringBuilder().append(booking.name())
			.append(" <")
			.append(booking.email())
			.append("> booked ")
			.append(page.title())
			.append(" on your booking page \"")
			.append(page.slug())
			.append("\".\n\n");
		details(notice, page.title() + ": " + booking.name(), booking, ownerZone, page.location());
		note(notice, booking);
		notice.append("\nIt is in your Kairos calendar.\n");
		toOwner(booking, owner, "New booking: " + page.title() + " with " + booking.name() + ", "
				+ shortTime(booking.startTime(), ownerZone), notice.toString(), null);
	}

	@Override
	public void moved(Booking before, Booking after, String manageUrl) {
		Owner owner = owner(after);
		BookingPage page = page(after);
		String title = (page != null) ? page.title() : "Booking";
		String location = (page != null) ? page.location() : null;
		String what = title + " with " + owner.name();
		ZoneId zone = bookerZone(after, owner);
		StringBuilder body = new StringBuilder().append("Hello ")
			.append(after.name())
			.append(",\n\nyour booking has moved.\n\n");
		details(body, what, after, zone, location);
		body.append("Was:   ").append(span(before.startTime(), before.endTime(), zone)).append('\n');
		body.append("\nThe updated invitation is attached.\n\nTo move or cancel it: ").append(manageUrl).append('\n');
		toBooker(after, owner, "Moved: " + what + ", now " + shortTime(after.startTime(), zone), body.toString(),
				request(after, owner, what, location, manageUrl));

		ZoneId ownerZone = owner.zone();
		StringBuilder notice = new StringBuilder().append(after.name())
			.append(" <")
			.append(after.email())
			.append("> moved their booking.\n\n");
		details(notice, title + ": " + after.name(), after, ownerZone, location);
		notice.append("Was:   ").append(span(before.startTime(), before.endTime(), ownerZone)).append('\n');
		note(notice, after);
		notice.append("\nYour Kairos calendar shows the new time.\n");
		toOwner(after, owner, "Booking moved: " + title + " with " + after.name() + ", now "
				+ shortTime(after.startTime(), ownerZone), notice.toString(), null);
	}

	@Override
	public void cancelled(Booking booking) {
		Owner owner = owner(booking);
		BookingPage page = page(booking);
		String title = (page != null) ? page.title() : "Booking";
		String location = (page != null) ? page.location() : null;
		String what = title + " with " + owner.name();
		ZoneId zone = bookerZone(booking, owner);
		StringBuilder body = new StringBuilder().append("Hello ")
			.append(booking.name())
			.append(",\n\nyour booking is cancelled.\n\n");
		details(body, what, booking, zone, location);
		if (page != null && page.enabled()) {
			body.append("\nTo book another time: ").append(this.baseUrl.resolve("/book/" + page.slug())).append('\n');
		}
		SystemMail.Calendar cancel = new SystemMail.Calendar("CANCEL",
				BookingInvitation.cancel(invitation(booking, owner, what, location, null)));
		toBooker(booking, owner, "Cancelled: " + what + ", " + shortTime(booking.startTime(), zone), body.toString(),
				cancel);

		ZoneId ownerZone = owner.zone();
		StringBuilder notice = new StringBuilder().append(booking.name())
			.append(" <")
			.append(booking.email())
			.append("> cancelled their booking.\n\n");
		details(notice, title + ": " + booking.name(), booking, ownerZone, location);
		notice.append("\nIt is no longer in your Kairos calendar.\n");
		toOwner(booking, owner, "Booking cancelled: " + title + " with " + booking.name() + ", "
				+ shortTime(booking.startTime(), ownerZone), notice.toString(), cancel);
	}

	/**
	 * The booker gets the new time and a new REQUEST (same UID, next SEQUENCE); the
	 * owner, who made the change, no notice. The manage link is not in it: only its
	 * digest is kept, and the link of the first confirmation still works.
	 */
	@Override
	public void movedByOwner(Booking before, Booking after) {
		Owner owner = owner(after);
		BookingPage page = page(after);
		String title = (page != null) ? page.title() : "Booking";
		String location = (page != null) ? page.location() : null;
		String what = title + " with " + owner.name();
		ZoneId zone = bookerZone(after, owner);
		StringBuilder body = new StringBuilder().append("Hello ")
			.append(after.name())
			.append(",\n\n")
			.append(owner.name())
			.append(" moved your booking.\n\n");
		details(body, what, after, zone, location);
		body.append("Was:   ").append(span(before.startTime(), before.endTime(), zone)).append('\n');
		body.append("\nThe updated invitation is attached. The link in your first confirmation still moves or "
				+ "cancels it.\n");
		toBooker(after, owner, "Moved: " + what + ", now " + shortTime(after.startTime(), zone), body.toString(),
				new SystemMail.Calendar("REQUEST",
						BookingInvitation.request(invitation(after, owner, what, location, null))));
	}

	/**
	 * The booker gets a CANCEL (same UID, next SEQUENCE) and the page's link to book
	 * again; the owner, who deleted the event, no notice.
	 */
	@Override
	public void cancelledByOwner(Booking booking) {
		Owner owner = owner(booking);
		BookingPage page = page(booking);
		String title = (page != null) ? page.title() : "Booking";
		String location = (page != null) ? page.location() : null;
		String what = title + " with " + owner.name();
		ZoneId zone = bookerZone(booking, owner);
		StringBuilder body = new StringBuilder().append("Hello ")
			.append(booking.name())
			.append(",\n\n")
			.append(owner.name())
			.append(" cancelled your booking.\n\n");
		details(body, what, booking, zone, location);
		if (page != null && page.enabled()) {
			body.append("\nTo book another time: ").append(this.baseUrl.resolve("/book/" + page.slug())).append('\n');
		}
		toBooker(booking, owner, "Cancelled: " + what + ", " + shortTime(booking.startTime(), zone), body.toString(),
				new SystemMail.Calendar("CANCEL",
						BookingInvitation.cancel(invitation(booking, owner, what, location, null))));
	}

	private SystemMail.Calendar request(Booking booking, Owner owner, String what, @Nullable String location,
			String manageUrl) {
		return new SystemMail.Calendar("REQUEST",
				BookingInvitation.request(invitation(booking, owner, what, location, manageUrl)));
	}

	private BookingInvitation.Details invitation(Booking booking, Owner owner, String what, @Nullable String location,
			@Nullable String manageUrl) {
		StringBuilder description = new StringBuilder().append("Booked by ")
			.append(booking.name())
			.append(" <")
			.append(booking.email())
			.append(">.");
		// The booker's note stays out: the invitation goes to whatever address the public
		// form was given, and free text from a stranger sent from the owner's mailbox is
		// a phishing channel. The owner reads the note in the notice.
		if (manageUrl != null) {
			description.append("\n\nTo move or cancel it: ").append(manageUrl);
		}
		return new BookingInvitation.Details(uid(booking), booking.sequence(),
				this.clock.instant().truncatedTo(ChronoUnit.SECONDS), booking.startTime(), booking.endTime(), what,
				location, description.toString(), owner.name(), owner.email(), booking.name(), booking.email());
	}

	/** One UID per booking, on the service's host. */
	String uid(Booking booking) {
		String host = this.baseUrl.base().getHost();
		return "booking-" + booking.id() + "@" + ((host != null) ? host : "kairos.local");
	}

	private void toBooker(Booking booking, Owner owner, String subject, String body, SystemMail.Calendar calendar) {
		SystemMail.Outcome outcome = send(owner.user(), booking.email(), subject, body, calendar);
		this.repository.updateMailStatus(booking.owner(), booking.id(),
				outcome.status().name().toLowerCase(Locale.ROOT));
		if (!outcome.sent()) {
			LOG.warn("The mail to the booker of booking {} was not sent ({}): {}", booking.id(), outcome.status(),
					outcome.detail());
		}
	}

	private void toOwner(Booking booking, Owner owner, String subject, String body,
			SystemMail.@Nullable Calendar calendar) {
		if (owner.address() == null) {
			LOG.warn("The owner of booking {} has no e-mail address: no notice sent", booking.id());
			return;
		}
		SystemMail.Outcome outcome = send(owner.user(), owner.address(), subject, body, calendar);
		if (!outcome.sent()) {
			LOG.warn("The notice to the owner of booking {} was not sent ({}): {}", booking.id(), outcome.status(),
					outcome.detail());
		}
	}

	private SystemMail.Outcome send(KairosUser user, String to, String subject, String body,
			SystemMail.@Nullable Calendar calendar) {
		try {
			return this.mail.send(user, to, subject, body, calendar);
		}
		catch (RuntimeException ex) {
			LOG.warn("Booking mail failed: {}", ex.toString());
			return new SystemMail.Outcome(SystemMail.Status.FAILED, "none", "Sending failed.");
		}
	}

	private static void details(StringBuilder text, String what, Booking booking, ZoneId zone,
			@Nullable String location) {
		text.append("What:  ").append(what).append('\n');
		text.append("When:  ").append(span(booking.startTime(), booking.endTime(), zone)).append('\n');
		if (location != null) {
			text.append("Where: ").append(location).append('\n');
		}
	}

	private static void note(StringBuilder text, Booking booking) {
		if (booking.note() != null) {
			text.append("\nNote from ").append(booking.name()).append(":\n").append(booking.note()).append('\n');
		}
	}

	/**
	 * "Wednesday, 4 March 2026, 15:00 to 15:30 (Europe/Berlin, UTC+01:00)"; an end on
	 * another day names its day.
	 */
	static String span(Instant start, Instant end, ZoneId zone) {
		ZonedDateTime from = start.atZone(zone);
		ZonedDateTime to = end.atZone(zone);
		String until = from.toLocalDate().equals(to.toLocalDate()) ? TIME.format(to)
				: DAY.format(to) + ", " + TIME.format(to);
		return DAY.format(from) + ", " + TIME.format(from) + " to " + until + " (" + zoneName(zone, start) + ")";
	}

	/** "Wed 4 Mar 2026 15:00 (Europe/Berlin)", for subjects. */
	static String shortTime(Instant start, ZoneId zone) {
		return SHORT_DAY.format(start.atZone(zone)) + " (" + zone.getId() + ")";
	}

	private static String zoneName(ZoneId zone, Instant at) {
		String offset = zone.getRules().getOffset(at).getId();
		return zone.getId() + ", UTC" + ("Z".equals(offset) ? "+00:00" : offset);
	}

	private ZoneId bookerZone(Booking booking, Owner owner) {
		if (booking.timezone() != null) {
			try {
				return ZoneId.of(booking.timezone());
			}
			catch (DateTimeException ex) {
				// A zone the JDK no longer knows: the owner's.
			}
		}
		return owner.zone();
	}

	private @Nullable BookingPage page(Booking booking) {
		return (booking.pageId() != null) ? this.repository.findPageById(booking.pageId()) : null;
	}

	private Owner owner(Booking booking) {
		KairosUser user = new KairosUser(booking.owner());
		UserProfile profile = this.users.profile(user);
		String address = (profile != null) ? profile.email() : null;
		String name = (profile != null && profile.displayName() != null && !profile.displayName().isBlank())
				? profile.displayName() : (address != null) ? address : "the organizer";
		return new Owner(user, name, address, this.settings.timezone(user), this.baseUrl);
	}

	/**
	 * The page's owner as their mail names them.
	 *
	 * @param address their e-mail address, or null when their account has none
	 */
	private record Owner(KairosUser user, String name, @Nullable String address, ZoneId zone, PublicBaseUrl baseUrl) {

		/**
		 * The ORGANIZER's address: theirs, else one of the service's own that no one
		 * reads.
		 */
		String email() {
			if (this.address != null) {
				return this.address;
			}
			String host = this.baseUrl.base().getHost();
			return "no-reply@" + ((host != null) ? host : "kairos.local");
		}

	}

}
