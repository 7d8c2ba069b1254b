package dev.kairos.sync;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;

import dev.kairos.providers.ChangeChannel;
import dev.kairos.providers.Provider;
import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** {@code push_channels}: the change notification channels of connections. */
@Repository
class JdbcPushChannelRepository {

	private static final String COLUMNS = "user_id, channel_id, resource_id, secret_hash, expires_at, stale";

	private final JdbcClient jdbc;

	JdbcPushChannelRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	@Nullable Stored find(Provider provider, String channelId) {
		return this.jdbc
			.sql("select " + COLUMNS + " from push_channels where provider = :provider and channel_id = :id")
			.param("provider", provider.wireValue())
			.param("id", channelId)
			.query(JdbcPushChannelRepository::stored)
			.optional()
			.orElse(null);
	}

	/** Whether a channel of the provider has that secret (by its hash). */
	boolean hasSecret(Provider provider, String secretHash) {
		return this.jdbc.sql("select count(*) from push_channels where provider = :provider and secret_hash = :secret")
			.param("provider", provider.wireValue())
			.param("secret", secretHash)
			.query(Long.class)
			.single() > 0;
	}

	/** The connection's live channel (the one ending last, should there be two). */
	@Nullable Stored active(UUID userId, Provider provider) {
		return this.jdbc
			.sql("select " + COLUMNS + " from push_channels where user_id = :user and provider = :provider"
					+ " and stale = false order by expires_at desc")
			.param("user", userId)
			.param("provider", provider.wireValue())
			.query(JdbcPushChannelRepository::stored)
			.list()
			.stream()
			.findFirst()
			.orElse(null);
	}

	List<Stored> stale(UUID userId, Provider provider) {
		return this.jdbc
			.sql("select " + COLUMNS + " from push_channels where user_id = :user and provider = :provider"
					+ " and stale = true")
			.param("user", userId)
			.param("provider", provider.wireValue())
			.query(JdbcPushChannelRepository::stored)
			.list();
	}

	void insert(UUID userId, Provider provider, ChangeChannel channel, String secretHash, Instant now) {
		this.jdbc.sql("""
				insert into push_channels (provider, channel_id, user_id, resource_id, secret_hash, expires_at, stale,
				created_at) values (:provider, :id, :user, :resource, :secret, :expires, false, :now)""")
			.param("provider", provider.wireValue())
			.param("id", channel.channelId())
			.param("user", userId)
			.param("resource", channel.resourceId())
			.param("secret", secretHash)
			.param("expires", utc(channel.expiresAt()))
			.param("now", utc(now))
			.update();
	}

	void extend(Provider provider, String channelId, Instant expiresAt) {
		this.jdbc.sql("update push_channels set expires_at = :expires where provider = :provider and channel_id = :id")
			.param("expires", utc(expiresAt))
			.param("provider", provider.wireValue())
			.param("id", channelId)
			.update();
	}

	void markStale(Provider provider, String channelId) {
		this.jdbc.sql("update push_channels set stale = true where provider = :provider and channel_id = :id")
			.param("provider", provider.wireValue())
			.param("id", channelId)
			.update();
	}

	void markAllStale(UUID userId, Provider provider) {
		this.jdbc.sql("update push_channels set stale = true where user_id = :user and provider = :provider")
			.param("user", userId)
			.param("provider", provider.wireValue())
			.update();
	}

	void markNotified(Provider provider, String channelId, Instant at) {
		this.jdbc.sql("update push_channels set notified_at = :at where provider = :provider and channel_id = :id")
			.param("at", utc(at))
			.param("provider", provider.wireValue())
			.param("id", channelId)
			.update();
	}

	boolean notifiedSince(UUID userId, Provider provider, Instant since) {
		return this.jdbc.sql("""
				select count(*) from push_channels where user_id = :user and provider = :provider
				and notified_at >= :since""")
			.param("user", userId)
			.param("provider", provider.wireValue())
			.param("since", utc(since))
			.query(Integer.class)
			.single() > 0;
	}

	void delete(Provider provider, String channelId) {
		this.jdbc.sql("delete from push_channels where provider = :provider and channel_id = :id")
			.param("provider", provider.wireValue())
			.param("id", channelId)
			.update();
	}

	void deleteAll(UUID userId, Provider provider) {
		this.jdbc.sql("delete from push_channels where user_id = :user and provider = :provider")
			.param("user", userId)
			.param("provider", provider.wireValue())
			.update();
	}

	private static Stored stored(ResultSet rs, int row) throws SQLException {
		return new Stored(rs.getObject("user_id", UUID.class),
				new ChangeChannel(rs.getString("channel_id"), rs.getString("resource_id"),
						rs.getObject("expires_at", OffsetDateTime.class).toInstant()),
				rs.getString("secret_hash"), rs.getBoolean("stale"));
	}

	private static OffsetDateTime utc(Instant instant) {
		return instant.atOffset(ZoneOffset.UTC);
	}

	/** A stored channel. */
	record Stored(UUID userId, ChangeChannel channel, String secretHash, boolean stale) {

	}

}
