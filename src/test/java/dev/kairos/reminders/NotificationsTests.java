package dev.kairos.reminders;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The open web apps' streams: one that fails, in whatever way, is closed and never keeps
 * a notification from the others (nor, since publishing does not throw, from the push
 * that follows).
 */
class NotificationsTests {

	@Test
	void stoppingClosesEveryOpenStreamAndHoldsNoNewOne() {
		Notifications notifications = new Notifications();
		notifications.start();
		Recording first = new Recording(null);
		Recording second = new Recording(null);
		notifications.open(UUID.randomUUID(), first);
		notifications.open(UUID.randomUUID(), second);
		assertThat(first.completed).isFalse();
		notifications.stop();
		assertThat(notifications.isRunning()).isFalse();
		assertThat(first.completed).isTrue();
		assertThat(second.completed).isTrue();
		// A stream asked for while stopping is ended at once, and never kept.
		Recording late = new Recording(null);
		UUID user = UUID.randomUUID();
		notifications.open(user, late);
		assertThat(late.completed).isTrue();
		late.failing = true;
		assertThat(notifications.publish(user, Map.of("title", "Dentist"))).isZero();
	}

	@Test
	void aStreamThatFailsInAnyWayNeverStopsTheOthers() {
		Notifications notifications = new Notifications();
		notifications.start();
		UUID user = UUID.randomUUID();
		Recording before = new Recording(null);
		Recording broken = new Recording(new IllegalArgumentException("No converter for the message"));
		Recording closed = new Recording(new IOException("Broken pipe"));
		Recording after = new Recording(null);
		for (Recording stream : List.of(before, broken, closed, after)) {
			notifications.open(user, stream);
		}
		for (Recording stream : List.of(before, broken, closed, after)) {
			stream.failing = true;
		}
		before.failure = null;
		after.failure = null;

		assertThat(notifications.publish(user, Map.of("title", "Dentist"))).isEqualTo(2);
		assertThat(before.sent).isEqualTo(1);
		assertThat(after.sent).isEqualTo(1);
		// The failed streams are gone: the next notification reaches the two good ones
		// only.
		assertThat(notifications.publish(user, Map.of("title", "Viva"))).isEqualTo(2);
		assertThat(broken.attempts).isEqualTo(1);
		assertThat(closed.attempts).isEqualTo(1);
	}

	/**
	 * A stream that counts what it was sent, and fails with {@code failure} once told to.
	 */
	private static final class Recording extends SseEmitter {

		private Exception failure;

		private boolean failing;

		private int attempts;

		private int sent;

		private boolean completed;

		private final List<Object> events = new ArrayList<>();

		Recording(Exception failure) {
			super(0L);
			this.failure = failure;
		}

		@Override
		public synchronized void complete() {
			this.completed = true;
			super.complete();
		}

		@Override
		public void send(SseEventBuilder builder) throws IOException {
			if (!this.failing) {
				return;
			}
			this.attempts++;
			if (this.failure instanceof IOException io) {
				throw io;
			}
			if (this.failure instanceof RuntimeException runtime) {
				throw runtime;
			}
			this.events.add(builder);
			this.sent++;
		}

	}

}
