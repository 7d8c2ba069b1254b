package dev.kairos.sync;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import dev.kairos.providers.ChangeChannel;
import dev.kairos.providers.Provider;
import dev.kairos.sync.JdbcPushChannelRepository.Stored;
import dev.kairos.test.RepositoryTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The push channels' SQL on the test database: each statement touches the one channel or
 * the one connection (user and provider) it names, and nothing of another user or
 * provider; the live channel is the one ending last; "notified since" counts its instant.
 */
@RepositoryTest
class JdbcPushChannelRepositoryTests {

	private static final Instant NOW = Instant.parse("2030-03-10T12:00:00Z");

	@Autowired
	private JdbcPushChannelRepository channels;

	@Autowired
	private JdbcClient jdbc;

	private final UUID user = UUID.randomUUID();

	private final UUID other = UUID.randomUUID();

	@BeforeEach
	void users() {
		for (UUID id : List.of(this.user, this.other)) {
			this.jdbc.sql("""
					insert into users (id, issuer, subject, created_at)
					values (:id, 'https://issuer.example', :subject, current_timestamp)""")
				.param("id", id)
				.param("subject", id.toString())
				.update();
		}
	}

	private ChangeChannel insert(UUID userId, Provider provider, String id, long hoursLeft) {
		ChangeChannel channel = new ChangeChannel(id, "resource-" + id, NOW.plusSeconds(hoursLeft * 3600));
		this.channels.insert(userId, provider, channel, "hash-" + id, NOW);
		return channel;
	}

	private static List<String> ids(List<Stored> stored) {
		return stored.stream().map((channel) -> channel.channel().channelId()).toList();
	}

	@Test
	void findsAChannelByItsProviderAndIdAndReadsBackWhatWasStored() {
		ChangeChannel channel = insert(this.user, Provider.GOOGLE, "c1", 70);
		Stored found = this.channels.find(Provider.GOOGLE, "c1");
		assertThat(found).isEqualTo(new Stored(this.user, channel, "hash-c1", false));
		assertThat(this.channels.find(Provider.MICROSOFT, "c1")).isNull();
		assertThat(this.channels.find(Provider.GOOGLE, "c2")).isNull();

		ChangeChannel bare = new ChangeChannel("c3", null, NOW);
		this.channels.insert(this.user, Provider.MICROSOFT, bare, "hash-c3", NOW);
		assertThat(this.channels.find(Provider.MICROSOFT, "c3"))
			.isEqualTo(new Stored(this.user, bare, "hash-c3", false));
	}

	@Test
	void theActiveChannelIsTheLiveOneEndingLastOfThatConnection() {
		assertThat(this.channels.active(this.user, Provider.GOOGLE)).isNull();
		insert(this.user, Provider.GOOGLE, "early", 10);
		insert(this.user, Provider.GOOGLE, "late", 60);
		insert(this.user, Provider.GOOGLE, "middle", 30);
		insert(this.user, Provider.MICROSOFT, "other-provider", 90);
		insert(this.other, Provider.GOOGLE, "other-user", 90);
		assertThat(this.channels.active(this.user, Provider.GOOGLE).channel().channelId()).isEqualTo("late");

		this.channels.markStale(Provider.GOOGLE, "late");
		assertThat(this.channels.active(this.user, Provider.GOOGLE).channel().channelId()).isEqualTo("middle");
		assertThat(this.channels.find(Provider.GOOGLE, "late").stale()).isTrue();
		assertThat(this.channels.find(Provider.GOOGLE, "middle").stale()).isFalse();

		this.channels.extend(Provider.GOOGLE, "early", NOW.plusSeconds(100 * 3600));
		assertThat(this.channels.active(this.user, Provider.GOOGLE).channel())
			.isEqualTo(new ChangeChannel("early", "resource-early", NOW.plusSeconds(100 * 3600)));
		assertThat(this.channels.find(Provider.GOOGLE, "middle").channel().expiresAt())
			.isEqualTo(NOW.plusSeconds(30 * 3600));
	}

	@Test
	void listsAndMarksStaleChannelsOfOneConnectionOnly() {
		insert(this.user, Provider.GOOGLE, "a", 10);
		insert(this.user, Provider.GOOGLE, "b", 20);
		insert(this.user, Provider.MICROSOFT, "m", 20);
		insert(this.other, Provider.GOOGLE, "o", 20);
		assertThat(this.channels.stale(this.user, Provider.GOOGLE)).isEmpty();

		this.channels.markStale(Provider.GOOGLE, "a");
		assertThat(ids(this.channels.stale(this.user, Provider.GOOGLE))).containsExactly("a");
		assertThat(this.channels.stale(this.user, Provider.GOOGLE).get(0)).isEqualTo(new Stored(this.user,
				new ChangeChannel("a", "resource-a", NOW.plusSeconds(10 * 3600)), "hash-a", true));

		this.channels.markAllStale(this.user, Provider.GOOGLE);
		assertThat(ids(this.channels.stale(this.user, Provider.GOOGLE))).containsExactlyInAnyOrder("a", "b");
		assertThat(this.channels.active(this.user, Provider.GOOGLE)).isNull();
		assertThat(this.channels.active(this.user, Provider.MICROSOFT).channel().channelId()).isEqualTo("m");
		assertThat(this.channels.active(this.other, Provider.GOOGLE).channel().channelId()).isEqualTo("o");
		assertThat(this.channels.stale(this.other, Provider.GOOGLE)).isEmpty();
	}

	@Test
	void countsANotificationFromItsOwnInstantOnAndOnlyForItsConnection() {
		insert(this.user, Provider.GOOGLE, "a", 10);
		insert(this.user, Provider.MICROSOFT, "m", 10);
		assertThat(this.channels.notifiedSince(this.user, Provider.GOOGLE, NOW.minusSeconds(3600))).isFalse();

		this.channels.markNotified(Provider.GOOGLE, "a", NOW);
		assertThat(this.channels.notifiedSince(this.user, Provider.GOOGLE, NOW)).isTrue();
		assertThat(this.channels.notifiedSince(this.user, Provider.GOOGLE, NOW.minusSeconds(1))).isTrue();
		assertThat(this.channels.notifiedSince(this.user, Provider.GOOGLE, NOW.plusSeconds(1))).isFalse();
		assertThat(this.channels.notifiedSince(this.user, Provider.MICROSOFT, NOW.minusSeconds(1))).isFalse();
		assertThat(this.channels.notifiedSince(this.other, Provider.GOOGLE, NOW.minusSeconds(1))).isFalse();
	}

	@Test
	void deletesOneChannelOrAllOfOneConnection() {
		insert(this.user, Provider.GOOGLE, "a", 10);
		insert(this.user, Provider.GOOGLE, "b", 20);
		insert(this.user, Provider.MICROSOFT, "m", 20);
		insert(this.other, Provider.GOOGLE, "o", 20);

		this.channels.delete(Provider.GOOGLE, "b");
		assertThat(this.channels.find(Provider.GOOGLE, "b")).isNull();
		assertThat(this.channels.find(Provider.GOOGLE, "a")).isNotNull();
		this.channels.delete(Provider.MICROSOFT, "a");
		assertThat(this.channels.find(Provider.GOOGLE, "a")).isNotNull();

		this.channels.deleteAll(this.user, Provider.GOOGLE);
		assertThat(this.channels.find(Provider.GOOGLE, "a")).isNull();
		assertThat(this.channels.find(Provider.MICROSOFT, "m")).isNotNull();
		assertThat(this.channels.find(Provider.GOOGLE, "o")).isNotNull();
	}

}
