/**
 * Booking pages: an owner publishes pages where others, without an account, book free
 * time in the owner's calendar. Slots are computed by {@code Slots} (plain Java) over the
 * busy time the conflicts feature reads; a booking is written through
 * {@link dev.kairos.events.EventCommands} under the owner's lock, so that one slot is
 * never booked twice. The public side is rate limited per client address. The mail of a
 * booking (an iCalendar invitation to the booker, a notice to the owner) goes through
 * {@link dev.kairos.mail.SystemMail} once the booking committed. Decisions are written in
 * docs/booking.md.
 */
@ApplicationModule(
		allowedDependencies = { "events", "events :: spi", "conflicts", "settings", "security", "shared", "mail" })
@NullMarked
package dev.kairos.booking;

import org.jspecify.annotations.NullMarked;

import org.springframework.modulith.ApplicationModule;
