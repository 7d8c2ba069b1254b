package dev.kairos.booking;

import dev.kairos.security.GuessLimit;
import dev.kairos.security.GuessThrottle;

import org.springframework.stereotype.Component;

/**
 * Per client address limits of the public side, kept by the same database-backed throttle
 * that slows down guesses of feed tokens and API keys (so they hold across instances):
 * every public request counts against one limit, every booking against another, and every
 * unknown slug or manage token against a third, which keeps anyone from walking through
 * slugs to find pages.
 */
@Component
class BookingThrottle {

	private final GuessThrottle throttle;

	private final GuessLimit requests;

	private final GuessLimit unknown;

	private final GuessLimit bookings;

	BookingThrottle(GuessThrottle throttle, BookingProperties properties) {
		this.throttle = throttle;
		this.requests = new GuessLimit("booking-requests", "requests to booking pages", properties.requestLimit(),
				properties.requestWindow());
		this.unknown = new GuessLimit("booking-pages", "unknown booking pages or links", properties.unknownLimit(),
				properties.unknownWindow());
		this.bookings = new GuessLimit("bookings", "bookings", properties.bookingLimit(), properties.bookingWindow());
	}

	/**
	 * Count a public request, refusing it (429) when its address is over a limit.
	 * @param booking whether it makes a booking
	 */
	void request(String address, boolean booking) {
		this.throttle.check(this.unknown, address);
		this.throttle.check(this.requests, address);
		if (booking) {
			this.throttle.check(this.bookings, address);
			this.throttle.recordFailure(this.bookings, address);
		}
		this.throttle.recordFailure(this.requests, address);
	}

	/** Count an unknown slug or manage token from the address. */
	void unknown(String address) {
		this.throttle.recordFailure(this.unknown, address);
	}

}
