package dev.kairos.reminders;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * SQL of Web Push: the server's VAPID key pair ({@code web_push_keys}, one row) and the
 * users' subscriptions ({@code web_push_subscriptions}). Every statement on subscriptions
 * names its user, except the one that takes an endpoint from its previous user.
 */
@Repository
class JdbcWebPushRepository {

	private final JdbcClient jdbc;

	private final TransactionTemplate transaction;

	JdbcWebPushRepository(JdbcClient jdbc, PlatformTransactionManager transactions) {
		this.jdbc = jdbc;
		this.transaction = new TransactionTemplate(transactions);
	}

	/** The stored key pair, or null before the first start made one. */
	@Nullable StoredKeys keys() {
		return this.jdbc.sql("select public_key, private_key from web_push_keys where id = 1")
			.query((rs, row) -> new StoredKeys(rs.getString("public_key"), rs.getString("private_key")))
			.optional()
			.orElse(null);
	}

	/**
	 * Store the key pair unless one is stored already (another instance may have won the
	 * race).
	 * @return whether this one was stored
	 */
	boolean insertKeys(StoredKeys keys, Instant now) {
		try {
			return this.jdbc.sql("""
					insert into web_push_keys (id, public_key, private_key, created_at)
					values (1, :publicKey, :privateKey, :now)
					""")
				.param("publicKey", keys.publicKey())
				.param("privateKey", keys.privateKey())
				.param("now", utc(now))
				.update() == 1;
		}
		catch (DuplicateKeyException ex) {
			return false;
		}
	}

	/**
	 * Store the subscription for the user, or update the keys of the one with the same
	 * endpoint; then keep only the user's {@code max} newest. An endpoint is one
	 * browser's and belongs to one user at a time: another user's row with it (the
	 * browser's previous account) goes, in the same transaction.
	 * @return the stored subscription and whether it is new
	 */
	Saved save(UUID userId, String endpoint, String p256dh, String auth, int max, Instant now) {
		try {
			return saveOnce(userId, endpoint, p256dh, auth, max, now);
		}
		catch (DuplicateKeyException ex) {
			// The same endpoint posted twice at once (by this user or another): the other
			// insert won; take it over or update it.
			return saveOnce(userId, endpoint, p256dh, auth, max, now);
		}
	}

	private Saved saveOnce(UUID userId, String endpoint, String p256dh, String auth, int max, Instant now) {
		Saved saved = this.transaction.execute((tx) -> {
			// The one statement not scoped to the user: it takes the endpoint away from
			// whoever had it before (the unique key on endpoint holds this across races).
			this.jdbc.sql("delete from web_push_subscriptions where endpoint = :endpoint and user_id <> :userId")
				.param("endpoint", endpoint)
				.param("userId", userId)
				.update();
			int updated = this.jdbc.sql("""
					update web_push_subscriptions set p256dh = :p256dh, auth = :auth, updated_at = :now
					where user_id = :userId and endpoint = :endpoint
					""")
				.param("p256dh", p256dh)
				.param("auth", auth)
				.param("now", utc(now))
				.param("userId", userId)
				.param("endpoint", endpoint)
				.update();
			boolean created = false;
			if (updated == 0) {
				this.jdbc.sql("""
						insert into web_push_subscriptions (id, user_id, endpoint, p256dh, auth, created_at, updated_at)
						values (:id, :userId, :endpoint, :p256dh, :auth, :now, :now)
						""")
					.param("id", UUID.randomUUID())
					.param("userId", userId)
					.param("endpoint", endpoint)
					.param("p256dh", p256dh)
					.param("auth", auth)
					.param("now", utc(now))
					.update();
				created = true;
				List<UUID> beyond = this.jdbc.sql("""
						select id from web_push_subscriptions where user_id = :userId
						order by updated_at desc, id offset :max rows
						""").param("userId", userId).param("max", max).query(UUID.class).list();
				for (UUID id : beyond) {
					delete(userId, id);
				}
			}
			return new Saved(find(userId, endpoint), created);
		});
		if (saved == null) {
			throw new IllegalStateException("The transaction gave no answer");
		}
		return saved;
	}

	@Nullable Subscription find(UUID userId, String endpoint) {
		return this.jdbc.sql("select * from web_push_subscriptions where user_id = :userId and endpoint = :endpoint")
			.param("userId", userId)
			.param("endpoint", endpoint)
			.query(JdbcWebPushRepository::subscription)
			.optional()
			.orElse(null);
	}

	/** The user's subscriptions, newest first (at most {@code limit}). */
	List<Subscription> list(UUID userId, int limit) {
		return this.jdbc.sql("""
				select * from web_push_subscriptions where user_id = :userId
				order by updated_at desc, id fetch first :limit rows only
				""").param("userId", userId).param("limit", limit).query(JdbcWebPushRepository::subscription).list();
	}

	/**
	 * @return whether the user had a subscription with the endpoint
	 */
	boolean deleteByEndpoint(UUID userId, String endpoint) {
		return this.jdbc.sql("delete from web_push_subscriptions where user_id = :userId and endpoint = :endpoint")
			.param("userId", userId)
			.param("endpoint", endpoint)
			.update() > 0;
	}

	void delete(UUID userId, UUID id) {
		this.jdbc.sql("delete from web_push_subscriptions where user_id = :userId and id = :id")
			.param("userId", userId)
			.param("id", id)
			.update();
	}

	private static Subscription subscription(ResultSet rs, int row) throws SQLException {
		return new Subscription(rs.getObject("id", UUID.class), rs.getString("endpoint"), rs.getString("p256dh"),
				rs.getString("auth"), rs.getObject("created_at", OffsetDateTime.class).toInstant());
	}

	private static OffsetDateTime utc(Instant instant) {
		return instant.atOffset(ZoneOffset.UTC);
	}

	/** The key pair as stored: base64url X.509 public key and PKCS#8 private key. */
	record StoredKeys(String publicKey, String privateKey) {
	}

	record Subscription(UUID id, String endpoint, String p256dh, String auth, Instant createdAt) {
	}

	record Saved(@Nullable Subscription subscription, boolean created) {
	}

}
