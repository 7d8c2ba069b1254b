package dev.kairos.security;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

@Repository
class JdbcApiKeyRepository {

	private final JdbcClient jdbc;

	JdbcApiKeyRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	void insert(UUID id, UUID userId, String name, String keyHash, Instant createdAt) {
		this.jdbc.sql("""
				insert into api_keys (id, user_id, name, key_hash, created_at)
				values (:id, :userId, :name, :keyHash, :createdAt)
				""")
			.param("id", id)
			.param("userId", userId)
			.param("name", name)
			.param("keyHash", keyHash)
			.param("createdAt", createdAt.atOffset(ZoneOffset.UTC))
			.update();
	}

	List<ApiKey> findByUser(UUID userId) {
		return this.jdbc
			.sql("select id, name, created_at from api_keys where user_id = :userId order by created_at, id")
			.param("userId", userId)
			.query((rs, row) -> new ApiKey(rs.getObject("id", UUID.class), rs.getString("name"),
					rs.getObject("created_at", OffsetDateTime.class).toInstant()))
			.list();
	}

	@Nullable UUID findOwner(String keyHash) {
		return this.jdbc.sql("select user_id from api_keys where key_hash = :keyHash")
			.param("keyHash", keyHash)
			.query(UUID.class)
			.optional()
			.orElse(null);
	}

	boolean delete(UUID userId, UUID id) {
		return this.jdbc.sql("delete from api_keys where id = :id and user_id = :userId")
			.param("id", id)
			.param("userId", userId)
			.update() > 0;
	}

}
