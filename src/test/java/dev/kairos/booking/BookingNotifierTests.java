package dev.kairos.booking;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.TemporalAdjusters;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the mail of bookings hangs on: every notifier hears of a booking made, moved and
 * cancelled, with the manage link, and one that fails undoes nothing.
 */
@IntegrationTest
@Import(BookingNotifierTests.Notifiers.class)
class BookingNotifierTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private Recording recording;

	@Test
	void notifiersHearOfEveryChangeAndAFailingOneUndoesNothing() {
		Api owner = new Api(this.port, this.users.create().key());
		assertThat(owner.patch("/api/settings", json("{'timezone':'America/New_York'}")).status()).isEqualTo(200);
		String slug = "notified-" + System.nanoTime();
		assertThat(owner.post("/api/booking-pages", json("{'slug':'%s','title':'Talk'}".formatted(slug))).status())
			.isEqualTo(201);
		ZoneId zone = ZoneId.of("America/New_York");
		LocalDate day = LocalDate.now(zone).plusDays(3).with(TemporalAdjusters.nextOrSame(DayOfWeek.TUESDAY));
		String start = ZonedDateTime.of(day, LocalTime.of(9, 0), zone).toInstant().toString();
		String later = ZonedDateTime.of(day, LocalTime.of(13, 0), zone).toInstant().toString();
		Api anonymous = owner.as(null);
		Response booked = anonymous.post("/api/public/booking-pages/" + slug + "/bookings",
				json("{'start_time':'%s','name':'Ada','email':'ada@example.com'}".formatted(start)));
		assertThat(booked.status()).as(booked.toString()).isEqualTo(201);
		String manage = booked.text("manage_url");
		String token = manage.substring(manage.indexOf('#') + 1);
		assertThat(
				anonymous.patch("/api/public/bookings/" + token, json("{'start_time':'%s'}".formatted(later))).status())
			.isEqualTo(200);
		assertThat(anonymous.delete("/api/public/bookings/" + token).status()).isEqualTo(204);
		assertThat(anonymous.delete("/api/public/bookings/" + token).status()).isEqualTo(204);
		assertThat(this.recording.calls).containsExactly("booked " + start + " " + manage,
				"moved " + start + " -> " + later + " " + manage, "cancelled " + later);
	}

	static final class Recording implements BookingNotifier {

		final List<String> calls = new CopyOnWriteArrayList<>();

		@Override
		public void booked(Booking booking, BookingPage page, String manageUrl) {
			this.calls.add("booked " + booking.startTime() + " " + manageUrl);
		}

		@Override
		public void moved(Booking before, Booking after, String manageUrl) {
			this.calls.add("moved " + before.startTime() + " -> " + after.startTime() + " " + manageUrl);
		}

		@Override
		public void cancelled(Booking booking) {
			this.calls.add("cancelled " + booking.startTime());
		}

	}

	@TestConfiguration(proxyBeanMethods = false)
	static class Notifiers {

		@Bean
		Recording recording() {
			return new Recording();
		}

		@Bean
		BookingNotifier failing() {
			return new BookingNotifier() {

				@Override
				public void booked(Booking booking, BookingPage page, String manageUrl) {
					throw new IllegalStateException("the mail relay is down");
				}

				@Override
				public void moved(Booking before, Booking after, String manageUrl) {
					throw new IllegalStateException("the mail relay is down");
				}

				@Override
				public void cancelled(Booking booking) {
					throw new IllegalStateException("the mail relay is down");
				}

			};
		}

	}

}
