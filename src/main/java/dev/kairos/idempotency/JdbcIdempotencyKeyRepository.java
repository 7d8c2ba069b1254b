package dev.kairos.idempotency;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * SQL for stored responses, scoped to one user.
 */
@Repository
class JdbcIdempotencyKeyRepository {

	private final JdbcClient jdbc;

	JdbcIdempotencyKeyRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	@Nullable Stored find(UUID userId, String key) {
		return this.jdbc.sql("""
				select request_hash, response_status, response_location, response_body, completed from idempotency_keys
				where user_id = :userId and idempotency_key = :key
				""")
			.param("userId", userId)
			.param("key", key)
			.query((rs, row) -> new Stored(rs.getString("request_hash"),
					new IdempotentResponse(rs.getInt("response_status"), rs.getString("response_location"),
							rs.getString("response_body"), true, false),
					rs.getBoolean("completed")))
			.optional()
			.orElse(null);
	}

	void insert(UUID userId, String key, String requestHash, IdempotentResponse response, Instant now,
			Instant expiresAt) {
		this.jdbc
			.sql("""
					insert into idempotency_keys (user_id, idempotency_key, request_hash, response_status, response_location,
					response_body, created_at, expires_at)
					values (:userId, :key, :hash, :status, :location, :body, :createdAt, :expiresAt)
					""")
			.param("userId", userId)
			.param("key", key)
			.param("hash", requestHash)
			.param("status", response.status())
			.param("location", response.location())
			.param("body", response.body())
			.param("createdAt", utc(now))
			.param("expiresAt", utc(expiresAt))
			.update();
	}

	/** Reserve a key for a request that is about to run. */
	void insertPending(UUID userId, String key, String requestHash, Instant now, Instant expiresAt) {
		this.jdbc.sql("""
				insert into idempotency_keys (user_id, idempotency_key, request_hash, response_status, response_body,
				completed, created_at, expires_at)
				values (:userId, :key, :hash, 0, '', false, :createdAt, :expiresAt)
				""")
			.param("userId", userId)
			.param("key", key)
			.param("hash", requestHash)
			.param("createdAt", utc(now))
			.param("expiresAt", utc(expiresAt))
			.update();
	}

	/** Store the response of a reserved key. */
	void complete(UUID userId, String key, IdempotentResponse response) {
		this.jdbc.sql("""
				update idempotency_keys set response_status = :status, response_location = :location,
				response_body = :body, completed = true
				where user_id = :userId and idempotency_key = :key
				""")
			.param("userId", userId)
			.param("key", key)
			.param("status", response.status())
			.param("location", response.location())
			.param("body", response.body())
			.update();
	}

	void delete(UUID userId, String key) {
		this.jdbc.sql("delete from idempotency_keys where user_id = :userId and idempotency_key = :key")
			.param("userId", userId)
			.param("key", key)
			.update();
	}

	/** Forget the responses kept long enough, of every user. */
	int deleteExpired(Instant now) {
		return this.jdbc.sql("delete from idempotency_keys where expires_at <= :now").param("now", utc(now)).update();
	}

	private static OffsetDateTime utc(Instant instant) {
		return instant.atOffset(ZoneOffset.UTC);
	}

	/**
	 * A stored response with the hash of the request that produced it.
	 *
	 * @param requestHash the request's SHA-256
	 * @param response the response
	 * @param completed false while the request is still running
	 */
	record Stored(String requestHash, IdempotentResponse response, boolean completed) {
	}

}
