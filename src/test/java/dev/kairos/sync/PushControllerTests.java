package dev.kairos.sync;

import java.util.Collections;
import java.util.UUID;

import dev.kairos.providers.Provider;
import dev.kairos.shared.InvalidRequestException;
import dev.kairos.sync.PushChannels.Notified;
import dev.kairos.sync.PushChannels.Notified.Outcome;
import org.junit.jupiter.api.Test;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.ErrorResponseException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoInteractions;

/**
 * What a notification post is answered at its edges (the limits, a body that is not
 * Graph's, notifications of several connections), with the channels and the jobs mocked;
 * {@link SyncJobsTests} posts real ones over HTTP.
 */
class PushControllerTests {

	private final PushChannels channels = mock(PushChannels.class);

	private final SyncJobs jobs = mock(SyncJobs.class);

	private final PushController controller = new PushController(this.channels, this.jobs);

	private static String graph(String... notifications) {
		return "{\"value\":[" + String.join(",", notifications) + "]}";
	}

	private static String notification(String subscription, String clientState) {
		return "{\"subscriptionId\":\"%s\",\"clientState\":\"%s\",\"changeType\":\"updated\"}".formatted(subscription,
				clientState);
	}

	private static HttpStatus status(ErrorResponseException ex) {
		return HttpStatus.valueOf(ex.getStatusCode().value());
	}

	@Test
	void graphsValidationTokenIsEchoedUpToItsLimit() {
		String longest = "v".repeat(PushController.MAX_VALIDATION_TOKEN);

		ResponseEntity<String> echoed = this.controller.microsoft(null, longest, null);

		assertThat(echoed.getStatusCode()).isEqualTo(HttpStatus.OK);
		assertThat(echoed.getHeaders().getContentType()).isEqualTo(MediaType.TEXT_PLAIN);
		assertThat(echoed.getBody()).isEqualTo(longest);
		assertThatExceptionOfType(InvalidRequestException.class)
			.isThrownBy(() -> this.controller.microsoft(null, longest + "v", null));
		assertThatExceptionOfType(InvalidRequestException.class)
			.isThrownBy(() -> this.controller.microsoft(null, "", null));
		verifyNoInteractions(this.channels, this.jobs);
	}

	@Test
	void aBodyThatIsNotGraphsListOfNotificationsIsRefused() {
		for (String body : new String[] { null, "{\"value\":", "{\"value\":{}}", "{}", "[]" }) {
			assertThatExceptionOfType(InvalidRequestException.class).as(body)
				.isThrownBy(() -> this.controller.microsoft(null, null, body));
		}
		String most = graph(Collections.nCopies(PushController.MAX_NOTIFICATIONS, "{}").toArray(String[]::new));
		// As many as allowed are read, and none names a subscription.
		assertThat(status(
				catchThrowableOfType(ErrorResponseException.class, () -> this.controller.microsoft(null, null, most))))
			.isEqualTo(HttpStatus.NOT_FOUND);
		assertThatExceptionOfType(InvalidRequestException.class).isThrownBy(() -> this.controller.microsoft(null, null,
				graph(Collections.nCopies(PushController.MAX_NOTIFICATIONS + 1, "{}").toArray(String[]::new))));
		verifyNoInteractions(this.channels, this.jobs);
	}

	@Test
	void eachConnectionNotifiedWithItsSecretSyncsOnceWhateverTheOthers() {
		UUID first = UUID.randomUUID();
		UUID second = UUID.randomUUID();
		given(this.channels.notified(Provider.MICROSOFT, "s1", "c1")).willReturn(new Notified(Outcome.ACCEPTED, first));
		given(this.channels.notified(Provider.MICROSOFT, "s2", "c2"))
			.willReturn(new Notified(Outcome.ACCEPTED, second));
		given(this.channels.notified(Provider.MICROSOFT, "s1", "forged"))
			.willReturn(new Notified(Outcome.REFUSED, null));
		given(this.channels.notified(Provider.MICROSOFT, "gone", "c3")).willReturn(new Notified(Outcome.UNKNOWN, null));

		ResponseEntity<String> answer = this.controller.microsoft(null, null,
				graph(notification("s1", "c1"), notification("s1", "forged"), notification("gone", "c3"),
						notification("s2", "c2"), notification("s1", "c1"), "{\"clientState\":\"c1\"}",
						notification(" ", "c1")));

		assertThat(answer.getStatusCode()).isEqualTo(HttpStatus.ACCEPTED);
		verify(this.jobs).soon(first, Provider.MICROSOFT);
		verify(this.jobs).soon(second, Provider.MICROSOFT);
		// The two without a subscription are skipped.
		verify(this.channels, times(5)).notified(any(), any(), any());
	}

	@Test
	void graphNotificationsNoneAcceptedAreRefusedIfOneHadAWrongSecretElseUnknown() {
		given(this.channels.notified(Provider.MICROSOFT, "s1", "forged"))
			.willReturn(new Notified(Outcome.REFUSED, null));
		given(this.channels.notified(Provider.MICROSOFT, "gone", "")).willReturn(new Notified(Outcome.UNKNOWN, null));

		ErrorResponseException refused = catchThrowableOfType(ErrorResponseException.class, () -> this.controller
			.microsoft(null, null, graph("{\"subscriptionId\":\"gone\"}", notification("s1", "forged"))));
		ErrorResponseException unknown = catchThrowableOfType(ErrorResponseException.class,
				() -> this.controller.microsoft(null, null, graph("{\"subscriptionId\":\"gone\"}")));

		assertThat(status(refused)).isEqualTo(HttpStatus.FORBIDDEN);
		assertThat(refused.getBody().getType().toString()).endsWith("/push-refused");
		assertThat(refused.getBody().getTitle()).isEqualTo("Notification refused");
		assertThat(status(unknown)).isEqualTo(HttpStatus.NOT_FOUND);
		assertThat(unknown.getBody().getType().toString()).endsWith("/unknown-channel");
		assertThat(unknown.getBody().getTitle()).isEqualTo("Unknown channel");
		assertThat(this.controller.microsoft(null, null, graph()).getStatusCode()).isEqualTo(HttpStatus.ACCEPTED);
		verifyNoInteractions(this.jobs);
	}

	@Test
	void aGoogleNotificationNeedsItsChannelAndStateAndTheFirstMessageOfAChannelIsOnlyAcknowledged() {
		UUID user = UUID.randomUUID();
		given(this.channels.notified(Provider.GOOGLE, "channel", "token"))
			.willReturn(new Notified(Outcome.ACCEPTED, user));
		given(this.channels.notified(Provider.GOOGLE, "channel", "")).willReturn(new Notified(Outcome.REFUSED, null));

		assertThatExceptionOfType(InvalidRequestException.class)
			.isThrownBy(() -> this.controller.google(" ", "token", "exists"));
		assertThatExceptionOfType(InvalidRequestException.class)
			.isThrownBy(() -> this.controller.google("channel", "token", null));
		assertThatExceptionOfType(InvalidRequestException.class)
			.isThrownBy(() -> this.controller.google("channel", "token", " "));
		assertThat(this.controller.google("channel", "token", "sync").getStatusCode()).isEqualTo(HttpStatus.OK);
		verifyNoInteractions(this.channels, this.jobs);

		assertThat(this.controller.google("channel", "token", "exists").getStatusCode()).isEqualTo(HttpStatus.OK);
		verify(this.jobs).soon(user, Provider.GOOGLE);
		assertThat(status(catchThrowableOfType(ErrorResponseException.class,
				() -> this.controller.google("channel", null, "exists"))))
			.isEqualTo(HttpStatus.FORBIDDEN);
	}

}
