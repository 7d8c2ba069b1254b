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
		Letter letter = letter(booking, page);
		StringBuilder body = letter.toBooker("your booking is confirmed.");
		body.append(
				"\nThe invitation is attached: open it to add the booking to your calendar.\n\nTo move or cancel it: ")
			.append(manageUrl)
			.append('\n');
		if (page.description() != null) {
			body.append('\n').append(page.description()).append('\n');
		}
		toBooker(letter, letter.bookerSubject("Booked: ", ""), body, request(letter, manageUrl));

		StringBuilder notice = letter
			.toOwner("booked " + page.title() + " on your booking page \"" + page.slug() + "\".");
		note(notice, booking);
		notice.append("\nIt is in your Kairos calendar.\n");
		toOwner(letter, letter.ownerSubject("New booking: ", ""), notice, null);
	}

	@Override
	public void moved(Booking before, Booking after, String manageUrl) {
		Letter letter = letter(after, page(after));
		StringBuilder body = letter.toBooker("your booking has moved.");
		body.append("Was:   ").append(span(before.startTime(), before.endTime(), letter.zone())).append('\n');
		body.append("\nThe updated invitation is attached.\n\nTo move or cancel it: ").append(manageUrl).append('\n');
		toBooker(letter, letter.bookerSubject("Moved: ", "now "), body, request(letter, manageUrl));

		StringBuilder notice = letter.toOwner("moved their booking.");
		notice.append("Was:   ").append(span(before.startTime(), before.endTime(), letter.owner().zone())).append('\n');
		note(notice, after);
		notice.append("\nYour Kairos calendar shows the new time.\n");
		toOwner(letter, letter.ownerSubject("Booking moved: ", "now "), notice, null);
	}

	@Override
	public void cancelled(Booking booking) {
		Letter letter = letter(booking, page(booking));
		StringBuilder body = letter.toBooker("your booking is cancelled.");
		bookAgain(body, letter.page());
		SystemMail.Calendar cancel = cancel(letter);
		toBooker(letter, letter.bookerSubject("Cancelled: ", ""), body, cancel);

		StringBuilder notice = letter.toOwner("cancelled their booking.");
		notice.append("\nIt is no longer in your Kairos calendar.\n");
		toOwner(letter, letter.ownerSubject("Booking cancelled: ", ""), notice, cancel);
	}

	/**
	 * The booker gets the new time and a new REQUEST (same UID, next SEQUENCE); the
	 * owner, who made the change, no notice. The manage link is not in it: only its
	 * digest is kept, and the link of the first confirmation still works.
	 */
	@Override
	public void movedByOwner(Booking before, Booking after) {
		Letter letter = letter(after, page(after));
		StringBuilder body = letter.toBooker(letter.owner().name() + " moved your booking.");
		body.append("Was:   ").append(span(before.startTime(), before.endTime(), letter.zone())).append('\n');
		body.append("\nThe updated invitation is attached. The link in your first confirmation still moves or "
				+ "cancels it.\n");
		toBooker(letter, letter.bookerSubject("Moved: ", "now "), body, request(letter, null));
	}

	/**
	 * The booker gets a CANCEL (same UID, next SEQUENCE) and the page's link to book
	 * again; the owner, who deleted the event, no notice.
	 */
	@Override
	public void cancelledByOwner(Booking booking) {
		Letter letter = letter(booking, page(booking));
		StringBuilder body = letter.toBooker(letter.owner().name() + " cancelled your booking.");
		bookAgain(body, letter.page());
		toBooker(letter, letter.bookerSubject("Cancelled: ", ""), body, cancel(letter));
	}

	private void bookAgain(StringBuilder body, @Nullable BookingPage page) {
		if (page != null && page.enabled()) {
			body.append("\nTo book another time: ").append(this.baseUrl.resolve("/book/" + page.slug())).append('\n');
		}
	}

	private SystemMail.Calendar request(Letter letter, @Nullable String manageUrl) {
		return new SystemMail.Calendar("REQUEST", BookingInvitation.request(invitation(letter, manageUrl)));
	}

	private SystemMail.Calendar cancel(Letter letter) {
		return new SystemMail.Calendar("CANCEL", BookingInvitation.cancel(invitation(letter, null)));
	}

	private BookingInvitation.Details invitation(Letter letter, @Nullable String manageUrl) {
		Booking booking = letter.booking();
		Owner owner = letter.owner();
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
				this.clock.instant().truncatedTo(ChronoUnit.SECONDS), booking.startTime(), booking.endTime(),
				letter.what(), letter.location(), description.toString(), owner.name(), owner.email(), booking.name(),
				booking.email());
	}

	/** One UID per booking, on the service's host. */
	String uid(Booking booking) {
		String host = this.baseUrl.base().getHost();
		return "booking-" + booking.id() + "@" + ((host != null) ? host : "kairos.local");
	}

	private void toBooker(Letter letter, String subject, StringBuilder body, SystemMail.Calendar calendar) {
		Booking booking = letter.booking();
		SystemMail.Outcome outcome = send(letter.owner().user(), booking.email(), subject, body.toString(), calendar);
		this.repository.updateMailStatus(booking.owner(), booking.id(),
				outcome.status().name().toLowerCase(Locale.ROOT));
		if (!outcome.sent()) {
			LOG.warn("The mail to the booker of booking {} was not sent ({}): {}", booking.id(), outcome.status(),
					outcome.detail());
		}
	}

	private void toOwner(Letter letter, String subject, StringBuilder body, SystemMail.@Nullable Calendar calendar) {
		Booking booking = letter.booking();
		Owner owner = letter.owner();
		if (owner.address() == null) {
			LOG.warn("The owner of booking {} has no e-mail address: no notice sent", booking.id());
			return;
		}
		SystemMail.Outcome outcome = send(owner.user(), owner.address(), subject, body.toString(), calendar);
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

	private Letter letter(Booking booking, @Nullable BookingPage page) {
		Owner owner = owner(booking);
		return new Letter(booking, owner, page, bookerZone(booking, owner));
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
	 * What every letter about one booking starts from: who, what, where and in which zone
	 * each reader reads it.
	 *
	 * @param page the booking page, or null when it was deleted since
	 * @param zone the booker's zone
	 */
	private record Letter(Booking booking, Owner owner, @Nullable BookingPage page, ZoneId zone) {

		String title() {
			return (this.page != null) ? this.page.title() : "Booking";
		}

		@Nullable String location() {
			return (this.page != null) ? this.page.location() : null;
		}

		/** "Office hours with Ada Lovelace". */
		String what() {
			return title() + " with " + this.owner.name();
		}

		/** "Hello Sam,", the news, and the booking in the booker's zone. */
		StringBuilder toBooker(String news) {
			StringBuilder text = new StringBuilder().append("Hello ")
				.append(this.booking.name())
				.append(",\n\n")
				.append(news)
				.append("\n\n");
			details(text, what(), this.booking, this.zone, location());
			return text;
		}

		/** "Sam <sam@example.com>" and the news, and the booking in the owner's zone. */
		StringBuilder toOwner(String news) {
			StringBuilder text = new StringBuilder().append(this.booking.name())
				.append(" <")
				.append(this.booking.email())
				.append("> ")
				.append(news)
				.append("\n\n");
			details(text, title() + ": " + this.booking.name(), this.booking, this.owner.zone(), location());
			return text;
		}

		/** "Moved: Office hours with Ada, now Wed 4 Mar 2026 15:00 (Europe/Berlin)". */
		String bookerSubject(String label, String now) {
			return label + what() + ", " + now + shortTime(this.booking.startTime(), this.zone);
		}

		/** "Booking moved: Office hours with Sam, now …", in the owner's zone. */
		String ownerSubject(String label, String now) {
			return label + title() + " with " + this.booking.name() + ", " + now
					+ shortTime(this.booking.startTime(), this.owner.zone());
		}

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
