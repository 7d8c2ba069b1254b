package dev.kairos.booking;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

import dev.kairos.security.TestUsers;
import dev.kairos.security.Users;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.GreenMailRelay;
import jakarta.mail.BodyPart;
import jakarta.mail.Message;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.internet.MimeMessage;
import net.fortuna.ical4j.data.CalendarBuilder;
import net.fortuna.ical4j.model.Calendar;
import net.fortuna.ical4j.model.Parameter;
import net.fortuna.ical4j.model.Property;
import net.fortuna.ical4j.model.component.VEvent;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The mail of bookings over real HTTP to the public endpoints and a real SMTP server
 * (GreenMail, through {@code spring.mail.*}): a Berlin booker of a New York owner gets an
 * iCalendar invitation (read back with ical4j and python3-icalendar) and times in Berlin,
 * the owner a notice in New York time; a move sends a new REQUEST with the same UID and
 * the next SEQUENCE, a cancellation a CANCEL to both.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = "kairos.public-base-url=https://kairos.example.com")
@Import(TestUsers.class)
class BookingMailTests {

	private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

	private static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");

	private static final DateTimeFormatter HOUR = DateTimeFormatter.ofPattern("HH:mm", Locale.ENGLISH);

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@RegisterExtension
	static final GreenMailRelay SMTP = new GreenMailRelay("bookings@kairos.example.com");

	@DynamicPropertySource
	static void mail(DynamicPropertyRegistry registry) {
		SMTP.register(registry);
	}

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private Users accounts;

	@Autowired
	private JdbcClient jdbc;

	@TempDir
	private Path work;

	private Api anonymous;

	private Api owner;

	private String ownerAddress;

	private String booker;

	private String slug;

	private LocalDate day;

	@BeforeEach
	void ownerWithAPage() {
		TestUsers.Caller owner = this.users.create();
		this.jdbc.sql("update users set display_name = 'Sam Owner' where id = :id")
			.param("id", owner.user().id())
			.update();
		this.ownerAddress = this.accounts.email(owner.user());
		Api api = new Api(this.port, owner.key());
		this.owner = api;
		this.anonymous = api.as(null);
		assertThat(api.patch("/api/settings", json("{'timezone':'America/New_York'}")).status()).isEqualTo(200);
		this.slug = "mail-" + UUID.randomUUID().toString().substring(0, 8);
		Response page = api.post("/api/booking-pages",
				json("{'slug':'%s','title':'Office hours','location':'Room 101'}".formatted(this.slug)));
		assertThat(page.status()).as(page.toString()).isEqualTo(201);
		this.booker = "ada-" + UUID.randomUUID().toString().substring(0, 8) + "@example.org";
		// A Wednesday at least three days ahead, in New York (in winter or summer time:
		// the expected texts are worked out for the day).
		this.day = LocalDate.now(NEW_YORK).plusDays(3).with(TemporalAdjusters.nextOrSame(DayOfWeek.WEDNESDAY));
	}

	private Instant at(int hour) {
		return ZonedDateTime.of(this.day, LocalTime.of(hour, 0), NEW_YORK).toInstant();
	}

	private Response book(Instant start, String timezone) {
		String zone = (timezone != null) ? ",'timezone':'" + timezone + "'" : "";
		return this.anonymous.post("/api/public/booking-pages/" + this.slug + "/bookings",
				json("{'start_time':'%s','name':'Ada Lovelace','email':'%s','note':'About the exam'%s}".formatted(start,
						this.booker, zone)));
	}

	/** The messages to this address, in the order they arrived. */
	private static List<MimeMessage> mailTo(String address) throws Exception {
		List<MimeMessage> messages = new ArrayList<>();
		for (MimeMessage message : SMTP.received()) {
			if (Arrays.stream(message.getRecipients(Message.RecipientType.TO))
				.anyMatch((to) -> to.toString().equals(address))) {
				messages.add(message);
			}
		}
		return messages;
	}

	/** Every leaf part of a message, depth first. */
	private static List<Part> parts(Part part) throws Exception {
		List<Part> leaves = new ArrayList<>();
		if (part.isMimeType("multipart/*")) {
			Multipart multipart = (Multipart) part.getContent();
			for (int i = 0; i < multipart.getCount(); i++) {
				BodyPart child = multipart.getBodyPart(i);
				leaves.addAll(parts(child));
			}
		}
		else {
			leaves.add(part);
		}
		return leaves;
	}

	private static String text(Part part) throws Exception {
		try (InputStream in = part.getInputStream()) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("\r\n", "\n");
		}
	}

	private static String plainText(MimeMessage message) throws Exception {
		for (Part part : parts(message)) {
			if (part.isMimeType("text/plain")) {
				return text(part);
			}
		}
		throw new AssertionError("no text/plain part");
	}

	/**
	 * The invitation of a message: its {@code text/calendar} alternative, which must have
	 * the method, and its {@code invite.ics} attachment, which must hold the same object.
	 */
	private static String invitation(MimeMessage message, String method) throws Exception {
		assertThat(message.getContentType()).startsWith("multipart/mixed");
		String alternative = null;
		String attachment = null;
		for (Part part : parts(message)) {
			if (part.isMimeType("text/calendar")) {
				assertThat(part.getContentType()).contains("method=" + method);
				assertThat(Part.INLINE.equals(part.getDisposition()) || part.getDisposition() == null).isTrue();
				alternative = text(part);
			}
			else if ("invite.ics".equals(part.getFileName())) {
				assertThat(part.getDisposition()).isEqualTo(Part.ATTACHMENT);
				assertThat(part.getContentType()).startsWith("application/ics");
				attachment = text(part);
			}
		}
		assertThat(alternative).as("a text/calendar part").isNotNull();
		assertThat(attachment).as("an invite.ics attachment").isEqualTo(alternative);
		return alternative;
	}

	private static VEvent event(String ics, String method) throws Exception {
		Calendar calendar = new CalendarBuilder().build(new ByteArrayInputStream(ics.getBytes(StandardCharsets.UTF_8)));
		assertThat(calendar.getProperty(Property.METHOD).orElseThrow().getValue()).isEqualTo(method);
		List<VEvent> events = calendar.getComponents("VEVENT");
		assertThat(events).hasSize(1);
		return events.get(0);
	}

	private static String property(VEvent event, String name) {
		return event.getProperty(name).orElseThrow(() -> new AssertionError("no " + name)).getValue();
	}

	private static String parameter(VEvent event, String property, String parameter) {
		return event.getProperty(property)
			.orElseThrow()
			.getParameter(parameter)
			.map(Parameter::getValue)
			.orElseThrow(() -> new AssertionError("no " + parameter + " on " + property));
	}

	private static String utc(Instant instant) {
		return DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneId.of("UTC")).format(instant);
	}

	/** "15:00 to 15:30 (Europe/Berlin, UTC+01:00)", as the mail writes a time. */
	private static String span(Instant start, Instant end, ZoneId zone) {
		String offset = zone.getRules().getOffset(start).getId();
		return HOUR.format(start.atZone(zone)) + " to " + HOUR.format(end.atZone(zone)) + " (" + zone.getId() + ", UTC"
				+ offset + ")";
	}

	private static String token(Response booked) {
		String manage = booked.text("manage_url");
		return manage.substring(manage.indexOf('#') + 1);
	}

	@Test
	void theBookerGetsAnInvitationAndTheOwnerANoticeEachInTheirOwnZone() throws Exception {
		Instant start = at(9);
		Instant end = start.plusSeconds(1800);
		Response booked = book(start, "Europe/Berlin");
		assertThat(booked.status()).as(booked.toString()).isEqualTo(201);
		String manage = booked.text("manage_url");
		assertThat(manage).startsWith("https://kairos.example.com/book/manage#");

		List<MimeMessage> toBooker = mailTo(this.booker);
		assertThat(toBooker).hasSize(1);
		MimeMessage confirmation = toBooker.get(0);
		assertThat(confirmation.getFrom()[0].toString()).isEqualTo("bookings@kairos.example.com");
		assertThat(confirmation.getSubject()).startsWith("Booked: Office hours with Sam Owner, ")
			.endsWith("(Europe/Berlin)");
		String body = plainText(confirmation);
		assertThat(body).contains("Hello Ada Lovelace")
			.contains(span(start, end, BERLIN))
			.contains("Where: Room 101")
			.contains("To move or cancel it: " + manage)
			.doesNotContain("About the exam")
			.doesNotContain("America/New_York");
		assertThat(span(start, end, BERLIN)).startsWith("15:00 to 15:30 (Europe/Berlin, UTC+0");

		VEvent event = event(invitation(confirmation, "REQUEST"), "REQUEST");
		String uid = property(event, Property.UID);
		assertThat(uid).matches("booking-[0-9a-f-]{36}@kairos\\.example\\.com");
		assertThat(property(event, Property.SEQUENCE)).isEqualTo("0");
		assertThat(property(event, Property.DTSTART)).isEqualTo(utc(start));
		assertThat(property(event, Property.DTEND)).isEqualTo(utc(end));
		assertThat(event.getProperty(Property.DTSTAMP)).isPresent();
		assertThat(property(event, Property.SUMMARY)).isEqualTo("Office hours with Sam Owner");
		assertThat(property(event, Property.LOCATION)).isEqualTo("Room 101");
		// The booker's own words never go out from the owner's mailbox to the address
		// given.
		assertThat(property(event, Property.DESCRIPTION)).contains(manage).doesNotContain("About the exam");
		assertThat(property(event, Property.STATUS)).isEqualTo("CONFIRMED");
		assertThat(property(event, Property.ORGANIZER)).isEqualToIgnoringCase("mailto:" + this.ownerAddress);
		assertThat(parameter(event, Property.ORGANIZER, Parameter.CN)).isEqualTo("Sam Owner");
		assertThat(property(event, Property.ATTENDEE)).isEqualToIgnoringCase("mailto:" + this.booker);
		assertThat(parameter(event, Property.ATTENDEE, Parameter.CN)).isEqualTo("Ada Lovelace");
		assertThat(parameter(event, Property.ATTENDEE, Parameter.PARTSTAT)).isEqualTo("ACCEPTED");
		assertThat(parameter(event, Property.ATTENDEE, Parameter.ROLE)).isEqualTo("REQ-PARTICIPANT");

		List<MimeMessage> toOwner = mailTo(this.ownerAddress);
		assertThat(toOwner).hasSize(1);
		assertThat(toOwner.get(0).getSubject()).startsWith("New booking: Office hours with Ada Lovelace, ")
			.endsWith("(America/New_York)");
		String notice = plainText(toOwner.get(0));
		assertThat(notice).contains("Ada Lovelace <" + this.booker + ">")
			.contains(span(start, end, NEW_YORK))
			.contains("About the exam")
			.doesNotContain("Europe/Berlin")
			.doesNotContain(token(booked));
		assertThat(span(start, end, NEW_YORK)).startsWith("09:00 to 09:30 (America/New_York, UTC-0");

		Response shown = this.anonymous.get("/api/public/bookings/" + token(booked));
		assertThat(shown.text("timezone")).isEqualTo("Europe/Berlin");
		assertThat(shown.text("mail_status")).isEqualTo("sent");
	}

	@Test
	void aMoveSendsTheSameUidWithTheNextSequenceAndACancellationACancelToBoth() throws Exception {
		Response booked = book(at(9), "Europe/Berlin");
		assertThat(booked.status()).as(booked.toString()).isEqualTo(201);
		String token = token(booked);
		String uid = property(event(invitation(mailTo(this.booker).get(0), "REQUEST"), "REQUEST"), Property.UID);

		Instant later = at(13);
		Response moved = this.anonymous.patch("/api/public/bookings/" + token,
				json("{'start_time':'%s'}".formatted(later)));
		assertThat(moved.status()).as(moved.toString()).isEqualTo(200);
		List<MimeMessage> toBooker = mailTo(this.booker);
		assertThat(toBooker).hasSize(2);
		assertThat(toBooker.get(1).getSubject()).startsWith("Moved: Office hours with Sam Owner, now ");
		assertThat(plainText(toBooker.get(1))).contains(span(later, later.plusSeconds(1800), BERLIN))
			.contains("Was:   ")
			.contains(span(at(9), at(9).plusSeconds(1800), BERLIN))
			.contains(booked.text("manage_url"));
		VEvent update = event(invitation(toBooker.get(1), "REQUEST"), "REQUEST");
		assertThat(property(update, Property.UID)).isEqualTo(uid);
		assertThat(property(update, Property.SEQUENCE)).isEqualTo("1");
		assertThat(property(update, Property.DTSTART)).isEqualTo(utc(later));
		List<MimeMessage> toOwner = mailTo(this.ownerAddress);
		assertThat(toOwner).hasSize(2);
		assertThat(toOwner.get(1).getSubject()).startsWith("Booking moved: Office hours with Ada Lovelace, now ");
		assertThat(plainText(toOwner.get(1))).contains(span(later, later.plusSeconds(1800), NEW_YORK));

		assertThat(this.anonymous.delete("/api/public/bookings/" + token).status()).isEqualTo(204);
		// Again: already cancelled, nothing more is sent.
		assertThat(this.anonymous.delete("/api/public/bookings/" + token).status()).isEqualTo(204);
		toBooker = mailTo(this.booker);
		toOwner = mailTo(this.ownerAddress);
		assertThat(toBooker).hasSize(3);
		assertThat(toOwner).hasSize(3);
		for (MimeMessage cancellation : List.of(toBooker.get(2), toOwner.get(2))) {
			VEvent cancelled = event(invitation(cancellation, "CANCEL"), "CANCEL");
			assertThat(property(cancelled, Property.UID)).isEqualTo(uid);
			assertThat(property(cancelled, Property.SEQUENCE)).isEqualTo("2");
			assertThat(property(cancelled, Property.STATUS)).isEqualTo("CANCELLED");
			assertThat(property(cancelled, Property.DTSTART)).isEqualTo(utc(later));
		}
		assertThat(toBooker.get(2).getSubject()).startsWith("Cancelled: Office hours with Sam Owner, ");
		assertThat(plainText(toBooker.get(2)))
			.contains("To book another time: https://kairos.example.com/book/" + this.slug);
		assertThat(toOwner.get(2).getSubject()).startsWith("Booking cancelled: Office hours with Ada Lovelace, ");
	}

	/** The id of the owner's one event on the test day. */
	private String eventId() {
		JsonNode events = this.owner.get("/api/events?start=" + at(0) + "&end=" + at(23)).json().path("events");
		assertThat(events).hasSize(1);
		assertThat(events.get(0).path("attendees").get(0).path("email").asString()).isEqualTo(this.booker);
		return events.get(0).path("id").asString();
	}

	@Test
	void theOwnerMovingTheEventSendsTheBookerANewRequestAndDeletingItACancel() throws Exception {
		Response booked = book(at(9), "Europe/Berlin");
		assertThat(booked.status()).as(booked.toString()).isEqualTo(201);
		String uid = property(event(invitation(mailTo(this.booker).get(0), "REQUEST"), "REQUEST"), Property.UID);
		String id = eventId();

		// Through the API, as the web app does: the booking follows and the booker hears.
		Instant later = at(14);
		Response moved = this.owner.patch("/api/events",
				json("{'id':'%s','start_time':'%s','end_time':'%s'}".formatted(id, later, later.plusSeconds(1800))));
		assertThat(moved.status()).as(moved.toString()).isEqualTo(200);
		List<MimeMessage> toBooker = mailTo(this.booker);
		assertThat(toBooker).hasSize(2);
		assertThat(toBooker.get(1).getSubject()).startsWith("Moved: Office hours with Sam Owner, now ");
		assertThat(plainText(toBooker.get(1))).contains("Sam Owner moved your booking")
			.contains(span(later, later.plusSeconds(1800), BERLIN))
			.contains(span(at(9), at(9).plusSeconds(1800), BERLIN));
		VEvent update = event(invitation(toBooker.get(1), "REQUEST"), "REQUEST");
		assertThat(property(update, Property.UID)).isEqualTo(uid);
		assertThat(property(update, Property.SEQUENCE)).isEqualTo("1");
		assertThat(property(update, Property.DTSTART)).isEqualTo(utc(later));
		Response shown = this.anonymous.get("/api/public/bookings/" + token(booked));
		assertThat(java.time.OffsetDateTime.parse(shown.text("start_time")).toInstant()).isEqualTo(later);
		// A change that does not move it (a new title) sends nothing; the owner, who
		// made the changes, gets no notice of them.
		assertThat(this.owner.patch("/api/events", json("{'id':'%s','title':'Renamed'}".formatted(id))).status())
			.isEqualTo(200);
		assertThat(mailTo(this.booker)).hasSize(2);
		assertThat(mailTo(this.ownerAddress)).hasSize(1);

		assertThat(this.owner.delete("/api/events?id=" + id).status()).isEqualTo(204);
		toBooker = mailTo(this.booker);
		assertThat(toBooker).hasSize(3);
		assertThat(toBooker.get(2).getSubject()).startsWith("Cancelled: Office hours with Sam Owner, ");
		assertThat(plainText(toBooker.get(2))).contains("Sam Owner cancelled your booking")
			.contains("To book another time: https://kairos.example.com/book/" + this.slug);
		VEvent cancelled = event(invitation(toBooker.get(2), "CANCEL"), "CANCEL");
		assertThat(property(cancelled, Property.UID)).isEqualTo(uid);
		assertThat(property(cancelled, Property.SEQUENCE)).isEqualTo("2");
		assertThat(property(cancelled, Property.DTSTART)).isEqualTo(utc(later));
		assertThat(mailTo(this.ownerAddress)).hasSize(1);
		// The booking is cancelled: its manage link says so and sends nothing more.
		assertThat(this.anonymous.get("/api/public/bookings/" + token(booked)).json().path("cancelled").asBoolean())
			.isTrue();
		assertThat(this.anonymous.delete("/api/public/bookings/" + token(booked)).status()).isEqualTo(204);
		assertThat(mailTo(this.booker)).hasSize(3);
	}

	/**
	 * An owner seen writing before they had a booking (whose next writes then look up no
	 * bookings) still has a booking made later follow their event, with the booker's
	 * REQUEST and CANCEL: the booking is written in a transaction of its own revision.
	 */
	@Test
	void anOwnerSeenWithoutBookingsStillMovesAndCancelsABookingMadeLater() throws Exception {
		Instant dayBefore = at(9).minus(Duration.ofDays(1));
		for (int i = 0; i < 2; i++) {
			Response scratch = this.owner.post("/api/events/create",
					json("{'title':'Scratch','start_time':'%s','end_time':'%s'}".formatted(dayBefore,
							dayBefore.plusSeconds(1800))));
			assertThat(scratch.status()).as(scratch.toString()).isEqualTo(201);
			assertThat(this.owner.delete("/api/events?id=" + scratch.text("id")).status()).isEqualTo(204);
		}
		Response booked = book(at(10), "Europe/Berlin");
		assertThat(booked.status()).as(booked.toString()).isEqualTo(201);
		String id = eventId();

		Instant later = at(15);
		assertThat(
				this.owner
					.patch("/api/events",
							json("{'id':'%s','start_time':'%s','end_time':'%s'}".formatted(id, later,
									later.plusSeconds(1800))))
					.status())
			.isEqualTo(200);
		List<MimeMessage> toBooker = mailTo(this.booker);
		assertThat(toBooker).hasSize(2);
		assertThat(toBooker.get(1).getSubject()).startsWith("Moved: Office hours with Sam Owner, now ");
		assertThat(property(event(invitation(toBooker.get(1), "REQUEST"), "REQUEST"), Property.DTSTART))
			.isEqualTo(utc(later));

		assertThat(this.owner.delete("/api/events?id=" + id).status()).isEqualTo(204);
		toBooker = mailTo(this.booker);
		assertThat(toBooker).hasSize(3);
		assertThat(toBooker.get(2).getSubject()).startsWith("Cancelled: Office hours with Sam Owner, ");
		assertThat(property(event(invitation(toBooker.get(2), "CANCEL"), "CANCEL"), Property.SEQUENCE)).isEqualTo("2");
		assertThat(this.anonymous.get("/api/public/bookings/" + token(booked)).json().path("cancelled").asBoolean())
			.isTrue();
	}

	@Test
	void withoutATimezoneTheBookersMailIsInTheOwnersZone() throws Exception {
		Instant start = at(10);
		Response booked = book(start, null);
		assertThat(booked.status()).as(booked.toString()).isEqualTo(201);
		assertThat(this.anonymous.get("/api/public/bookings/" + token(booked)).text("timezone"))
			.isEqualTo("America/New_York");
		assertThat(plainText(mailTo(this.booker).get(0))).contains(span(start, start.plusSeconds(1800), NEW_YORK));
		Response bad = book(at(11), "Mars/Olympus");
		assertThat(bad.status()).isEqualTo(400);
		assertThat(mailTo(this.booker)).hasSize(1);
	}

	@Test
	void pythonIcalendarReadsTheInvitation() throws Exception {
		requirePythonIcalendar();
		Instant start = at(9);
		Response booked = book(start, "Europe/Berlin");
		assertThat(booked.status()).as(booked.toString()).isEqualTo(201);
		Path ics = this.work.resolve("invite.ics");
		Files.writeString(ics, invitation(mailTo(this.booker).get(0), "REQUEST"));
		Path script = this.work.resolve("read_invitation.py");
		try (InputStream in = getClass().getResourceAsStream("/booking-mail/read_invitation.py")) {
			Files.copy(in, script);
		}
		JsonNode read = JSON.readTree(run("/usr/bin/python3", script.toString(), ics.toString()));
		assertThat(read.path("method").asString()).isEqualTo("REQUEST");
		JsonNode event = read.path("events").get(0);
		assertThat(read.path("events")).hasSize(1);
		assertThat(event.path("uid").asString()).matches("booking-[0-9a-f-]{36}@kairos\\.example\\.com");
		assertThat(event.path("sequence").asInt()).isZero();
		assertThat(event.path("status").asString()).isEqualTo("CONFIRMED");
		assertThat(Instant.parse(event.path("start").asString().replace("+00:00", "Z"))).isEqualTo(start);
		assertThat(Instant.parse(event.path("end").asString().replace("+00:00", "Z")))
			.isEqualTo(start.plusSeconds(1800));
		assertThat(event.path("organizer").asString()).isEqualToIgnoringCase("mailto:" + this.ownerAddress);
		assertThat(event.path("organizer_cn").asString()).isEqualTo("Sam Owner");
		assertThat(event.path("attendee").asString()).isEqualToIgnoringCase("mailto:" + this.booker);
		assertThat(event.path("attendee_cn").asString()).isEqualTo("Ada Lovelace");
		assertThat(event.path("attendee_partstat").asString()).isEqualTo("ACCEPTED");
		assertThat(event.path("attendee_role").asString()).isEqualTo("REQ-PARTICIPANT");
	}

	/**
	 * Skip when python3-icalendar is not installed, as on a fresh machine; CI installs it
	 * (.ci/tools.d/ical.sh) and sets {@code KAIROS_INTEROP_REQUIRED=true}, so there a
	 * missing reader fails the test.
	 */
	private static void requirePythonIcalendar() throws InterruptedException {
		boolean installed;
		try {
			Process process = new ProcessBuilder("/usr/bin/python3", "-c", "import icalendar").redirectErrorStream(true)
				.start();
			process.getInputStream().readAllBytes();
			installed = process.waitFor(60, TimeUnit.SECONDS) && process.exitValue() == 0;
		}
		catch (IOException ex) {
			installed = false;
		}
		String hint = "python3-icalendar is not installed: run .ci/tools.d/ical.sh";
		if ("true".equals(System.getenv("KAIROS_INTEROP_REQUIRED"))) {
			assertThat(installed).as(hint).isTrue();
		}
		Assumptions.assumeTrue(installed, hint + " to read the invitation with it");
	}

	private static String run(String... command) throws Exception {
		Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
		String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("finished in time").isTrue();
		assertThat(process.exitValue()).as(String.join(" ", command) + " said: " + out).isZero();
		return out;
	}

}
