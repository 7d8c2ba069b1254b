package dev.kairos.sync;

import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import dev.kairos.connections.Connections;
import dev.kairos.connections.ProviderDisconnected;
import dev.kairos.connections.ProviderDisconnecting;
import dev.kairos.providers.ChangeChannel;
import dev.kairos.providers.ChangeNotifier;
import dev.kairos.providers.ChangeNotifiers;
import dev.kairos.providers.Provider;
import dev.kairos.providers.ProviderUnavailableException;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.PublicBaseUrl;
import dev.kairos.shared.Secrets;
import dev.kairos.sync.JdbcPushChannelRepository.Stored;
import dev.kairos.sync.PushChannels.Notified;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoInteractions;

/**
 * When a connection's channel is opened, extended, replaced or kept, and what a
 * notification is answered, with the provider's notifier and the table as mocks. The
 * channel is renewed once less than half of its 70 hours is left; the margins below are
 * minutes either side of those 35 hours, as the service reads the time itself.
 */
class PushChannelsTests {

	private static final Duration LIFETIME = Duration.ofHours(70);

	private static final Instant NOW = Instant.parse("2030-03-06T12:00:00Z");

	private static final URI BASE = URI.create("https://kairos.example");

	private final KairosUser user = new KairosUser(UUID.randomUUID());

	private final JdbcPushChannelRepository repository = mock(JdbcPushChannelRepository.class);

	private final ChangeNotifier notifier = mock(ChangeNotifier.class);

	private final ChangeNotifiers notifiers = mock(ChangeNotifiers.class);

	private final Connections connections = mock(Connections.class);

	@BeforeEach
	void providerPushes() {
		given(this.notifiers.of(Provider.MICROSOFT)).willReturn(Optional.of(this.notifier));
		given(this.notifiers.of(Provider.CANVAS)).willReturn(Optional.empty());
		given(this.connections.accessToken(this.user, Provider.MICROSOFT)).willReturn("access");
		given(this.repository.stale(this.user.id(), Provider.MICROSOFT)).willReturn(List.of());
	}

	private PushChannels channels() {
		return channels(true, Duration.ofMinutes(15), BASE);
	}

	private PushChannels channels(boolean enabled, Duration interval, URI base) {
		return new PushChannels(this.repository, this.notifiers, this.connections, new PublicBaseUrl(base),
				new PushProperties(enabled, Duration.ofHours(6), LIFETIME, Duration.ofSeconds(2)),
				new SyncProperties(interval, Duration.ofSeconds(2), Duration.ofMinutes(10), 8, Duration.ofHours(6),
						Duration.ofSeconds(10), Duration.ofSeconds(30)),
				Clock.fixed(NOW, ZoneOffset.UTC));
	}

	private Stored stored(String channelId, Instant expiresAt, boolean stale) {
		return new Stored(this.user.id(), new ChangeChannel(channelId, "resource-" + channelId, expiresAt),
				Secrets.sha256("secret-" + channelId), stale);
	}

	private void active(Stored channel) {
		given(this.repository.active(this.user.id(), Provider.MICROSOFT)).willReturn(channel);
	}

	@Test
	void withoutPushOnNoChannelIsOpened() {
		assertThat(channels(false, Duration.ofMinutes(15), BASE).ensure(this.user, Provider.MICROSOFT)).isFalse();
		assertThat(channels(true, Duration.ZERO, BASE).ensure(this.user, Provider.MICROSOFT)).isFalse();
		assertThat(channels(true, Duration.ofMinutes(15), null).ensure(this.user, Provider.MICROSOFT)).isFalse();
		assertThat(channels(true, Duration.ofMinutes(15), URI.create("")).ensure(this.user, Provider.MICROSOFT))
			.isFalse();
		assertThat(channels().ensure(this.user, Provider.CANVAS)).isFalse();
		verifyNoInteractions(this.repository, this.notifier, this.connections);
	}

	@Test
	void aChannelWithMoreThanHalfItsLifeLeftIsKept() {
		// One second more than half its lifetime left: kept.
		active(stored("live", NOW.plus(LIFETIME.dividedBy(2)).plusSeconds(1), false));

		assertThat(channels().ensure(this.user, Provider.MICROSOFT)).isTrue();

		verifyNoInteractions(this.notifier, this.connections);
		verify(this.repository, never()).insert(any(), any(), any(), any(), any());
	}

	@Test
	void aChannelWithLessThanHalfItsLifeLeftIsExtendedInPlaceWhereTheProviderCan() {
		// Exactly half its lifetime left: renewed.
		Stored current = stored("live", NOW.plus(LIFETIME.dividedBy(2)), false);
		active(current);
		Instant extended = Instant.parse("2030-03-07T11:00:00Z");
		ArgumentCaptor<Instant> wanted = ArgumentCaptor.forClass(Instant.class);
		given(this.notifier.extend(eq("access"), eq(current.channel()), wanted.capture()))
			.willReturn(Optional.of(extended));

		assertThat(channels().ensure(this.user, Provider.MICROSOFT)).isTrue();

		assertThat(wanted.getValue()).isEqualTo(NOW.plus(LIFETIME));
		verify(this.repository).extend(Provider.MICROSOFT, "live", extended);
		verify(this.notifier, never()).open(any(), any(), any(), any(), any());
		verify(this.repository, never()).markStale(any(), any());
	}

	@Test
	void aChannelTheProviderCannotExtendIsReplacedAndTheOldOneStopped() {
		Stored current = stored("old", NOW.plus(Duration.ofHours(1)), false);
		active(current);
		given(this.notifier.extend(any(), any(), any())).willReturn(Optional.empty());
		ArgumentCaptor<String> secret = ArgumentCaptor.forClass(String.class);
		ArgumentCaptor<Instant> wanted = ArgumentCaptor.forClass(Instant.class);
		ChangeChannel opened = new ChangeChannel("new", "resource-new", Instant.parse("2030-03-07T11:00:00Z"));
		ArgumentCaptor<URI> address = ArgumentCaptor.forClass(URI.class);
		given(this.notifier.open(eq("access"), anyString(), address.capture(), secret.capture(), wanted.capture()))
			.willReturn(opened);
		Stored stale = stored("old", current.channel().expiresAt(), true);
		given(this.repository.stale(this.user.id(), Provider.MICROSOFT)).willReturn(List.of(), List.of(stale));

		assertThat(channels().ensure(this.user, Provider.MICROSOFT)).isTrue();

		assertThat(wanted.getValue()).isEqualTo(NOW.plus(LIFETIME));
		assertThat(secret.getValue()).hasSize(43);
		// Graph's notifications are checked by the secret in their address before their
		// body is read.
		assertThat(address.getValue())
			.isEqualTo(URI.create("https://kairos.example/api/push/microsoft/" + secret.getValue()));
		verify(this.repository).insert(eq(this.user.id()), eq(Provider.MICROSOFT), eq(opened),
				eq(Secrets.sha256(secret.getValue())), any());
		verify(this.repository).markStale(Provider.MICROSOFT, "old");
		verify(this.notifier).stop("access", stale.channel());
		verify(this.repository).delete(Provider.MICROSOFT, "old");
	}

	@Test
	void aConnectionWithoutAChannelOpensOne() {
		given(this.notifier.open(any(), any(), any(), any(), any()))
			.willReturn(new ChangeChannel("new", null, Instant.parse("2030-03-07T11:00:00Z")));

		assertThat(channels().ensure(this.user, Provider.MICROSOFT)).isTrue();

		verify(this.notifier, never()).extend(any(), any(), any());
		verify(this.repository).insert(eq(this.user.id()), eq(Provider.MICROSOFT), any(), any(), any());
		verify(this.repository, never()).markStale(any(), any());
	}

	@Test
	void whenTheProviderRefusesAChannelOnlyOneStillRunningCoversTheConnection() {
		given(this.notifier.extend(any(), any(), any()))
			.willThrow(new ProviderUnavailableException(Provider.MICROSOFT, "down"));
		given(this.notifier.open(any(), any(), any(), any(), any()))
			.willThrow(new ProviderUnavailableException(Provider.MICROSOFT, "down"));

		assertThat(channels().ensure(this.user, Provider.MICROSOFT)).isFalse();

		active(stored("ending", NOW.plusSeconds(1), false));
		assertThat(channels().ensure(this.user, Provider.MICROSOFT)).isTrue();

		active(stored("ended", NOW, false));
		assertThat(channels().ensure(this.user, Provider.MICROSOFT)).isFalse();
		verify(this.repository, never()).insert(any(), any(), any(), any(), any());
	}

	@Test
	void staleChannelsAreStoppedWhileTheyRunAndForgotten() {
		active(stored("live", NOW.plus(LIFETIME), false));
		Stored running = stored("running", NOW.plusSeconds(1), true);
		Stored ended = stored("ended", NOW, true);
		Stored failing = stored("failing", NOW.plus(Duration.ofMinutes(5)), true);
		given(this.repository.stale(this.user.id(), Provider.MICROSOFT)).willReturn(List.of(running, ended, failing));
		org.mockito.BDDMockito.willThrow(new ProviderUnavailableException(Provider.MICROSOFT, "down"))
			.given(this.notifier)
			.stop("access", failing.channel());

		assertThat(channels().ensure(this.user, Provider.MICROSOFT)).isTrue();

		verify(this.notifier).stop("access", running.channel());
		verify(this.notifier, never()).stop(any(), eq(ended.channel()));
		verify(this.repository).delete(Provider.MICROSOFT, "running");
		verify(this.repository).delete(Provider.MICROSOFT, "ended");
		verify(this.repository, never()).delete(Provider.MICROSOFT, "failing");
	}

	@Test
	void aNotificationIsAcceptedOnlyOnAKnownChannelWithItsSecret() {
		given(this.repository.find(Provider.MICROSOFT, "known")).willReturn(stored("known", NOW.plus(LIFETIME), false));

		assertThat(channels().notified(Provider.MICROSOFT, "unknown", "secret-unknown"))
			.isEqualTo(new Notified(Notified.Outcome.UNKNOWN, null));
		assertThat(channels().notified(Provider.MICROSOFT, "known", "secret-other"))
			.isEqualTo(new Notified(Notified.Outcome.REFUSED, null));
		verify(this.repository, never()).markNotified(any(), any(), any());

		assertThat(channels().notified(Provider.MICROSOFT, "known", "secret-known"))
			.isEqualTo(new Notified(Notified.Outcome.ACCEPTED, this.user.id()));
		ArgumentCaptor<Instant> at = ArgumentCaptor.forClass(Instant.class);
		verify(this.repository).markNotified(eq(Provider.MICROSOFT), eq("known"), at.capture());
		assertThat(at.getValue()).isEqualTo(NOW);
	}

	@Test
	void whetherANotificationCameSinceIsTheTablesAnswer() {
		Instant since = Instant.parse("2030-03-07T11:00:00Z");
		given(this.repository.notifiedSince(this.user.id(), Provider.MICROSOFT, since)).willReturn(true);

		assertThat(channels().notifiedSince(this.user, Provider.MICROSOFT, since)).isTrue();
		assertThat(channels().notifiedSince(this.user, Provider.MICROSOFT, since.plusSeconds(1))).isFalse();
	}

	@Test
	void disconnectingStopsTheConnectionsChannelsAndForgetsThem() {
		Stored live = stored("live", NOW.plus(LIFETIME), true);
		given(this.repository.stale(this.user.id(), Provider.MICROSOFT)).willReturn(List.of(live));

		channels().on(new ProviderDisconnecting(this.user, Provider.MICROSOFT));
		channels().on(new ProviderDisconnected(this.user, Provider.MICROSOFT));

		verify(this.repository).markAllStale(this.user.id(), Provider.MICROSOFT);
		verify(this.notifier).stop("access", live.channel());
		verify(this.repository).delete(Provider.MICROSOFT, "live");
		verify(this.repository).deleteAll(this.user.id(), Provider.MICROSOFT);
	}

	@Test
	void disconnectingAProviderWithoutPushTouchesNoChannel() {
		channels().on(new ProviderDisconnecting(this.user, Provider.CANVAS));

		verifyNoInteractions(this.repository, this.notifier);
	}

}
