package dev.kairos.connections;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import dev.kairos.providers.Provider;
import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

@Repository
class JdbcConnectionRepository {

	private static final String COLUMNS = """
			provider, status, access_token, refresh_token, access_token_expires_at, scopes, account_email,
			account_name, sync_cursor, last_synced_at, last_error""";

	private final JdbcClient jdbc;

	JdbcConnectionRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	List<StoredConnection> findAll(UUID userId) {
		return this.jdbc.sql("select " + COLUMNS + " from provider_connections where user_id = :userId")
			.param("userId", userId)
			.query(JdbcConnectionRepository::toConnection)
			.list();
	}

	@Nullable StoredConnection find(UUID userId, Provider provider, boolean forUpdate) {
		return this.jdbc
			.sql("select " + COLUMNS + " from provider_connections where user_id = :userId and provider = :provider"
					+ (forUpdate ? " for update" : ""))
			.param("userId", userId)
			.param("provider", provider.wireValue())
			.query(JdbcConnectionRepository::toConnection)
			.optional()
			.orElse(null);
	}

	/** Every (user, provider) pair with a working connection, for the background sync. */
	List<UserProvider> findConnected() {
		return this.jdbc.sql("select user_id, provider from provider_connections where status = 'connected'")
			.query((rs, row) -> new UserProvider(rs.getObject("user_id", UUID.class),
					Provider.fromWire(rs.getString("provider"))))
			.list();
	}

	void insert(UUID userId, StoredConnection connection, Instant now) {
		this.jdbc.sql("""
				insert into provider_connections (user_id, provider, status, access_token, refresh_token,
				access_token_expires_at, scopes, account_email, account_name, created_at, updated_at)
				values (:userId, :provider, :status, :accessToken, :refreshToken, :expiresAt, :scopes, :accountEmail,
				:accountName, :now, :now)
				""").params(tokenParameters(userId, connection, now)).update();
	}

	/** Replace the tokens after a new grant; the sync bookkeeping stays. */
	void updateTokens(UUID userId, StoredConnection connection, Instant now) {
		this.jdbc.sql("""
				update provider_connections set status = :status, access_token = :accessToken,
				refresh_token = :refreshToken, access_token_expires_at = :expiresAt, scopes = :scopes,
				account_email = :accountEmail, account_name = :accountName, updated_at = :now
				where user_id = :userId and provider = :provider
				""").params(tokenParameters(userId, connection, now)).update();
	}

	private static Map<String, @Nullable Object> tokenParameters(UUID userId, StoredConnection connection,
			Instant now) {
		Map<String, @Nullable Object> parameters = new HashMap<>();
		parameters.put("userId", userId);
		parameters.put("provider", connection.provider().wireValue());
		parameters.put("status", connection.status().wireValue());
		parameters.put("accessToken", connection.accessToken());
		parameters.put("refreshToken", connection.refreshToken());
		parameters.put("expiresAt", utc(connection.expiresAt()));
		parameters.put("scopes", String.join(" ", connection.scopes()));
		parameters.put("accountEmail", connection.accountEmail());
		parameters.put("accountName", connection.accountName());
		parameters.put("now", utc(now));
		return parameters;
	}

	void updateStatus(UUID userId, Provider provider, ConnectionStatus status, @Nullable String lastError,
			Instant now) {
		this.jdbc.sql("""
				update provider_connections set status = :status, last_error = :lastError, updated_at = :now
				where user_id = :userId and provider = :provider
				""")
			.param("userId", userId)
			.param("provider", provider.wireValue())
			.param("status", status.wireValue())
			.param("lastError", lastError)
			.param("now", utc(now))
			.update();
	}

	/**
	 * Count the connection's syncs on: the next generation (the caller holds its lock).
	 */
	long nextSyncGeneration(UUID userId, Provider provider) {
		this.jdbc.sql("""
				update provider_connections set sync_generation = sync_generation + 1
				where user_id = :userId and provider = :provider
				""").param("userId", userId).param("provider", provider.wireValue()).update();
		return this.jdbc
			.sql("select sync_generation from provider_connections where user_id = :userId and provider = :provider")
			.param("userId", userId)
			.param("provider", provider.wireValue())
			.query(Long.class)
			.single();
	}

	void recordSync(UUID userId, Provider provider, @Nullable String cursor, Instant syncedAt) {
		this.jdbc.sql("""
				update provider_connections set sync_cursor = :cursor, last_synced_at = :syncedAt, last_error = null,
				updated_at = :syncedAt
				where user_id = :userId and provider = :provider
				""")
			.param("userId", userId)
			.param("provider", provider.wireValue())
			.param("cursor", cursor)
			.param("syncedAt", utc(syncedAt))
			.update();
	}

	void recordFailure(UUID userId, Provider provider, String error, Instant now) {
		this.jdbc.sql("""
				update provider_connections set last_error = :error, updated_at = :now
				where user_id = :userId and provider = :provider
				""")
			.param("userId", userId)
			.param("provider", provider.wireValue())
			.param("error", (error.length() > 1000) ? error.substring(0, 1000) : error)
			.param("now", utc(now))
			.update();
	}

	boolean delete(UUID userId, Provider provider) {
		return this.jdbc.sql("delete from provider_connections where user_id = :userId and provider = :provider")
			.param("userId", userId)
			.param("provider", provider.wireValue())
			.update() > 0;
	}

	void insertState(String stateHash, UUID userId, Provider provider, String codeVerifier, List<String> scopes,
			Instant expiresAt) {
		this.jdbc.sql("""
				insert into oauth_states (state_hash, user_id, provider, code_verifier, scopes, expires_at)
				values (:stateHash, :userId, :provider, :codeVerifier, :scopes, :expiresAt)
				""")
			.param("stateHash", stateHash)
			.param("userId", userId)
			.param("provider", provider.wireValue())
			.param("codeVerifier", codeVerifier)
			.param("scopes", String.join(" ", scopes))
			.param("expiresAt", utc(expiresAt))
			.update();
	}

	/**
	 * Read and delete a pending authorization in one go: of two callbacks with the same
	 * state, only the one whose delete removed the row gets it.
	 */
	@Nullable PendingAuthorization takeState(String stateHash) {
		PendingAuthorization pending = this.jdbc.sql(
				"select user_id, provider, code_verifier, scopes, expires_at from oauth_states where state_hash = :hash")
			.param("hash", stateHash)
			.query((rs, row) -> new PendingAuthorization(rs.getObject("user_id", UUID.class),
					Provider.fromWire(rs.getString("provider")), rs.getString("code_verifier"),
					List.of(rs.getString("scopes").split(" ")).stream().filter((s) -> !s.isBlank()).toList(),
					rs.getObject("expires_at", OffsetDateTime.class).toInstant()))
			.optional()
			.orElse(null);
		if (pending == null) {
			return null;
		}
		int deleted = this.jdbc.sql("delete from oauth_states where state_hash = :hash")
			.param("hash", stateHash)
			.update();
		return (deleted == 1) ? pending : null;
	}

	void deleteExpiredStates(Instant now) {
		this.jdbc.sql("delete from oauth_states where expires_at < :now").param("now", utc(now)).update();
	}

	private static @Nullable OffsetDateTime utc(@Nullable Instant instant) {
		return (instant != null) ? instant.atOffset(ZoneOffset.UTC) : null;
	}

	private static @Nullable Instant instant(ResultSet rs, String column) throws SQLException {
		OffsetDateTime value = rs.getObject(column, OffsetDateTime.class);
		return (value != null) ? value.toInstant() : null;
	}

	private static StoredConnection toConnection(ResultSet rs, int row) throws SQLException {
		Set<String> scopes = new LinkedHashSet<>(Arrays.asList(rs.getString("scopes").split(" ")));
		scopes.remove("");
		return new StoredConnection(Provider.fromWire(rs.getString("provider")),
				ConnectionStatus.valueOf(rs.getString("status").toUpperCase(Locale.ROOT)), rs.getString("access_token"),
				rs.getString("refresh_token"), instant(rs, "access_token_expires_at"), scopes,
				rs.getString("account_email"), rs.getString("account_name"), rs.getString("sync_cursor"),
				instant(rs, "last_synced_at"), rs.getString("last_error"));
	}

}
