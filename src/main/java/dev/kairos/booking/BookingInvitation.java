package dev.kairos.booking;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.Instant;

import net.fortuna.ical4j.model.Calendar;
import net.fortuna.ical4j.model.ParameterList;
import net.fortuna.ical4j.model.component.VEvent;
import net.fortuna.ical4j.model.parameter.Cn;
import net.fortuna.ical4j.model.parameter.PartStat;
import net.fortuna.ical4j.model.parameter.Role;
import net.fortuna.ical4j.model.parameter.Rsvp;
import net.fortuna.ical4j.model.property.Attendee;
import net.fortuna.ical4j.model.property.Description;
import net.fortuna.ical4j.model.property.DtEnd;
import net.fortuna.ical4j.model.property.DtStamp;
import net.fortuna.ical4j.model.property.DtStart;
import net.fortuna.ical4j.model.property.Location;
import net.fortuna.ical4j.model.property.Organizer;
import net.fortuna.ical4j.model.property.ProdId;
import net.fortuna.ical4j.model.property.Sequence;
import net.fortuna.ical4j.model.property.Summary;
import net.fortuna.ical4j.model.property.Transp;
import net.fortuna.ical4j.model.property.Uid;
import net.fortuna.ical4j.model.property.immutable.ImmutableCalScale;
import net.fortuna.ical4j.model.property.immutable.ImmutableMethod;
import net.fortuna.ical4j.model.property.immutable.ImmutableStatus;
import net.fortuna.ical4j.model.property.immutable.ImmutableVersion;
import org.jspecify.annotations.Nullable;

/**
 * The iCalendar object of a booking's mail (iTIP, RFC 5546): one VEVENT with the owner as
 * ORGANIZER and the booker as the one ATTENDEE, who has already accepted. A booking keeps
 * one UID; each change bumps SEQUENCE, so that a calendar replaces the earlier copy (a
 * move) or removes it (a cancellation). Times are in UTC, which every reader places in
 * its own zone. Plain Java, written with ical4j.
 */
final class BookingInvitation {

	static final String PRODUCT_ID = "-//Kairos//Kairos Booking//EN";

	private BookingInvitation() {
	}

	/**
	 * The people and the text of an invitation.
	 *
	 * @param uid the booking's UID, the same in every message about it
	 * @param sequence 0 when made, one more for each move and the cancellation
	 * @param stamp when the message is written (DTSTAMP)
	 * @param start the start
	 * @param end the end
	 * @param summary the title
	 * @param location where, or null
	 * @param description the text, or null
	 * @param organizerName the owner's name
	 * @param organizerEmail the owner's address
	 * @param attendeeName the booker's name
	 * @param attendeeEmail the booker's address
	 */
	record Details(String uid, int sequence, Instant stamp, Instant start, Instant end, String summary,
			@Nullable String location, @Nullable String description, String organizerName, String organizerEmail,
			String attendeeName, String attendeeEmail) {
	}

	/** {@code METHOD:REQUEST}: the booking as it is now, confirmed. */
	static String request(Details details) {
		return write(details, false);
	}

	/** {@code METHOD:CANCEL}: the booking is off. */
	static String cancel(Details details) {
		return write(details, true);
	}

	private static String write(Details details, boolean cancel) {
		VEvent event = new VEvent(false);
		event.add(new Uid(details.uid()));
		event.add(new Sequence(details.sequence()));
		event.add(new DtStamp(details.stamp()));
		event.add(new DtStart<>(details.start()));
		event.add(new DtEnd<>(details.end()));
		event.add(new Summary(details.summary()));
		if (details.location() != null) {
			event.add(new Location(details.location()));
		}
		if (details.description() != null) {
			event.add(new Description(details.description()));
		}
		event
			.add(new Organizer(new ParameterList().add(cn(details.organizerName())), mailto(details.organizerEmail())));
		event.add(new Attendee(new ParameterList().add(cn(details.attendeeName()))
			.add(Role.REQ_PARTICIPANT)
			.add(PartStat.ACCEPTED)
			.add(Rsvp.FALSE), mailto(details.attendeeEmail())));
		event.add(cancel ? ImmutableStatus.VEVENT_CANCELLED : ImmutableStatus.VEVENT_CONFIRMED);
		event.add(new Transp(Transp.VALUE_OPAQUE));
		Calendar calendar = new Calendar();
		calendar.add(new ProdId(PRODUCT_ID));
		calendar.add(ImmutableVersion.VERSION_2_0);
		calendar.add(ImmutableCalScale.GREGORIAN);
		calendar.add(cancel ? ImmutableMethod.CANCEL : ImmutableMethod.REQUEST);
		calendar.add(event);
		return calendar.toString();
	}

	/** A parameter value may not hold a double quote (RFC 5545, 3.1). */
	private static Cn cn(String name) {
		return new Cn(name.replace('"', '\''));
	}

	private static URI mailto(String address) {
		try {
			return new URI("mailto", address, null);
		}
		catch (URISyntaxException ex) {
			throw new IllegalArgumentException("Not an address: " + address, ex);
		}
	}

}
