package dev.kairos.booking;

/**
 * Told of every booking made, moved or cancelled, after its transaction committed: where
 * the confirmation (with its iCalendar invitation), the owner's notice and the
 * cancellation are sent from ({@link BookingMail}). Every bean of this type is called,
 * and a failing one is logged and never undoes the booking.
 */
interface BookingNotifier {

	/**
	 * A booking was made.
	 * @param manageUrl its manage link, with the secret token
	 */
	void booked(Booking booking, BookingPage page, String manageUrl);

	/**
	 * A booking was moved from {@code before} to {@code after}'s times.
	 * @param manageUrl its manage link, with the secret token
	 */
	void moved(Booking before, Booking after, String manageUrl);

	/** A booking was cancelled. */
	void cancelled(Booking booking);

	/**
	 * The owner moved a booking's event in their calendar (API, web app, CalDAV, the
	 * assistant): the booking followed it from {@code before} to {@code after}'s times.
	 */
	default void movedByOwner(Booking before, Booking after) {
	}

	/**
	 * The owner deleted a booking's event in their calendar: the booking is cancelled.
	 */
	default void cancelledByOwner(Booking booking) {
	}

}
